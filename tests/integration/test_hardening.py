"""Service hardening (docs/security.md): tokens on every service, the runner's own token,
per-client call limits, request size limits, deadlines that reach the runner, and secrets that
never reach a log."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import grpc
import pytest

from rockman import grpcutil
from rockman.auth import Role
from rockman.client import EmbeddedServices
from rockman.v1 import (
    executor_pb2,
    executor_pb2_grpc,
    leaderboard_pb2,
    leaderboard_pb2_grpc,
    runner_pb2,
    runner_pb2_grpc,
    scorer_pb2,
    scorer_pb2_grpc,
)
from services.executor.core import ExecutorConfig
from services.executor.pool import NativeSandbox
from services.executor.sandbox import Cancel, Limits, RunMode, SandboxRequest, Termination
from services.executor.server import create_server as create_executor
from tests.conftest import ROOT
from tests.helpers import sandboxed_pids, status_code


@pytest.mark.parametrize("service", ["executor", "scorer"])
def test_executor_and_scorer_refuse_callers_without_a_valid_token(
    embedded: tuple[EmbeddedServices, str], service: str
) -> None:
    services = embedded[0]
    raw = grpcutil.channel(getattr(services.endpoints, service))
    try:

        def call(ch: grpc.Channel) -> Callable[[], object]:
            if service == "executor":
                stub = executor_pb2_grpc.ExecutorServiceStub(ch)
                return lambda: stub.GetCapabilities(
                    executor_pb2.GetCapabilitiesRequest(), timeout=30
                )
            board = leaderboard_pb2_grpc.LeaderboardServiceStub(ch)
            return lambda: board.ListEntries(leaderboard_pb2.ListEntriesRequest(), timeout=30)

        assert status_code(call(raw)) == grpc.StatusCode.UNAUTHENTICATED
        wrong = grpcutil.authorized(raw, "rk-" + "x" * 40)
        assert status_code(call(wrong)) == grpc.StatusCode.UNAUTHENTICATED
        for role in Role:
            assert (
                status_code(call(grpcutil.authorized(raw, services.token(role))))
                == grpc.StatusCode.OK
            )
        # Health checking stays open: orchestrators probe without a token.
        from grpc_health.v1 import health_pb2, health_pb2_grpc

        health = health_pb2_grpc.HealthStub(raw).Check(health_pb2.HealthCheckRequest(), timeout=10)
        assert health.status == health_pb2.HealthCheckResponse.SERVING
    finally:
        raw.close()


def test_a_runner_serves_only_its_executor() -> None:
    """The runner's token reaches it in a file it deletes; a caller without it is refused."""
    pool = NativeSandbox(1)
    try:
        assert not list(pool.dir.glob("*.token")), "a runner left its token file behind"
        [runner] = pool._runners
        cmdline = Path(f"/proc/{runner.process.pid}/cmdline").read_bytes().split(b"\0")
        assert b"--token-file" in cmdline
        environ = Path(f"/proc/{runner.process.pid}/environ").read_bytes()
        assert b"rr-" not in environ
        bare = grpcutil.channel(f"unix:{runner.socket}")
        try:
            stub = runner_pb2_grpc.RunnerServiceStub(bare)
            with pytest.raises(grpc.RpcError) as refused:
                stub.GetRunnerInfo(runner_pb2.GetRunnerInfoRequest(), timeout=10)
            assert refused.value.code() == grpc.StatusCode.UNAUTHENTICATED
            with pytest.raises(grpc.RpcError) as forged:
                stub.Run(
                    runner_pb2.RunRequest(),
                    timeout=10,
                    metadata=[("authorization", "Bearer rr-forged-token-123456")],
                )
            assert forged.value.code() == grpc.StatusCode.UNAUTHENTICATED
        finally:
            bare.close()
        # The executor's own calls carry the token.
        echo = SandboxRequest(argv=["/bin/sh", "-c", "echo ok"], mode=RunMode.EXEC,
                              limits=Limits(cpu_time_s=1, wall_time_s=5))  # fmt: skip
        result = pool.run(echo)
        assert result.termination == Termination.EXITED and result.stdout == b"ok\n"
    finally:
        pool.close()


