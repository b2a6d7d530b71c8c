"""The fork-server of one runner: a single-threaded process with the Python harness preloaded.

It receives serialized RunRequests over a socket, and for each one forks a child that enters
fresh namespaces (``unshare``) and forks again: the grandchild is PID 1 of the new pid
namespace, enters the jail and runs the job (in-process for the warm Python path, execve
otherwise). The fork-server watches the run from outside: stdout and stderr drained
concurrently with a byte cap, CPU time of the whole cgroup against the limit, wall time against
a looser bound, cancellation, and the end of the child. Killing the namespace's PID 1 kills every
process in it (orphans and double-forked daemons included); the cgroup is checked empty before
the next run.
"""

from __future__ import annotations

import contextlib
import os
import selectors
import signal
import socket
import struct
import time
import traceback
from collections.abc import Callable

from rockman.executor import python_harness
from rockman.executor.native import jail, linux
from rockman.executor.native.cgroups import CgroupV1, CgroupV2
from rockman.executor.sandbox import FIXED_ENV
from rockman.v1 import runner_pb2

NAMESPACES = (
    linux.CLONE_NEWNS | linux.CLONE_NEWPID | linux.CLONE_NEWNET | linux.CLONE_NEWIPC
    | linux.CLONE_NEWUTS
)  # fmt: skip
READY = b"R"
POLL_S = 0.005
DRAIN_S = 1.0
MAX_MESSAGE = 256 * 1024 * 1024


# Messages from the fork-server to its front-end: a tag, and a file descriptor for RELEASE.
RELEASE = b"R"  # the run printed its release marker: here is its stdin, write the secret part
FINAL = b"F"  # the RunResponse


def send_message(sock: socket.socket, payload: bytes) -> None:
    sock.sendall(struct.pack("!I", len(payload)) + payload)


def send_tagged(sock: socket.socket, tag: bytes, payload: bytes = b"", fd: int = -1) -> None:
    header = struct.pack("!Ic", len(payload), tag)
    if fd >= 0:
        socket.send_fds(sock, [header], [fd])
    else:
        sock.sendall(header)
    sock.sendall(payload)


def recv_tagged(sock: socket.socket) -> tuple[bytes, bytes, int] | None:
    """(tag, payload, fd or -1); None at end of stream."""
    data, fds, _, _ = socket.recv_fds(sock, 5, 1)
    if not data:
        return None
    rest = _recv_exact(sock, 5 - len(data)) if len(data) < 5 else b""
    if rest is None:
        return None
    size, tag = struct.unpack("!Ic", data + rest)
    payload = _recv_exact(sock, size) if size else b""
    if payload is None:
        return None
    return tag, payload, fds[0] if fds else -1


def recv_message(sock: socket.socket) -> bytes | None:
    header = _recv_exact(sock, 4)
    if header is None:
        return None
    (size,) = struct.unpack("!I", header)
    if size > MAX_MESSAGE:
        raise ValueError(f"message of {size} bytes")
    return _recv_exact(sock, size)


def _recv_exact(sock: socket.socket, size: int) -> bytes | None:
    chunks = []
    while size:
        chunk = sock.recv(min(size, 1 << 20))
        if not chunk:
            return None
        chunks.append(chunk)
        size -= len(chunk)
    return b"".join(chunks)


