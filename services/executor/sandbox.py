"""The sandbox interface (one call: run a program with limits) and the subprocess backend.

The subprocess backend is the foundation's stand-in for the native namespace sandbox: a fresh
temporary work folder, rlimits (CPU, address space, file size, open files, no core dumps), a
fixed allowlisted environment, a new session killed as a group at the end, capped stdout and
stderr read concurrently, and CPU time from the child's rusage. Peak memory is left to the
harness (its VmHWM): rusage's maxrss carries the forking executor's RSS across exec. It does
not isolate the filesystem or network; the namespace backend does.
"""

from __future__ import annotations

import contextlib
import enum
import math
import os
import resource
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Protocol

from services.executor.language_host import Languages, LocalLanguages

MIB = 1024 * 1024


class Termination(enum.Enum):
    EXITED = "exited"
    SIGNALED = "signaled"
    TIME_LIMIT = "time_limit"
    WALL_TIME_LIMIT = "wall_time_limit"
    MEMORY_LIMIT = "memory_limit"
    OUTPUT_LIMIT = "output_limit"
    SANDBOX_ERROR = "sandbox_error"


@dataclass(frozen=True)
class Limits:
    cpu_time_s: float = 2.0
    wall_time_s: float = 7.0
    memory_bytes: int = 256 * MIB
    pids: int = 64
    output_bytes: int = 8 * MIB
    file_size_bytes: int = 16 * MIB
    open_files: int = 64
    work_bytes: int = 64 * MIB
    # CPUs the run may use at once (the cgroup's CPU quota; the native backend only). Runs get
    # one; compiles more, since javac and tsc run GC and JIT threads beside the compiler.
    cpus: float = 1.0


class RunMode(enum.Enum):
    EXEC = "exec"
    # The warm Python path: a fork-server runs the harness in-process (native backend); the
    # subprocess backend runs `argv` (a fresh interpreter on harness.py) instead.
    PYTHON_HARNESS = "python_harness"
    # A call of a resident service (native backend only; see native/service.py): `argv`, `env`
    # and `files` name the service, `stdin` is the request frame, stdout the reply frame.
    SERVICE = "service"


class Cancel(threading.Event):
    """Set when the caller gives up. Carries the caller's gRPC deadline (monotonic seconds)
    when it has one, so that every call made on its behalf (executor to runner) ends by then
    too: a client's deadline reaches the runner that holds its run."""

    def __init__(self, deadline: float | None = None) -> None:
        super().__init__()
        self.deadline = deadline

    @classmethod
    def from_time_remaining(cls, remaining: float | None) -> Cancel:
        return cls(None if remaining is None else time.monotonic() + remaining)


def call_timeout(timeout: float, cancel: threading.Event | None) -> float:
    """`timeout`, shortened to what is left of the caller's deadline (never below 1 ms)."""
    deadline = getattr(cancel, "deadline", None)
    if deadline is None:
        return timeout
    return max(0.001, min(timeout, deadline - time.monotonic()))


@dataclass(frozen=True)
class SandboxRequest:
    argv: list[str]
    files: dict[str, bytes] = field(default_factory=dict)
    stdin: bytes = b""
    limits: Limits = Limits()
    mode: RunMode = RunMode.EXEC
    # Written to stdin only once `release_marker` has appeared on stdout (see judge.py).
    stdin_after_release: bytes = b""
    release_marker: bytes = b""
    executables: tuple[str, ...] = ()  # files to write with mode 0755
    env: dict[str, str] = field(default_factory=dict)  # added to FIXED_ENV (EXEC runs)
    # common.proto's Language of the program (0: Python): which toolchain the run needs, for
    # backends that keep one per language (docker: a container image per language).
    language: int = 0


@dataclass(frozen=True)
class SandboxResult:
    termination: Termination
    exit_code: int
    signal: int
    stdout: bytes
    stderr: bytes
    cpu_time_s: float
    wall_time_s: float
    peak_memory_bytes: int
    message: str = ""
    work_peak_bytes: int = 0  # what the work folder held at most (native and docker backends)
    runner_retired: bool = False  # the runner could not be cleaned after it: replace it


