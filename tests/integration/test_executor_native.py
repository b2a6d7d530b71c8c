"""The native executor through real servers: cancellation, runner death, flakiness, bad input."""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Iterator
from dataclasses import dataclass

import grpc
import pytest

from rockman import auth, crypto, grpcutil
from rockman.client import Client, Endpoints
from rockman.errors import InvalidArgument
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2, executor_pb2_grpc
from services.executor.core import Executor, ExecutorConfig
from services.executor.pool import NativeSandbox
from services.executor.server import create_server as create_executor
from services.registry.server import create_server as create_registry
from tests.helpers import build_add, sandboxed_pids

GOOD = "def add(a, b):\n    return a + b\n"


@dataclass
class Deployment:
    client: Client
    executor: Executor
    address: str


@pytest.fixture(scope="module")
def deployment(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Deployment]:
    root = tmp_path_factory.mktemp("native")
    plain = auth.Tokens.generate()
    registry_server, registry = create_registry(
        "127.0.0.1:0", root / "r.db", crypto.MasterKey.create(root / "r.key"),
        auth.Tokens.from_plain(plain),
    )  # fmt: skip
    registry.put_version("testsuite", "v1", [build_add(root / "p", time_limit=2.0)])
    executor_server, executor = create_executor(
        "127.0.0.1:0", registry_server.address, ExecutorConfig(workers=2, backend="native"),
        plain[auth.Role.EXECUTOR],
    )  # fmt: skip
    endpoints = Endpoints(registry_server.address, executor_server.address, "")
    client = Client(endpoints, plain[auth.Role.READER])
    yield Deployment(client, executor, executor_server.address)
    client.close()
    executor_server.stop(1)
    registry_server.stop(1)


def submission(code: str, sample_id: str = "s", **extra: object) -> executor_pb2.Submission:
    return executor_pb2.Submission(task_id="Test/ADD_001", version="v1", sample_id=sample_id,
                                   code=code, code_kind=pb.CODE_KIND_SOLUTION, **extra)  # type: ignore[arg-type]  # fmt: skip


def test_cancelling_a_stream_kills_its_running_runs(deployment: Deployment) -> None:
    sleeper = "import time\ndef add(a, b):\n    time.sleep(60)\n"
    stub = executor_pb2_grpc.ExecutorServiceStub(grpcutil.channel(deployment.address))
    call = stub.Execute(iter([executor_pb2.ExecuteRequest(submission=submission(sleeper, str(i)))
                              for i in range(4)]), timeout=120)  # fmt: skip
    deadline = time.monotonic() + 10
    while not sandboxed_pids() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert sandboxed_pids(), "the sleeping runs never started"
    call.cancel()
    deadline = time.monotonic() + 5
    while sandboxed_pids() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert sandboxed_pids() == []
    # The runners are free again at once: a good submission is judged normally.
    [result] = list(deployment.client.execute([submission(GOOD)]))
    assert result.verdict == pb.VERDICT_PASS


def test_deadline_of_the_client_kills_runs(deployment: Deployment) -> None:
    sleeper = "import time\ndef add(a, b):\n    time.sleep(60)\n"
    stub = executor_pb2_grpc.ExecutorServiceStub(grpcutil.channel(deployment.address))
    with pytest.raises(grpc.RpcError) as info:
        list(stub.Execute(iter([executor_pb2.ExecuteRequest(submission=submission(sleeper))]),
                          timeout=1.5))  # fmt: skip
    assert info.value.code() == grpc.StatusCode.DEADLINE_EXCEEDED
    deadline = time.monotonic() + 5
    while sandboxed_pids() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert sandboxed_pids() == []


def test_a_runner_that_dies_mid_run_is_replaced_and_the_sample_retried(
    deployment: Deployment,
) -> None:
    sandbox = deployment.executor.sandbox
    assert isinstance(sandbox, NativeSandbox)
    slow = "import time\ntime.sleep(1.0)\ndef add(a, b):\n    return a + b\n"
    before = set(sandbox.runner_pids())
    results: list[executor_pb2.ExecutionResult] = []

    def kill_a_runner() -> None:
        time.sleep(0.5)
        os.kill(sorted(before)[0], signal.SIGKILL)

    import threading

    killer = threading.Thread(target=kill_a_runner)
    killer.start()
    results = list(deployment.client.execute([submission(slow, str(i)) for i in range(4)]))
    killer.join()
    assert sorted(r.sample_id for r in results) == ["0", "1", "2", "3"]
    assert all(r.verdict == pb.VERDICT_PASS for r in results), [r.message for r in results]
    assert any(r.attempts == 2 for r in results)
    after = set(sandbox.runner_pids())
    assert len(after) == 2 and after != before


def test_flaky_solution_is_reported(deployment: Deployment) -> None:
    # Each run flips a coin at import: a sample whose first run passes is flaky unless its four
    # repeats all pass too (1/16); among 12 samples none is flaky about once in 2,000 runs.
    flaky = ("import os\nOK = os.urandom(1)[0] < 128\n"
             "def add(a, b):\n    return a + b if OK else 0\n")  # fmt: skip
    results = list(deployment.client.execute(
        [submission(flaky, str(i), determinism_runs=5) for i in range(12)]))  # fmt: skip
    assert any(r.flaky for r in results)
    for r in results:
        assert not (r.flaky and r.passed)
        assert r.runs >= 1 and (r.flaky or r.runs in (1, 5))
    [stable] = list(deployment.client.execute([submission(GOOD, "g", determinism_runs=3)]))
    assert stable.passed and not stable.flaky and stable.runs == 3