class Zygote:
    def __init__(
        self,
        sock: socket.socket,
        cancel_fd: int,
        cgroup: CgroupV1 | CgroupV2,
        jail_config: jail.JailConfig,
    ) -> None:
        self.sock = sock
        self.cancel_fd = cancel_fd
        self.cgroup = cgroup
        self.jail_config = jail_config
        self._unreaped = 0

    def serve_forever(self) -> None:
        os.set_blocking(self.cancel_fd, False)
        while True:
            payload = recv_message(self.sock)
            if payload is None:
                return
            try:
                request = runner_pb2.RunRequest.FromString(payload)
                if self._cancel_requested(request.run_id):  # cancelled before it started
                    response = _sandbox_error("cancelled")
                else:
                    response = self.run(request)
            except Exception as exc:
                response = runner_pb2.RunResponse(
                    termination=runner_pb2.TERMINATION_SANDBOX_ERROR,
                    message=f"fork-server: {type(exc).__name__}: {exc}",
                )
            send_tagged(self.sock, FINAL, response.SerializeToString())
            self._finish_run()

    def _cancel_requested(self, run_id: str) -> bool:
        """Whether the cancel pipe holds this run's id (ids of earlier runs are stale)."""
        data = b""
        with contextlib.suppress(BlockingIOError):
            while chunk := os.read(self.cancel_fd, 4096):
                data += chunk
        return run_id.encode() in data.split()

    def _hand_over(self, fd: int) -> None:
        """Give the run's stdin to the front-end, which writes the secret part: the secret
        inputs never enter this process, so no later fork can carry them."""
        send_tagged(self.sock, RELEASE, fd=fd)

    def _finish_run(self) -> None:
        """After the reply: reap the run's intermediate process and make sure nothing of the run
        is left. If something survives, this fork-server stops, and its runner is replaced."""
        if self._unreaped:
            with contextlib.suppress(ChildProcessError):
                os.waitpid(self._unreaped, 0)
            self._unreaped = 0
        if not self.cgroup.wait_empty(2.0):
            os.write(2, b"fork-server: processes survived a run; exiting\n")
            os._exit(1)

    # -- one run ------------------------------------------------------------------------------

    def run(self, request: runner_pb2.RunRequest) -> runner_pb2.RunResponse:
        limits = request.limits
        self.cgroup.prepare(limits.memory_limit_bytes, limits.pids_limit or 64, 1.0)
        oom_before = self.cgroup.oom_kills()
        out_r, out_w = os.pipe()
        err_r, err_w = os.pipe()
        in_r, in_w = os.pipe()
        go_r, go_w = os.pipe()
        status_r, status_w = os.pipe()
        start = time.monotonic()
        pid = os.fork()
        if pid == 0:  # pragma: no cover - runs in the child
            code = 125
            try:
                os.close(out_r)
                os.close(err_r)
                os.close(in_w)
                os.close(go_w)
                os.close(status_r)
                self._child(request, in_r, out_w, err_w, go_r, status_w)
            except BaseException:
                with contextlib.suppress(Exception):
                    os.write(2, traceback.format_exc().encode()[-2000:])
            os._exit(code)
        for fd in (out_w, err_w, in_r, go_r, status_w):
            os.close(fd)
        try:
            self.cgroup.add(pid)
        except OSError as exc:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            for fd in (out_r, err_r, in_w, go_w, status_r):
                os.close(fd)
            return _sandbox_error(f"cannot move the run into its cgroup: {exc}")
        os.write(go_w, b"g")
        os.close(go_w)
        try:
            return self._watch(request, pid, out_r, err_r, in_w, status_r, start, oom_before)
        finally:
            for fd in (out_r, err_r, in_w, status_r):
                with contextlib.suppress(OSError):
                    os.close(fd)

    def _watch(
        self,
        request: runner_pb2.RunRequest,
        pid: int,
        out_r: int,
        err_r: int,
        in_w: int,
        status_r: int,
        start: float,
        oom_before: int,
    ) -> runner_pb2.RunResponse:
        limits = request.limits
        cap = limits.output_limit_bytes or 8 * 1024 * 1024
        buffers = {out_r: bytearray(), err_r: bytearray()}
        sizes = {out_r: 0, err_r: 0}
        status = bytearray()
        pidfd = os.pidfd_open(pid)
        sel = selectors.DefaultSelector()
        for fd in (out_r, err_r, status_r, pidfd, self.cancel_fd):
            sel.register(fd, selectors.EVENT_READ)
        feed = _StdinFeed(in_w, request.stdin, request.release_marker, sel, self._hand_over)
        reason = ""
        exited = False
        open_fds = {out_r, err_r, status_r}
        deadline = start + (limits.wall_time_limit_s or 10.0)
        drain_until = 0.0
        try:
            while True:
                for key, _ in sel.select(POLL_S):
                    fd = key.fd
                    if fd == pidfd:
                        exited = True
                        sel.unregister(pidfd)
                        drain_until = time.monotonic() + DRAIN_S
                    elif fd == in_w:
                        feed.write()
                    elif fd == self.cancel_fd:
                        if self._cancel_requested(request.run_id):
                            reason = reason or "cancelled"
                    else:
                        chunk = os.read(fd, 65536)
                        if not chunk:
                            sel.unregister(fd)
                            open_fds.discard(fd)
                        elif fd == status_r:
                            status += chunk
                        else:
                            if fd == out_r:
                                feed.watch(chunk)
                            if sizes[fd] < cap:
                                buffers[fd] += chunk[: cap - sizes[fd]]
                            sizes[fd] += len(chunk)
                            if sizes[fd] > cap:
                                reason = reason or "output"
                now = time.monotonic()
                if not reason and not exited:
                    if self.cgroup.cpu_time_s() > limits.cpu_time_limit_s:
                        reason = "cpu"
                    elif now > deadline:
                        reason = "wall"
                if reason and not exited:
                    _kill(pid)
                    self.cgroup.kill_all()
                # Done when the inner status is in and the program's pipes are closed (its
                # namespace is gone); the intermediate process is reaped after the reply.
                reported = len(status) >= 5 and not (open_fds - {status_r})
                if reported or (exited and (not open_fds or now > drain_until)):
                    break
        finally:
            feed.close()
            sel.close()
            os.close(pidfd)
        wall = time.monotonic() - start
        self._unreaped = pid
        cpu = self.cgroup.cpu_time_s()
        peak = self.cgroup.peak_memory_bytes()
        oom = self.cgroup.oom_kills() > oom_before
        response = runner_pb2.RunResponse(
            stdout=bytes(buffers[out_r]), stderr=bytes(buffers[err_r]), cpu_time_s=cpu,
            wall_time_s=wall, peak_memory_bytes=peak,
        )  # fmt: skip
        ready = status[:1] == READY
        inner = struct.unpack("!i", status[1:5])[0] if len(status) >= 5 else None
        if reason == "cancelled":
            return _sandbox_error("cancelled", response)
        if reason == "output":
            response.termination = runner_pb2.TERMINATION_OUTPUT_LIMIT
        elif oom:
            response.termination = runner_pb2.TERMINATION_MEMORY_LIMIT
        elif reason == "cpu" or cpu > limits.cpu_time_limit_s:
            response.termination = runner_pb2.TERMINATION_TIME_LIMIT
        elif reason == "wall":
            response.termination = runner_pb2.TERMINATION_WALL_TIME_LIMIT
        elif not ready:
            detail = bytes(buffers[err_r]).decode("utf-8", "replace")[-500:]
            return _sandbox_error(f"the sandbox could not be set up: {detail}", response)
        elif inner is None:
            response.termination = runner_pb2.TERMINATION_SIGNALED
            response.signal = signal.SIGKILL
        elif os.WIFSIGNALED(inner):
            response.termination = runner_pb2.TERMINATION_SIGNALED
            response.signal = os.WTERMSIG(inner)
        else:
            response.termination = runner_pb2.TERMINATION_EXITED
            response.exit_code = os.WEXITSTATUS(inner)
        return response

    # -- inside the child ---------------------------------------------------------------------

    def _child(
        self,
        request: runner_pb2.RunRequest,
        in_r: int,
        out_w: int,
        err_w: int,
        go_r: int,
        status_w: int,
    ) -> None:  # pragma: no cover - runs in the child
        self.sock.close()
        os.close(self.cancel_fd)
        os.setsid()  # a session of its own: kill(0, ...) reaches no other run
        os.read(go_r, 1)  # wait until the fork-server has put us into the cgroup
        os.close(go_r)
        os.dup2(in_r, 0)
        os.dup2(out_w, 1)
        os.dup2(err_w, 2)
        os.dup2(status_w, 3)
        os.closerange(4, 65536)
        status_w = 3
        linux.unshare(NAMESPACES)
        inner = os.fork()
        if inner == 0:
            self._init(request, status_w)
        os.close(0)
        os.close(1)
        os.close(2)
        _, raw = os.waitpid(inner, 0)
        os.write(status_w, struct.pack("!i", raw))
        os._exit(0)

    def _init(
        self, request: runner_pb2.RunRequest, status_w: int
    ) -> None:  # pragma: no cover - runs in the sandbox
        code = 1
        try:
            linux.prctl(linux.PR_SET_PDEATHSIG, signal.SIGKILL)
            limits = request.limits
            files = {f.path: f.content for f in request.files}
            jail.enter(
                self.jail_config, files,
                work_bytes=limits.work_size_bytes or 64 * 1024 * 1024,
                cpu_time_s=limits.cpu_time_limit_s,
                file_size_bytes=limits.file_size_limit_bytes or 16 * 1024 * 1024,
                open_files=limits.open_files_limit or 64,
            )  # fmt: skip
            os.environ.clear()
            os.environ.update(FIXED_ENV, HOME="/tmp", TMPDIR="/tmp")
            os.write(status_w, READY)
            os.close(status_w)
        except BaseException:
            with contextlib.suppress(Exception):
                os.write(2, traceback.format_exc().encode()[-2000:])
            os._exit(126)
        try:
            if request.mode == runner_pb2.RUN_MODE_PYTHON_HARNESS:
                source = files.get("solution.py", b"").decode("utf-8", "surrogateescape")
                python_harness.run(source)
                code = 0
            else:
                os.execve(request.argv[0], list(request.argv), dict(os.environ))
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
        except BaseException:
            with contextlib.suppress(Exception):
                os.write(2, traceback.format_exc().encode()[-2000:])
        finally:
            with contextlib.suppress(Exception):
                import sys

                sys.stdout.flush()
                sys.stderr.flush()
        os._exit(code)


