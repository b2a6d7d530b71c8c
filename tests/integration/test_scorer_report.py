"""The scorer's report through a real gRPC server on loopback: intervals, clusters, bootstrap,
the per-problem table and the status codes of bad input."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import grpc
import pytest

from rockman.client import outputs
from rockman.v1 import common_pb2 as pb
from rockman.v1 import scorer_pb2, scorer_pb2_grpc
from services.scorer.server import create_server


@pytest.fixture
def stub(tmp_path: Path) -> Iterator[scorer_pb2_grpc.ScorerServiceStub]:
    running = create_server("127.0.0.1:0", tmp_path / "scorer")
    channel = grpc.insecure_channel(running.address)
    try:
        yield scorer_pb2_grpc.ScorerServiceStub(channel)
    finally:
        channel.close()
        running.stop(grace=0)


def _meta(task_id: str, difficulty: int, *tags: str) -> scorer_pb2.ProblemMeta:
    return scorer_pb2.ProblemMeta(
        task_id=task_id,
        difficulty=difficulty,
        category=pb.CATEGORY_GRAPHS,
        task_type=pb.TASK_TYPE_GENERATION,
        tags=list(tags),
    )


def _outcomes(
    task_id: str, language: int, passed: int, total: int, version: str = "v1"
) -> list[scorer_pb2.SampleOutcome]:
    return [
        scorer_pb2.SampleOutcome(
            task_id=task_id,
            language=language,  # type: ignore[arg-type]
            sample_id=str(i),
            verdict=pb.VERDICT_PASS if i < passed else pb.VERDICT_WRONG_ANSWER,
            version=version,
        )
        for i in range(total)
    ]


def _score(
    stub: scorer_pb2_grpc.ScorerServiceStub,
    options: scorer_pb2.ScoreOptions,
    problems: list[scorer_pb2.ProblemMeta],
    outcomes: list[scorer_pb2.SampleOutcome],
) -> scorer_pb2.Report:
    batches = [scorer_pb2.ScoreRequest(options=options, problems=problems)] + [
        scorer_pb2.ScoreRequest(outcomes=outcomes[i : i + 7]) for i in range(0, len(outcomes), 7)
    ]
    return stub.Score(iter(batches), timeout=10).report


def test_report_carries_the_new_fields(stub: scorer_pb2_grpc.ScorerServiceStub) -> None:
    problems = [_meta("G1", 2, "edge-case"), _meta("G2", 5)]
    outcomes = (
        _outcomes("G1", pb.LANGUAGE_PYTHON, 8, 10)
        + _outcomes("G1", pb.LANGUAGE_RUST, 4, 10)
        + _outcomes("G2", pb.LANGUAGE_PYTHON, 1, 10)
    )
    options = scorer_pb2.ScoreOptions(ks=[1, 5], bootstrap_resamples=500, seed=9)
    report = _score(stub, options, problems, outcomes)
    assert report.overall.n_problems == 3 and report.overall.n_clusters == 2
    assert report.overall.se > 0 and report.overall.cluster_se > 0
    assert report.overall.clt_low <= report.overall.pass_at_1 <= report.overall.clt_high
    assert set(report.pass_at_k_ci) == {1, 5}
    assert report.pass_at_k_ci[5].low <= report.pass_at_k[5] <= report.pass_at_k_ci[5].high
    assert (report.bootstrap_resamples, report.bootstrap_seed) == (500, 9)
    assert [(p.task_id, p.language, p.n, p.c) for p in report.problems] == [
        ("G1", pb.LANGUAGE_PYTHON, 10, 8),
        ("G1", pb.LANGUAGE_RUST, 10, 4),
        ("G2", pb.LANGUAGE_PYTHON, 10, 1),
    ]
    assert report.problems[0].pass_at_k[1] == pytest.approx(0.8)
    assert list(report.few_samples) == []
    # the same seed through the server gives the same intervals
    assert _score(stub, options, problems, outcomes).pass_at_k_ci == report.pass_at_k_ci
    # defaults: 2000 resamples, seed 0
    default = _score(stub, scorer_pb2.ScoreOptions(), problems, outcomes)
    assert (default.bootstrap_resamples, default.bootstrap_seed) == (2000, 0)
    assert set(default.pass_at_k_ci) == {1, 10}
    record = outputs.report_record(report, model="m")
    text = json.dumps(record, allow_nan=False)
    assert json.loads(text)["problems"][1]["language"] == "rust"
    assert record["robustness"]["n_clusters"] == 1


@pytest.mark.parametrize(
    ("outcomes", "ks", "message"),
    [
        (_outcomes("NOPE", pb.LANGUAGE_PYTHON, 1, 2), [], "unknown task 'NOPE'"),
        (
            _outcomes("G1", pb.LANGUAGE_PYTHON, 1, 2)
            + _outcomes("G1", pb.LANGUAGE_GO, 1, 2, version="v2"),
            [],
            "mix suite versions 'v1'",
        ),
        (_outcomes("G1", pb.LANGUAGE_PYTHON, 1, 2) * 2, [], "duplicate sample '0' for task 'G1'"),
        (_outcomes("G1", pb.LANGUAGE_PYTHON, 1, 2), [3], "pass@3 is undefined for task 'G1'"),
    ],
)
def test_bad_input_is_invalid_argument(
    stub: scorer_pb2_grpc.ScorerServiceStub,
    outcomes: list[scorer_pb2.SampleOutcome],
    ks: list[int],
    message: str,
) -> None:
    with pytest.raises(grpc.RpcError) as info:
        _score(stub, scorer_pb2.ScoreOptions(ks=ks), [_meta("G1", 1)], outcomes)
    assert info.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert message in (info.value.details() or "")
