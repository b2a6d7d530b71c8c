"""The native backend as the executor sees it: a pool of runner daemons, one run at a time each.

`NativeSandbox.run` borrows an idle runner, sends the run over its unix socket (RunnerService)
and returns the result. A runner that dies is replaced and the run reported as SANDBOX_ERROR, so
that the executor retries the sample once. Cancelling a run cancels the RPC, and the runner kills
the run at once.
"""

from __future__ import annotations

import contextlib
import hashlib
import itertools
import os
import queue
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

import grpc

from rockman import logs
from rockman.errors import Unavailable
from rockman.v1 import runner_pb2, runner_pb2_grpc
from services.executor import runner_auth
from services.executor.language_host import Languages, LocalLanguages
from services.executor.native import cleanup
from services.executor.sandbox import (
    FIXED_ENV,
    RunMode,
    SandboxRequest,
    SandboxResult,
    Termination,
    call_timeout,
    sandbox_error,
)

START_TIMEOUT_S = 30.0
_RUNNER_SERIAL = itertools.count(1)  # process-wide: two pools in one process never share a name
RPC_SLACK_S = 30.0
SERVICE_PREFIX = "s"  # in the names of resident services' runners (their processes stay)
_TERMINATIONS = {
    runner_pb2.TERMINATION_EXITED: Termination.EXITED,
    runner_pb2.TERMINATION_SIGNALED: Termination.SIGNALED,
    runner_pb2.TERMINATION_TIME_LIMIT: Termination.TIME_LIMIT,
    runner_pb2.TERMINATION_WALL_TIME_LIMIT: Termination.WALL_TIME_LIMIT,
    runner_pb2.TERMINATION_MEMORY_LIMIT: Termination.MEMORY_LIMIT,
    runner_pb2.TERMINATION_OUTPUT_LIMIT: Termination.OUTPUT_LIMIT,
    runner_pb2.TERMINATION_SANDBOX_ERROR: Termination.SANDBOX_ERROR,
}

_MODES = {
    RunMode.EXEC: runner_pb2.RUN_MODE_EXEC,
    RunMode.PYTHON_HARNESS: runner_pb2.RUN_MODE_PYTHON_HARNESS,
    RunMode.SERVICE: runner_pb2.RUN_MODE_SERVICE,
}


@dataclass
class Runner:
    name: str
    index: int
    process: subprocess.Popen[bytes]
    channel: grpc.Channel
    stub: runner_pb2_grpc.RunnerServiceStub
    socket: Path


def to_run_request(request: SandboxRequest) -> runner_pb2.RunRequest:
    limits = request.limits
    return runner_pb2.RunRequest(
        files=[
            runner_pb2.WorkFile(path=k, content=v, executable=k in request.executables)
            for k, v in request.files.items()
        ],
        env=request.env,
        argv=request.argv,
        stdin=request.stdin,
        stdin_after_release=request.stdin_after_release,
        release_marker=request.release_marker,
        mode=_MODES[request.mode],
        limits=runner_pb2.Limits(
            cpu_time_limit_s=limits.cpu_time_s,
            wall_time_limit_s=limits.wall_time_s,
            memory_limit_bytes=limits.memory_bytes,
            pids_limit=limits.pids,
            output_limit_bytes=limits.output_bytes,
            file_size_limit_bytes=limits.file_size_bytes,
            open_files_limit=limits.open_files,
            work_size_bytes=limits.work_bytes,
            cpus=limits.cpus,
        ),
    )


def service_key(request: SandboxRequest) -> str:
    """Which resident service a call is for (its argv, environment, files and limits)."""
    digest = hashlib.sha256()
    limits = request.limits
    head = (
        request.argv, sorted(request.env.items()), sorted(request.executables),
        limits.memory_bytes, limits.pids, limits.cpus, limits.open_files, limits.work_bytes,
    )  # fmt: skip
    digest.update(repr(head).encode())
    for name in sorted(request.files):
        digest.update(name.encode() + b"\0" + hashlib.sha256(request.files[name]).digest())
    return digest.hexdigest()


def send_run(
    stub: runner_pb2_grpc.RunnerServiceStub,
    request: SandboxRequest,
    cancel: threading.Event | None,
) -> SandboxResult:
    """One run on a runner daemon, cancelled (the daemon kills it) when `cancel` is set; raises
    grpc.RpcError when the daemon fails."""
    # The runner's own deadline: the run's wall time, or the client's deadline if sooner. When
    # it passes, the runner's call ends and it kills the run.
    timeout = call_timeout(request.limits.wall_time_s + RPC_SLACK_S, cancel)
    future = stub.Run.future(to_run_request(request), timeout=timeout)
    try:
        while True:
            try:
                return from_run_response(future.result(timeout=0.05))
            except grpc.FutureTimeoutError:
                if cancel is not None and cancel.is_set():
                    future.cancel()
                    return sandbox_error("cancelled")
    except grpc.FutureCancelledError:
        return sandbox_error("cancelled")
    except grpc.RpcError as exc:
        # The caller's deadline, which the runner's call carries, passed first: the runner
        # killed its run as asked; nothing is wrong with it.
        if exc.code() == grpc.StatusCode.DEADLINE_EXCEEDED and _caller_gone(cancel):
            return sandbox_error("cancelled")
        raise