class _StdinFeed:
    """Writes a run's stdin without blocking: the first part at once; once the release marker
    has appeared on stdout, hands the pipe over (`release`) and lets go of it."""

    def __init__(
        self,
        fd: int,
        first: bytes,
        marker: bytes,
        sel: selectors.BaseSelector,
        release: Callable[[int], None],
    ) -> None:
        self.fd = fd
        self.pending = bytearray(first)
        self.release = release
        self.marker = marker
        self.released = not marker
        self.tail = b""
        self.sel = sel
        self.registered = False
        self.closed = False
        os.set_blocking(fd, False)
        self._update()

    def _update(self) -> None:
        if self.closed:
            return
        if not self.pending and self.released:
            self.close()
        elif self.pending and not self.registered:
            self.sel.register(self.fd, selectors.EVENT_WRITE)
            self.registered = True
        elif not self.pending and self.registered:
            self.sel.unregister(self.fd)
            self.registered = False

    def write(self) -> None:
        try:
            written = os.write(self.fd, self.pending[:65536])
            del self.pending[:written]
        except BlockingIOError:
            return
        except OSError:  # the program closed its stdin: nothing more to give it
            self.pending.clear()
            self.released = True
        self._update()

    def watch(self, chunk: bytes) -> None:
        if self.released:
            return
        window = self.tail + chunk
        if self.marker in window:
            self.released = True
            self.pending.clear()  # a marker printed early forfeits the rest of the first part
            self.release(self.fd)
            self.close()
        else:
            self.tail = window[-len(self.marker) :]

    def close(self) -> None:
        if self.closed:
            return
        if self.registered:
            self.sel.unregister(self.fd)
            self.registered = False
        self.closed = True
        with contextlib.suppress(OSError):
            os.close(self.fd)


def _kill(pid: int) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, signal.SIGKILL)


def _sandbox_error(
    message: str, base: runner_pb2.RunResponse | None = None
) -> runner_pb2.RunResponse:
    response = base or runner_pb2.RunResponse()
    response.termination = runner_pb2.TERMINATION_SANDBOX_ERROR
    response.message = message
    return response