def test_a_callers_deadline_ends_its_run_in_the_runner() -> None:
    """A run whose wall limit is 30 s ends when the caller's 1.5 s deadline passes: the runner's
    call carries that deadline and the runner kills the run. The run reads as cancelled (the
    caller left; nothing is wrong with the runner), so the runner stays in the pool."""
    pool = NativeSandbox(1)
    try:
        runners = pool.runner_pids()
        sleeper = SandboxRequest(argv=["/bin/sleep", "60"], mode=RunMode.EXEC,
                                 limits=Limits(cpu_time_s=30, wall_time_s=30))  # fmt: skip
        start = time.monotonic()
        result = pool.run(sleeper, Cancel(time.monotonic() + 1.5))
        took = time.monotonic() - start
        assert result.termination == Termination.SANDBOX_ERROR
        assert result.message == "cancelled", result.message
        assert pool.runner_pids() == runners, "a runner whose caller left was retired"
        assert took < 20, f"the run outlived its caller's deadline by {took - 1.5:.1f} s"
        for _ in range(50):
            if not sandboxed_pids():
                break
            time.sleep(0.1)
        assert not sandboxed_pids(), "the run is still alive after its deadline"
    finally:
        pool.close()


@pytest.fixture
def limited_executor(
    embedded: tuple[EmbeddedServices, str],
) -> Iterator[tuple[str, EmbeddedServices]]:
    """An executor allowing 2 calls in flight per client, on the session's registry."""
    services = embedded[0]
    running, _ = create_executor(
        "127.0.0.1:0",
        services.endpoints.registry,
        ExecutorConfig(workers=1),
        services.token(Role.EXECUTOR),
        tokens=services._service_tokens(),
        max_calls_per_client=2,
    )
    try:
        yield running.address, services
    finally:
        running.stop(1.0)


def test_per_client_call_limit_gives_resource_exhausted(
    limited_executor: tuple[str, EmbeddedServices],
) -> None:
    address, services = limited_executor
    raw = grpcutil.channel(address)
    release = threading.Event()

    def idle_requests() -> Iterator[executor_pb2.ExecuteRequest]:
        release.wait(60)
        return
        yield  # a generator that sends nothing until released

    reader = executor_pb2_grpc.ExecutorServiceStub(
        grpcutil.authorized(raw, services.token(Role.READER))
    )
    other = executor_pb2_grpc.ExecutorServiceStub(
        grpcutil.authorized(raw, services.token(Role.PUBLISHER))
    )
    try:
        held = [reader.Execute(idle_requests(), timeout=60) for _ in range(2)]
        time.sleep(0.5)  # both calls reach the server
        third = reader.Execute(idle_requests(), timeout=60)
        with pytest.raises(grpc.RpcError) as refused:
            list(third)
        assert refused.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
        assert "limit" in (refused.value.details() or "")
        # Another client is not held back by this one.
        caps = other.GetCapabilities(executor_pb2.GetCapabilitiesRequest(), timeout=30)
        assert caps.backend
        # A finished call gives its place back.
        held[0].cancel()
        time.sleep(0.5)
        reader.GetCapabilities(executor_pb2.GetCapabilitiesRequest(), timeout=30)
    finally:
        release.set()
        raw.close()


def test_oversized_requests_are_refused_and_the_scorer_keeps_serving(
    embedded: tuple[EmbeddedServices, str],
) -> None:
    services = embedded[0]
    raw = grpcutil.channel(services.endpoints.scorer)
    try:
        stub = scorer_pb2_grpc.ScorerServiceStub(
            grpcutil.authorized(raw, services.token(Role.READER))
        )
        huge = scorer_pb2.ScoreRequest(
            problems=[scorer_pb2.ProblemMeta(task_id="x" * (40 * 1024 * 1024))]
        )
        with pytest.raises(grpc.RpcError) as refused:
            stub.Score(iter([huge]), timeout=60)
        assert refused.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
        assert "larger than max" in (refused.value.details() or "")
        board = leaderboard_pb2_grpc.LeaderboardServiceStub(
            grpcutil.authorized(raw, services.token(Role.READER))
        )
        board.ListEntries(leaderboard_pb2.ListEntriesRequest(), timeout=30)
    finally:
        raw.close()


def test_standalone_executor_and_scorer_need_a_tokens_file(tmp_path: Path) -> None:
    for module in ("services.executor", "services.scorer"):
        proc = subprocess.run(
            [sys.executable, "-m", module, "--listen", "127.0.0.1:0"],
            capture_output=True, text=True, timeout=120, cwd=ROOT,
            env={**os.environ, "ROCKMAN_TOKENS_FILE": "", "ROCKMAN_HOME": str(tmp_path)},
        )  # fmt: skip
        assert proc.returncode != 0
        assert "--tokens-file" in proc.stderr and "--insecure-no-auth" in proc.stderr
