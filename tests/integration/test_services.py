"""Each service through a real gRPC server on loopback: health, reflection, RPCs, status codes."""

from __future__ import annotations

from collections.abc import Iterator

import grpc
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection_pb2, reflection_pb2_grpc

from rockman import grpcutil
from rockman.auth import Role, bearer
from rockman.client import Client, EmbeddedServices
from rockman.v1 import (
    common_pb2 as pb,
)
from rockman.v1 import (
    executor_pb2,
    executor_pb2_grpc,
    registry_pb2,
    registry_pb2_grpc,
    scorer_pb2,
    scorer_pb2_grpc,
)
from tests.conftest import PROBLEMS

SERVICES = {
    "registry": "rockman.v1.RegistryService",
    "executor": "rockman.v1.ExecutorService",
    "scorer": "rockman.v1.ScorerService",
}


@pytest.fixture
def channels(embedded: tuple[EmbeddedServices, str]) -> Iterator[dict[str, grpc.Channel]]:
    """Plain channels; the executor's and scorer's send the reader token (the registry tests
    choose their metadata themselves)."""
    endpoints = embedded[0].endpoints
    raw = {name: grpc.insecure_channel(getattr(endpoints, name)) for name in SERVICES}
    reader = embedded[0].token(Role.READER)
    yield {
        name: ch if name == "registry" else grpcutil.authorized(ch, reader)
        for name, ch in raw.items()
    }
    for ch in raw.values():
        ch.close()


@pytest.mark.parametrize("name", list(SERVICES))
def test_health_and_reflection(channels: dict[str, grpc.Channel], name: str) -> None:
    health = health_pb2_grpc.HealthStub(channels[name])
    for service in ("", SERVICES[name]):
        response = health.Check(health_pb2.HealthCheckRequest(service=service), timeout=5)
        assert response.status == health_pb2.HealthCheckResponse.SERVING
    stub = reflection_pb2_grpc.ServerReflectionStub(channels[name])
    responses = stub.ServerReflectionInfo(
        iter([reflection_pb2.ServerReflectionRequest(list_services="")]), timeout=5
    )
    listed = {s.name for r in responses for s in r.list_services_response.service}
    assert SERVICES[name] in listed and "grpc.health.v1.Health" in listed


def _code(call: object) -> grpc.StatusCode:
    with pytest.raises(grpc.RpcError) as info:
        call()  # type: ignore[operator]
    return info.value.code()


def test_registry_status_codes(
    channels: dict[str, grpc.Channel], embedded: tuple[EmbeddedServices, str]
) -> None:
    stub = registry_pb2_grpc.RegistryServiceStub(channels["registry"])
    version = embedded[1]
    md = bearer(embedded[0].token(Role.PUBLISHER))
    listed = stub.ListProblems(
        registry_pb2.ListProblemsRequest(suite="starter", page_size=5), timeout=5, metadata=md
    )
    assert len(listed.problems) == 5 and listed.next_page_token
    assert listed.version == version and len(listed.version_hash) == 64
    nxt = stub.ListProblems(
        registry_pb2.ListProblemsRequest(
            suite="starter", page_size=5, page_token=listed.next_page_token
        ),
        timeout=5,
        metadata=md,
    )
    assert {p.task_id for p in nxt.problems}.isdisjoint({p.task_id for p in listed.problems})
    assert (
        _code(
            lambda: stub.GetProblem(
                registry_pb2.GetProblemRequest(task_id="Nope/1"), timeout=5, metadata=md
            )
        )
        == grpc.StatusCode.NOT_FOUND
    )
    assert (
        _code(lambda: stub.GetProblem(registry_pb2.GetProblemRequest(), timeout=5, metadata=md))
        == grpc.StatusCode.INVALID_ARGUMENT
    )
    assert (
        _code(
            lambda: stub.ListProblems(
                registry_pb2.ListProblemsRequest(suite="nope"), timeout=5, metadata=md
            )
        )
        == grpc.StatusCode.NOT_FOUND
    )
    assert (
        _code(
            lambda: stub.ListProblems(
                registry_pb2.ListProblemsRequest(suite="starter", page_token="%%%"),
                timeout=5,
                metadata=md,
            )
        )
        == grpc.StatusCode.INVALID_ARGUMENT
    )
    existing = stub.GetTestBundle(
        registry_pb2.GetTestBundleRequest(task_id=listed.problems[0].task_id, version=version),
        timeout=5,
        metadata=md,
    ).bundle
    source = registry_pb2.ProblemSource(problem=existing.problem, cases=existing.cases)
    assert (
        _code(
            lambda: stub.PutVersion(
                registry_pb2.PutVersionRequest(suite="starter", version=version, problems=[source]),
                timeout=5,
                metadata=md,
            )
        )
        == grpc.StatusCode.FAILED_PRECONDITION
    )
    assert (
        _code(
            lambda: stub.PutVersion(
                registry_pb2.PutVersionRequest(suite="starter", version="v-empty"),
                timeout=5,
                metadata=md,
            )
        )
        == grpc.StatusCode.INVALID_ARGUMENT
    )