def test_huge_and_bad_submissions(deployment: Deployment) -> None:
    with pytest.raises(InvalidArgument, match="larger than"):  # over MAX_CODE_BYTES (1 MiB)
        list(deployment.client.execute([submission("#" * (2 * 1024 * 1024))]))
    # Over the executor's request size limit (16 MiB): the client does not send it.
    with pytest.raises(InvalidArgument, match=r"sample s of Test/ADD_001 .*16 MiB.*not sent"):
        list(deployment.client.execute([submission("#" * (50 * 1024 * 1024))]))
    # Sent anyway, gRPC refuses the message itself and the stream with it.
    stub = executor_pb2_grpc.ExecutorServiceStub(grpcutil.channel(deployment.address))
    huge = executor_pb2.ExecuteRequest(submission=submission("#" * (17 * 1024 * 1024)))
    with pytest.raises(grpc.RpcError) as refused:
        list(stub.Execute(iter([huge]), timeout=60))
    assert refused.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
    [empty] = list(deployment.client.execute([submission("")]))
    assert empty.verdict == pb.VERDICT_RUNTIME_ERROR  # no add() defined
    [escaped] = list(deployment.client.execute([submission("x = '\\udc80'\n" + GOOD)]))
    assert escaped.verdict == pb.VERDICT_PASS
    caps = deployment.client.capabilities()
    assert caps.backend == "native" and caps.cgroup_version in ("v1", "v2")
    assert caps.environment["PYTHONHASHSEED"] == "0" and caps.environment["cpu_model"]


def test_one_unjudgeable_submission_costs_no_other(deployment: Deployment) -> None:
    """Too large for the executor, too large to send, an unknown task, an unknown language:
    each gets a SampleError naming it, and the good submissions around them are judged."""
    unknown_task = submission(GOOD, "t")
    unknown_task.task_id = "Test/NOPE_404"
    unknown_language = submission(GOOD, "l", language=99)
    subs = [
        submission(GOOD, "0"),
        submission(GOOD + "#" * (2 * 1024 * 1024), "two-mib"),
        submission(GOOD + "#" * (20 * 1024 * 1024), "twenty-mib"),
        unknown_task,
        unknown_language,
        submission(GOOD, "1"),
        # The same task and sample id in another language is told apart (SampleError.language).
        submission("int add(int a, int b) { return a + b; }", "0", language=pb.LANGUAGE_GO),
    ]
    answers = list(deployment.client.judge(subs))
    python = [a for a in answers if a.language != pb.LANGUAGE_GO]
    results = {r.sample_id: r for r in python if isinstance(r, executor_pb2.ExecutionResult)}
    errors = {e.sample_id: e for e in python if isinstance(e, executor_pb2.SampleError)}
    assert len(answers) == len(subs)
    assert results["0"].verdict == pb.VERDICT_PASS and results["1"].verdict == pb.VERDICT_PASS
    assert set(errors) == {"two-mib", "twenty-mib", "t", "l"}
    invalid = grpc.StatusCode.INVALID_ARGUMENT.value[0]
    assert errors["two-mib"].code == invalid and "sample two-mib" in errors["two-mib"].message
    assert errors["two-mib"].request_id  # the executor's log has it under this id
    assert errors["twenty-mib"].code == invalid
    assert "sample twenty-mib" in errors["twenty-mib"].message
    assert errors["t"].code == grpc.StatusCode.NOT_FOUND.value[0]
    assert "Test/NOPE_404" in errors["t"].message
    assert errors["l"].code == invalid and errors["l"].language == 99
    # The Go sample "0" (the task has no Go rendering, or Go no toolchain here) is answered
    # apart from the Python sample "0".
    [go] = [a for a in answers if a.language == pb.LANGUAGE_GO]
    assert go.sample_id == "0" and isinstance(go, executor_pb2.SampleError)
    # Through execute(): the errors go to on_error and every result still comes.
    seen: list[executor_pb2.SampleError] = []
    judged = list(deployment.client.execute(subs[:3], on_error=seen.append))
    assert [r.sample_id for r in judged] == ["0"]
    assert sorted(e.sample_id for e in seen) == ["twenty-mib", "two-mib"]
    # Without on_error, the first error is raised after the results, counting the rest.
    with pytest.raises(InvalidArgument, match="and 1 more"):
        list(deployment.client.execute(subs[:3]))


def test_a_request_without_ids_still_ends_the_stream(deployment: Deployment) -> None:
    stub = executor_pb2_grpc.ExecutorServiceStub(grpcutil.channel(deployment.address))
    nameless = executor_pb2.ExecuteRequest(submission=submission(GOOD, ""))
    with pytest.raises(grpc.RpcError) as refused:
        list(stub.Execute(iter([nameless]), timeout=60))
    assert refused.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert "no sample_id" in (refused.value.details() or "")


def test_two_pools_in_one_process_do_not_collide() -> None:
    from services.executor.sandbox import Limits, RunMode, SandboxRequest, Termination

    pools = [NativeSandbox(1), NativeSandbox(1)]
    try:
        request = SandboxRequest(argv=["/bin/sh", "-c", "echo ok"], mode=RunMode.EXEC,
                                 limits=Limits(cpu_time_s=1, wall_time_s=5))  # fmt: skip
        for pool in pools:
            result = pool.run(request)
            assert result.termination == Termination.EXITED, result.message
            assert result.stdout == b"ok\n"
    finally:
        for pool in pools:
            pool.close()
