"""A resident service in a runner's sandbox: one long-lived jailed process answering calls.

Warm compilers (javac through javax.tools, tsc in a resident node) cost a JVM or a node start
once instead of once per program. The service is started like any run (a fork of the runner's
sandbox init, in the runner's cgroup, with the same jail), but it does not end with the call:
once started it writes an empty frame (a 4-byte big-endian length of 0: its start-up, which no
program's limits pay for, is over); then for each call the fork-server writes one request frame
to its stdin and reads one reply frame from its stdout (a length, then the payload), and leaves
it running for the next call.

Each call is watched as a run is: the CPU time the cgroup used during the call against the
call's limit, wall time, the reply's size, the cgroup's OOM kills, cancellation. A call over a
limit, a service that exits or writes a malformed frame, and a call with another service
identity (argv, environment, files, memory, pids, CPUs) stop the service: everything in the
cgroup is killed and the next call starts a fresh one. So does every `MAX_CALLS`-th call, so
that no state grows without bound. A normal run on the same runner stops it first.
"""

from __future__ import annotations

import contextlib
import hashlib
import marshal
import os
import selectors
import struct
import time
from collections.abc import Callable
from typing import Any, Protocol

from services.executor.native.cgroups import MemoryInUse, MemoryPeak
from services.executor.native.jail import kernel_memory_limit

MAX_CALLS = 256
START_S = 20.0  # until the service is jailed (READY), and again until its empty first frame
STOP_S = 2.0
POLL_S = 0.005
FRAME_HEADER = struct.Struct("!I")
READY = b"R"

# runner.proto's Termination values (as in zygote.py).
EXITED = 1
TIME_LIMIT = 3
WALL_TIME_LIMIT = 4
MEMORY_LIMIT = 5
OUTPUT_LIMIT = 6
SANDBOX_ERROR = 7


class _Cgroup(Protocol):
    def prepare(self, memory_bytes: int, pids: int, cpus: float) -> None: ...
    def cpu_time_s(self) -> float: ...
    def memory_in_use(self) -> MemoryInUse: ...
    def oom_kills(self) -> int: ...
    def kill_all(self) -> None: ...
    def wait_empty(self, timeout_s: float) -> bool: ...


def identity(request: dict[str, Any]) -> str:
    """What makes two calls the same service: everything but the call's own stdin and times."""
    limits = request["limits"]
    fixed = (
        request["argv"], sorted(request["env"].items()), sorted(request["files"].items()),
        sorted(request["executables"]), limits["memory_bytes"], limits["pids"],
        limits.get("cpus"), limits["open_files"], limits["file_size_bytes"], limits["work_bytes"],
    )  # fmt: skip
    return hashlib.sha256(marshal.dumps(fixed)).hexdigest()


class _Resident:
    def __init__(self, key: str, in_w: int, out_r: int, err_r: int, status_r: int) -> None:
        self.key = key
        self.in_w, self.out_r, self.err_r, self.status_r = in_w, out_r, err_r, status_r
        self.calls = 0
        for fd in (in_w, out_r, err_r, status_r):
            os.set_blocking(fd, False)

    def fds(self) -> tuple[int, ...]:
        return (self.in_w, self.out_r, self.err_r, self.status_r)

    def out_of_step(self) -> bool:
        """Whether it wrote something nobody asked for (a frame after its last reply): its next
        reply would answer the wrong call."""
        try:
            return bool(os.read(self.out_r, 1))
        except BlockingIOError:
            return False
        except OSError:
            return True

    def ended(self) -> bool:
        """Whether its process has exited: after READY, the status pipe carries nothing until
        the init writes the exit status or closes it."""
        try:
            os.read(self.status_r, 64)
        except BlockingIOError:
            return False
        except OSError:
            pass
        return True