def test_executor_streams_results_and_rejects_bad_requests(
    channels: dict[str, grpc.Channel], embedded: tuple[EmbeddedServices, str]
) -> None:
    stub = executor_pb2_grpc.ExecutorServiceStub(channels["executor"])
    version = embedded[1]
    reference = (PROBLEMS / "Starter__FUND_001" / "reference.py").read_text()
    submissions = [
        executor_pb2.Submission(
            task_id="Starter/FUND_001",
            version=version,
            sample_id=str(i),
            code=reference,
            code_kind=pb.CODE_KIND_SOLUTION,
        )
        for i in range(6)
    ]
    results = list(
        stub.Execute(
            iter([executor_pb2.ExecuteRequest(submission=s) for s in submissions]), timeout=60
        )
    )
    assert sorted(r.result.sample_id for r in results) == [str(i) for i in range(6)]
    assert all(r.result.verdict == pb.VERDICT_PASS for r in results)
    # A task the registry does not know costs that sample only: its answer is an error saying
    # so, and the stream goes on to judge the next one.
    unknown = executor_pb2.Submission(task_id="Nope/1", sample_id="0", code="x")
    answers = list(
        stub.Execute(
            iter([executor_pb2.ExecuteRequest(submission=s) for s in (unknown, submissions[0])]),
            timeout=60,
        )
    )
    errors = [a.error for a in answers if a.HasField("error")]
    assert [(e.task_id, e.sample_id) for e in errors] == [("Nope/1", "0")]
    assert errors[0].code == grpc.StatusCode.NOT_FOUND.value[0], errors[0]
    judged = [a.result for a in answers if a.HasField("result")]
    assert [r.verdict for r in judged] == [pb.VERDICT_PASS]
    no_sample = executor_pb2.Submission(task_id="Starter/FUND_001", code="x")
    assert (
        _code(
            lambda: list(
                stub.Execute(iter([executor_pb2.ExecuteRequest(submission=no_sample)]), timeout=30)
            )
        )
        == grpc.StatusCode.INVALID_ARGUMENT
    )
    caps = stub.GetCapabilities(executor_pb2.GetCapabilitiesRequest(), timeout=5)
    assert caps.backend == "native" and caps.workers == 2
    assert caps.languages[0].language == pb.LANGUAGE_PYTHON and caps.languages[0].available
    # The server is still healthy after the bad requests.
    health = health_pb2_grpc.HealthStub(channels["executor"])
    assert (
        health.Check(health_pb2.HealthCheckRequest(), timeout=5).status
        == health_pb2.HealthCheckResponse.SERVING
    )


def test_executor_cancel_leaves_the_server_usable(
    channels: dict[str, grpc.Channel], embedded: tuple[EmbeddedServices, str]
) -> None:
    stub = executor_pb2_grpc.ExecutorServiceStub(channels["executor"])
    slow = (
        "import time\ndef longest_within_budget(c, b):\n    time.sleep(0.5)\n    return (-1, 0)\n"
    )
    subs = [
        executor_pb2.ExecuteRequest(
            submission=executor_pb2.Submission(
                task_id="Starter/FUND_001",
                version=embedded[1],
                sample_id=str(i),
                code=slow,
                code_kind=pb.CODE_KIND_SOLUTION,
            )
        )
        for i in range(50)
    ]
    call = stub.Execute(iter(subs), timeout=60)
    next(call)
    call.cancel()
    with Client(embedded[0].endpoints, embedded[0].token(Role.READER)) as client:
        ok = list(
            client.execute(
                [
                    executor_pb2.Submission(
                        task_id="Starter/MATH_001",
                        version=embedded[1],
                        sample_id="x",
                        code=(PROBLEMS / "Starter__MATH_001" / "reference.py").read_text(),
                        code_kind=pb.CODE_KIND_SOLUTION,
                    )
                ]
            )
        )
    assert ok[0].verdict == pb.VERDICT_PASS


def test_scorer_status_codes(channels: dict[str, grpc.Channel]) -> None:
    stub = scorer_pb2_grpc.ScorerServiceStub(channels["scorer"])
    meta = scorer_pb2.ProblemMeta(
        task_id="A", difficulty=1, category=pb.CATEGORY_MATH, task_type=pb.TASK_TYPE_GENERATION
    )
    outcomes = [
        scorer_pb2.SampleOutcome(
            task_id="A", language=pb.LANGUAGE_PYTHON, sample_id=str(i), verdict=v
        )
        for i, v in enumerate([pb.VERDICT_PASS, pb.VERDICT_WRONG_ANSWER])
    ]
    report = stub.Score(
        iter([scorer_pb2.ScoreRequest(problems=[meta], outcomes=outcomes)]), timeout=5
    ).report
    assert report.overall.pass_at_1 == pytest.approx(0.5)
    bad_k = scorer_pb2.ScoreRequest(
        options=scorer_pb2.ScoreOptions(ks=[5]), problems=[meta], outcomes=outcomes
    )
    assert _code(lambda: stub.Score(iter([bad_k]), timeout=5)) == grpc.StatusCode.INVALID_ARGUMENT
    unknown = scorer_pb2.ScoreRequest(outcomes=outcomes)
    assert _code(lambda: stub.Score(iter([unknown]), timeout=5)) == grpc.StatusCode.INVALID_ARGUMENT
    assert (
        _code(lambda: stub.Compare(scorer_pb2.CompareRequest(), timeout=5))
        == grpc.StatusCode.INVALID_ARGUMENT
    )