class Sandbox(Protocol):
    """Runs one program to completion under limits; thread-safe. Setting `cancel` stops the
    run early (its result is then a SANDBOX_ERROR that nobody scores)."""

    name: str
    resident_services: bool  # whether RunMode.SERVICE calls are served (warm compilers)
    languages: Languages  # toolchains and programs, as the runs will see them

    def run(
        self, request: SandboxRequest, cancel: threading.Event | None = None
    ) -> SandboxResult: ...

    def language_status(self, language: int) -> str:
        """ "" when this backend can run `language` (common.proto's), else why not."""
        ...

    def close(self) -> None: ...


FIXED_ENV = {
    "PATH": "/usr/local/bin:/usr/bin:/bin",
    "LANG": "C.UTF-8",
    "LC_ALL": "C.UTF-8",
    "TZ": "UTC",
    "PYTHONHASHSEED": "0",
    "PYTHONDONTWRITEBYTECODE": "1",
    "PYTHONIOENCODING": "utf-8",
    "ROCKMAN_SEED": "0",
    "OPENBLAS_NUM_THREADS": "1",
    "OMP_NUM_THREADS": "1",
    "MKL_NUM_THREADS": "1",
}


class _CappedReader(threading.Thread):
    """Drains a pipe into memory up to a cap; past the cap it keeps reading and discards.
    Sets `seen` once `marker` has appeared in what it kept."""

    def __init__(
        self, stream: IO[bytes], cap: int, on_overflow: threading.Event, marker: bytes = b""
    ) -> None:
        super().__init__(daemon=True)
        self.stream = stream
        self.cap = cap
        self.on_overflow = on_overflow
        self.marker = marker
        self.seen = threading.Event()
        self.chunks: list[bytes] = []
        self.size = 0
        self._tail = b""

    def run(self) -> None:
        fd = self.stream.fileno()
        while True:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            if self.size < self.cap:
                self.chunks.append(chunk[: self.cap - self.size])
                if self.marker and not self.seen.is_set():
                    window = self._tail + chunk
                    if self.marker in window:
                        self.seen.set()
                    self._tail = window[-len(self.marker) :]
            self.size += len(chunk)
            if self.size > self.cap:
                self.on_overflow.set()

    @property
    def data(self) -> bytes:
        return b"".join(self.chunks)


def _kill_group(pgid: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, signal.SIGKILL)