class ServiceHost:
    """The runner's one resident service, started, called and stopped by the fork-server."""

    def __init__(
        self,
        cgroup: _Cgroup,
        start_init: Callable[[], str],
        start_job: Callable[[dict[str, Any], tuple[int, int, int, int]], str],
        cancelled: Callable[[str], bool],
        cancel_fd: int,
        files_in_use: Callable[[], int | None] = lambda: None,
    ) -> None:
        self.cgroup = cgroup
        self.files_in_use = files_in_use  # the run's tmpfs bytes (MemoryPeak.sample)
        # The init is started (if it is not running) before the service's pipes exist: a fork
        # after them would hold their ends, and the status pipe would never close.
        self.start_init = start_init  # "" or why it could not start
        self.start_job = start_job  # sends a job to the init; "" or why it could not
        self.cancelled = cancelled
        self.cancel_fd = cancel_fd
        self.current: _Resident | None = None

    def call(self, request: dict[str, Any]) -> dict[str, Any]:
        key = identity(request)
        current = self.current
        if current is not None and (
            current.key != key or current.calls >= MAX_CALLS or current.ended()
            or current.out_of_step()
        ):  # fmt: skip
            self.stop()
        if self.current is None:
            error = self._start(request, key)
            if error:
                self.stop()
                return _error(error)
        assert self.current is not None
        self.current.calls += 1
        limits = request["limits"]
        return self._exchange(
            self.current, request, request["stdin"], limits["cpu_time_s"],
            limits["wall_time_s"] or 10.0,
        )  # fmt: skip

    def stop(self) -> None:
        """Kill the service (everything in the cgroup) and wait until the init has reaped it."""
        current, self.current = self.current, None
        if current is None:
            return
        self.cgroup.kill_all()
        self.cgroup.wait_empty(STOP_S)
        deadline = time.monotonic() + STOP_S
        with selectors.DefaultSelector() as sel:  # the init closes the status pipe once it has
            sel.register(current.status_r, selectors.EVENT_READ)  # reaped the service
            while (left := deadline - time.monotonic()) > 0 and sel.select(left):
                if not _read(current.status_r):
                    break
        for fd in current.fds():
            with contextlib.suppress(OSError):
                os.close(fd)

    def _start(self, request: dict[str, Any], key: str) -> str:
        error = self.start_init()
        if error:
            return error
        limits = request["limits"]
        cpus = min(limits.get("cpus") or 1.0, float(os.cpu_count() or 1))
        self.cgroup.prepare(kernel_memory_limit(limits), limits["pids"] or 64, cpus)
        out_r, out_w = os.pipe()
        err_r, err_w = os.pipe()
        in_r, in_w = os.pipe()
        status_r, status_w = os.pipe()
        try:
            error = self.start_job(request, (in_r, out_w, err_w, status_w))
        finally:
            for fd in (in_r, out_w, err_w, status_w):
                os.close(fd)
        self.current = _Resident(key, in_w, out_r, err_r, status_r)
        if error:
            return error
        sel = selectors.DefaultSelector()
        sel.register(status_r, selectors.EVENT_READ)
        try:
            ready = sel.select(START_S)
        finally:
            sel.close()
        first = os.read(status_r, 1) if ready else b""
        if first != READY:
            detail = _drain(err_r).decode("utf-8", "replace")[-500:]
            return f"the service did not start: {detail or 'no sign of life'}"
        # Its own start-up (a JVM, loading the compiler, a warm-up compile) is not the first
        # program's: it ends with an empty frame, within START_S and the service's memory.
        assert self.current is not None
        hello = self._exchange(self.current, request, None, START_S * 4, START_S)
        if hello["termination"] != EXITED or hello["stdout"]:
            said = hello["stderr"].decode("utf-8", "replace").strip()[-500:]
            detail = "; ".join(x for x in (hello["message"], said) if x)
            return f"the service did not start: {detail or 'no empty frame first'}"
        return ""

    def _exchange(
        self,
        service: _Resident,
        request: dict[str, Any],
        payload: bytes | None,
        cpu_limit_s: float,
        wall_limit_s: float,
    ) -> dict[str, Any]:
        """Write the request frame (if any), read one reply frame, under the limits."""
        limits = request["limits"]
        cap = limits["output_bytes"] or 8 * 1024 * 1024
        pending = bytearray(b"" if payload is None else FRAME_HEADER.pack(len(payload)) + payload)
        reply = bytearray()
        errors = bytearray()
        cpu_before = self.cgroup.cpu_time_s()
        oom_before = self.cgroup.oom_kills()
        start = time.monotonic()
        deadline = start + wall_limit_s
        reason = ""
        memory = MemoryPeak()
        sel = selectors.DefaultSelector()
        for fd in (service.out_r, service.err_r, service.status_r, self.cancel_fd):
            sel.register(fd, selectors.EVENT_READ)
        writing = False
        try:
            while True:
                if pending and not writing:
                    sel.register(service.in_w, selectors.EVENT_WRITE)
                    writing = True
                for key, _ in sel.select(POLL_S):
                    fd = key.fd
                    if fd == service.in_w:
                        try:
                            del pending[: os.write(fd, pending[:65536])]
                        except BlockingIOError:
                            pass
                        except OSError:
                            reason = "ended"
                        if not pending:
                            sel.unregister(fd)
                            writing = False
                    elif fd == self.cancel_fd:
                        if self.cancelled(request["run_id"]):
                            reason = "cancelled"
                    elif fd == service.status_r:
                        reason = "ended"  # its process exited (or the init is gone)
                    else:
                        chunk = _read(fd)
                        if chunk is None:
                            continue
                        if not chunk:
                            reason = "ended"
                        elif fd == service.out_r:
                            reply += chunk
                        elif len(errors) < cap:
                            errors += chunk[: cap - len(errors)]
                if len(reply) >= FRAME_HEADER.size:
                    (size,) = FRAME_HEADER.unpack_from(reply)
                    if size > cap:
                        reason = reason or "output"
                    elif len(reply) > FRAME_HEADER.size + size:
                        reason = reason or "malformed"  # more than one frame: out of step
                    elif len(reply) == FRAME_HEADER.size + size and not pending:
                        # A frame right behind it is a protocol break too (a second reply).
                        more = _read_soon(service.out_r)
                        if more:
                            reply += more
                            reason = reason or "malformed"
                        else:
                            break
                if not reason:
                    memory.sample(self.cgroup, self.files_in_use())
                    if self.cgroup.cpu_time_s() - cpu_before > cpu_limit_s:
                        reason = "cpu"
                    elif time.monotonic() > deadline:
                        reason = "wall"
                if reason:
                    break
        finally:
            sel.close()
        wall = time.monotonic() - start
        response: dict[str, Any] = {
            "stdout": b"", "stderr": bytes(errors) + _drain(service.err_r)[: cap - len(errors)],
            "cpu_time_s": self.cgroup.cpu_time_s() - cpu_before, "wall_time_s": wall,
            "peak_memory_bytes": memory.program_bytes, "work_peak_bytes": memory.files_bytes,
            "termination": EXITED, "exit_code": 0, "signal": 0, "message": "",
        }  # fmt: skip
        if not reason:
            response["stdout"] = bytes(reply[FRAME_HEADER.size :])
            return response
        self.stop()
        over = memory.program_bytes > limits["memory_bytes"]
        if self.cgroup.oom_kills() > oom_before or over:
            response["termination"] = MEMORY_LIMIT
        elif reason == "cpu":
            response["termination"] = TIME_LIMIT
        elif reason == "wall":
            response["termination"] = WALL_TIME_LIMIT
        elif reason == "output":
            response["termination"] = OUTPUT_LIMIT
        else:
            what = {"cancelled": "cancelled", "malformed": "the service broke its protocol"}
            response["termination"] = SANDBOX_ERROR
            response["message"] = what.get(reason, "the service ended during the call")
        return response


def _read(fd: int) -> bytes | None:
    """A chunk, b"" at the end of the stream, None when nothing is there yet."""
    try:
        return os.read(fd, 65536)
    except BlockingIOError:
        return None
    except OSError:
        return b""


def _read_soon(fd: int, wait_s: float = 0.005) -> bytes:
    """What arrives on `fd` within `wait_s` (b"" if nothing)."""
    with selectors.DefaultSelector() as sel:
        sel.register(fd, selectors.EVENT_READ)
        if not sel.select(wait_s):
            return b""
    return _read(fd) or b""


def _drain(fd: int) -> bytes:
    data = bytearray()
    with contextlib.suppress(OSError):
        while chunk := os.read(fd, 65536):
            data += chunk
            if len(data) > 1 << 20:
                break
    return bytes(data)


def _error(message: str) -> dict[str, Any]:
    return {"termination": SANDBOX_ERROR, "message": message, "stdout": b"", "stderr": b"",
            "exit_code": 0, "signal": 0, "cpu_time_s": 0.0, "wall_time_s": 0.0,
            "peak_memory_bytes": 0, "work_peak_bytes": 0}  # fmt: skip