def _caller_gone(cancel: threading.Event | None) -> bool:
    deadline = getattr(cancel, "deadline", None)
    return cancel is not None and (
        cancel.is_set() or (deadline is not None and time.monotonic() >= deadline - 0.1)
    )


def from_run_response(response: runner_pb2.RunResponse) -> SandboxResult:
    return SandboxResult(
        termination=_TERMINATIONS.get(response.termination, Termination.SANDBOX_ERROR),
        exit_code=response.exit_code,
        signal=response.signal,
        stdout=response.stdout,
        stderr=response.stderr,
        cpu_time_s=response.cpu_time_s,
        wall_time_s=response.wall_time_s,
        peak_memory_bytes=response.peak_memory_bytes,
        message=response.message,
        work_peak_bytes=response.work_peak_bytes,
        runner_retired=response.runner_retired,
    )


@dataclass(frozen=True)
class _Launch:
    """A runner process started and not yet answering."""

    name: str
    index: int
    process: subprocess.Popen[bytes]
    sock: Path
    token: str
    token_file: Path
    deadline: float  # time.monotonic() by which it must answer


class NativeSandbox:
    """Runner daemons with namespaces, cgroups and a warm Python fork-server each."""

    name = "native"
    resident_services = True

    def __init__(self, size: int, extra_readonly: tuple[str, ...] = ()) -> None:
        self.size = size
        self.extra_readonly = extra_readonly
        self.languages: Languages = LocalLanguages()
        self.dir = Path(tempfile.mkdtemp(prefix="rockman-runners-"))
        self.log = logs.get("runner-pool")
        self.idle: queue.Queue[Runner] = queue.Queue()
        self._lock = threading.Lock()
        self._runners: list[Runner] = []
        # Runners of resident services (warm compilers), by service: up to `size` each, started
        # on the first call, so that a service stays warm instead of giving way to every run.
        self._service_idle: dict[str, queue.Queue[Runner]] = {}
        self._service_count: dict[str, int] = {}
        self._lost: list[int] = []  # slots whose runner died and could not be started again
        self.cgroup_version = ""
        stale = cleanup.reap_stale()
        if stale:
            self.log.info("stale_runners_removed", names=stale)
        try:
            self._spawn_all(size)
        except BaseException:
            self.close()
            raise

    def _spawn_all(self, size: int) -> None:
        """Start the `size` runners at once: each spends its start importing and preparing its
        sandbox, so side by side they are ready in about one start's time, not `size`. They are
        launched from this thread (a runner's PDEATHSIG fires when the thread that started it
        ends), then awaited one by one."""
        launched = [self._launch(i) for i in range(size)]
        failure: BaseException | None = None
        for launch in launched:
            if failure is not None:  # stop the rest: close() stops only the added ones
                launch.process.kill()
                launch.process.wait()
                launch.token_file.unlink(missing_ok=True)
                continue
            try:
                self._add(self._connect(launch))
            except BaseException as exc:
                failure = exc
        if failure is not None:
            raise failure

    def language_status(self, language: int) -> str:
        return ""  # the host's toolchains (languages/registry.py says which are missing)

    def _add(self, runner: Runner) -> None:
        with self._lock:
            self._runners.append(runner)
        self.idle.put(runner)

    def _spawn(self, index: int, service: bool = False) -> Runner:
        """A runner daemon; a service's runners are named `<pid>-s<index>-<serial>`."""
        return self._connect(self._launch(index, service))

    def _launch(self, index: int, service: bool = False) -> _Launch:
        """The runner's process, started; _connect waits until it answers."""
        with self._lock:
            slot = f"{SERVICE_PREFIX}{index}" if service else str(index)
            name = f"{os.getpid()}-{slot}-{next(_RUNNER_SERIAL)}"
        sock = self.dir / f"runner-{name}.sock"
        token_file = self.dir / f"runner-{name}.token"
        token = runner_auth.write_token(token_file)
        argv = [sys.executable, "-m", "services.executor.runner", "--socket", str(sock),
                "--name", name, "--token-file", str(token_file)]  # fmt: skip
        for path in self.extra_readonly:
            argv += ["--readonly", path]
        # Every run is a fork of the daemon, environment block included: give it the fixed
        # environment only (no executor secrets), which also fixes hashing, time zone and locale.
        env = dict(FIXED_ENV)
        process = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.PIPE, env=env)  # fmt: skip
        deadline = time.monotonic() + START_TIMEOUT_S
        return _Launch(name, index, process, sock, token, token_file, deadline)

    def _connect(self, launch: _Launch) -> Runner:
        """The launched runner once it answers; Unavailable if it died or missed its deadline."""
        process, token_file = launch.process, launch.token_file
        channel, authorized = runner_auth.channel(launch.sock, launch.token)
        while True:
            if process.poll() is not None:
                token_file.unlink(missing_ok=True)
                err = process.stderr.read().decode(errors="replace") if process.stderr else ""
                channel.close()
                raise Unavailable(f"runner daemon failed to start: {err.strip()[-500:]}")
            try:
                grpc.channel_ready_future(channel).result(timeout=0.2)
                break
            except grpc.FutureTimeoutError:
                if time.monotonic() > launch.deadline:
                    process.kill()
                    token_file.unlink(missing_ok=True)
                    raise Unavailable("runner daemon did not start in time") from None
        stub = runner_pb2_grpc.RunnerServiceStub(authorized)
        if not self.cgroup_version:
            info = stub.GetRunnerInfo(runner_pb2.GetRunnerInfoRequest(), timeout=10)
            self.cgroup_version = "v2" if "v2" in info.backend else "v1"
        return Runner(launch.name, launch.index, process, channel, stub, launch.sock)

    def _replace(self, dead: Runner) -> None:
        self._stop_runner(dead)
        with self._lock:
            if dead in self._runners:
                self._runners.remove(dead)
        self._respawn(dead.index)

    def _respawn(self, index: int) -> None:
        """A new runner in slot `index`; when it cannot start (a full disk: no room for its
        token file), the slot is remembered as lost and tried again on the next run."""
        try:
            self._add(self._spawn(index))
            self.log.warning("runner_replaced", index=index)
        except (Unavailable, OSError) as exc:
            with self._lock:
                self._lost.append(index)
            self.log.error("runner_respawn_failed", index=index, error=str(exc))

    def _take_idle(self) -> Runner | None:
        """An idle runner, after trying again to respawn lost ones; None when every slot is
        lost (the run is then a SANDBOX_ERROR rather than a wait that never ends)."""
        while True:
            with self._lock:
                lost, self._lost = self._lost, []
            for index in lost:
                self._respawn(index)
            try:
                return self.idle.get(timeout=1.0)
            except queue.Empty:
                with self._lock:
                    if len(self._lost) >= self.size:
                        return None

    def run(self, request: SandboxRequest, cancel: threading.Event | None = None) -> SandboxResult:
        if request.mode == RunMode.SERVICE:
            return self._call_service(request, cancel)
        runner = self._take_idle()
        if runner is None:
            return sandbox_error("no runner: every runner died and none could be started again")
        healthy = False
        try:
            result, healthy = self._run_on(runner, request, cancel)
        finally:
            if healthy:
                self.idle.put(runner)
            else:
                self._replace(runner)
        return result

    def _call_service(
        self, request: SandboxRequest, cancel: threading.Event | None
    ) -> SandboxResult:
        """On a runner of this service's own: the same runners serve it call after call."""
        key = service_key(request)
        with self._lock:
            idle = self._service_idle.setdefault(key, queue.Queue())
            spawn = self._service_count.get(key, 0) < self.size and idle.empty()
            if spawn:
                self._service_count[key] = self._service_count.get(key, 0) + 1
        if spawn:
            try:
                runner = self._spawn(len(self._runners), service=True)
            except Unavailable as exc:
                with self._lock:
                    self._service_count[key] -= 1
                return sandbox_error(f"no runner for the service: {exc}")
            with self._lock:
                self._runners.append(runner)
        else:
            runner = idle.get()
        healthy = False
        try:
            result, healthy = self._run_on(runner, request, cancel)
        finally:
            if healthy:
                idle.put(runner)
            else:
                self._stop_runner(runner)
                with self._lock:
                    if runner in self._runners:
                        self._runners.remove(runner)
                    self._service_count[key] -= 1
        return result

    def _run_on(
        self, runner: Runner, request: SandboxRequest, cancel: threading.Event | None
    ) -> tuple[SandboxResult, bool]:
        """(the result, whether the runner is still usable)."""
        try:
            result = send_run(runner.stub, request, cancel)
        except grpc.RpcError as exc:
            # A runner whose call failed (its fork-server gone, a broken pipe) takes no further
            # run: the retry lands on a fresh one. A call we cancelled says nothing about it.
            healthy = runner.process.poll() is None and exc.code() == grpc.StatusCode.CANCELLED
            return sandbox_error(f"runner failed: {exc.code().name}: {exc.details()}"), healthy
        # A runner that could not be cleaned, or on which the sandbox itself failed, takes no
        # further run: the retry of a SANDBOX_ERROR always lands on another (fresh) runner.
        failed = result.termination == Termination.SANDBOX_ERROR and result.message != "cancelled"
        return result, not (result.runner_retired or failed)

    def runner_pids(self) -> list[int]:
        with self._lock:
            return [r.process.pid for r in self._runners]

    def _stop_runner(self, runner: Runner) -> None:
        runner.channel.close()
        if runner.process.poll() is None:
            runner.process.send_signal(signal.SIGTERM)
            try:
                runner.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                runner.process.kill()
                runner.process.wait()
        if runner.process.stderr is not None:
            runner.process.stderr.close()
        with contextlib.suppress(OSError):
            runner.socket.unlink()
        cleanup.remove_runner(runner.name)  # a no-op when the runner cleaned up itself

    def close(self) -> None:
        with self._lock:
            runners, self._runners = self._runners, []
        for runner in runners:
            self._stop_runner(runner)
        shutil.rmtree(self.dir, ignore_errors=True)