class SubprocessSandbox:
    """Plain subprocesses with rlimits: the foundation backend (no filesystem/network isolation)."""

    name = "subprocess"
    resident_services = False

    def __init__(self, root: Path | None = None) -> None:
        self.root = root
        self.languages: Languages = LocalLanguages()

    def language_status(self, language: int) -> str:
        return ""  # the host's toolchains (languages/registry.py says which are missing)

    def close(self) -> None:
        pass

    def run(self, request: SandboxRequest, cancel: threading.Event | None = None) -> SandboxResult:
        limits = request.limits
        try:
            work = Path(tempfile.mkdtemp(prefix="rockman-run-", dir=self.root))
        except OSError as exc:
            return sandbox_error(f"cannot create a work folder: {exc}")
        try:
            for name, content in request.files.items():
                path = (work / name).resolve()
                if work.resolve() not in path.parents:
                    return sandbox_error(f"file {name!r} escapes the work folder")
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(content)
                if name in request.executables:
                    path.chmod(0o755)
            return self._run_in(work, request, limits, cancel)
        except OSError as exc:
            return sandbox_error(f"{type(exc).__name__}: {exc}")
        finally:
            shutil.rmtree(work, ignore_errors=True)

    def _run_in(
        self,
        work: Path,
        request: SandboxRequest,
        limits: Limits,
        cancel: threading.Event | None,
    ) -> SandboxResult:
        cpu_soft = max(1, math.ceil(limits.cpu_time_s)) + 1

        def preexec() -> None:
            resource.setrlimit(resource.RLIMIT_CPU, (cpu_soft, cpu_soft + 1))
            resource.setrlimit(resource.RLIMIT_AS, (limits.memory_bytes, limits.memory_bytes))
            resource.setrlimit(
                resource.RLIMIT_FSIZE, (limits.file_size_bytes, limits.file_size_bytes)
            )
            resource.setrlimit(resource.RLIMIT_NOFILE, (limits.open_files, limits.open_files))
            resource.setrlimit(resource.RLIMIT_CORE, (0, 0))

        env = dict(FIXED_ENV, **request.env, HOME=str(work), TMPDIR=str(work))
        start = time.monotonic()
        proc = subprocess.Popen(
            request.argv,
            cwd=work,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            preexec_fn=preexec,
            start_new_session=True,
            close_fds=True,
        )
        overflow = threading.Event()
        finished = threading.Event()
        assert proc.stdout is not None and proc.stderr is not None and proc.stdin is not None
        readers = [
            _CappedReader(proc.stdout, limits.output_bytes, overflow, request.release_marker),
            _CappedReader(proc.stderr, limits.output_bytes, overflow),
        ]
        for reader in readers:
            reader.start()
        writer = threading.Thread(
            target=_feed,
            args=(proc.stdin, request.stdin, request.stdin_after_release,
                  readers[0].seen if request.release_marker else None, finished),
            daemon=True,
        )  # fmt: skip
        writer.start()

        outcome: dict[str, object] = {}

        def wait() -> None:
            _, status, usage = os.wait4(proc.pid, 0)
            outcome.update(status=status, usage=usage)

        waiter = threading.Thread(target=wait, daemon=True)
        waiter.start()
        wall_killed = False
        deadline = start + limits.wall_time_s
        while waiter.is_alive():
            waiter.join(timeout=0.02)
            if overflow.is_set() or (cancel is not None and cancel.is_set()):
                _kill_group(proc.pid)
            elif time.monotonic() > deadline and waiter.is_alive():
                wall_killed = True
                _kill_group(proc.pid)
        wall = time.monotonic() - start
        finished.set()
        _kill_group(proc.pid)  # leftover children of the group
        for reader in readers:
            reader.join(timeout=1.0)
        status = int(outcome["status"])  # type: ignore[call-overload]
        usage = outcome["usage"]
        proc.returncode = os.waitstatus_to_exitcode(status)
        cpu = float(usage.ru_utime + usage.ru_stime)  # type: ignore[attr-defined]
        # ru_maxrss is not reported: after fork+exec it still holds the forking executor's RSS.
        peak = 0
        exit_code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else 0
        sig = os.WTERMSIG(status) if os.WIFSIGNALED(status) else 0
        if overflow.is_set():
            termination = Termination.OUTPUT_LIMIT
        elif cpu > limits.cpu_time_s or sig == signal.SIGXCPU:
            termination = Termination.TIME_LIMIT
        elif wall_killed:
            termination = Termination.WALL_TIME_LIMIT
        elif sig:
            termination = Termination.SIGNALED
        else:
            termination = Termination.EXITED
        return SandboxResult(
            termination, exit_code, sig, readers[0].data, readers[1].data, cpu, wall, peak
        )


def _feed(
    stream: IO[bytes],
    data: bytes,
    later: bytes,
    release: threading.Event | None,
    finished: threading.Event,
) -> None:
    """Write stdin; the second part only once the release marker was seen on stdout (and not
    at all when the program ends first)."""
    with contextlib.suppress(BrokenPipeError, OSError):
        stream.write(data)
        stream.flush()
        if release is not None:
            while not release.wait(0.02):
                if finished.is_set():
                    break
            else:
                stream.write(later)
    with contextlib.suppress(BrokenPipeError, OSError):
        stream.close()


def sandbox_error(message: str) -> SandboxResult:
    """A result for a fault of the sandbox itself (retried, never scored)."""
    return SandboxResult(Termination.SANDBOX_ERROR, 0, 0, b"", b"", 0.0, 0.0, 0, message)
