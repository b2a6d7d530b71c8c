"""The fork-server of one runner: single-threaded, with the Python harness preloaded and no
generated protobuf code (a smaller process forks faster).

At its start it forks the runner's sandbox init (sandbox_init.py): PID 1 of the runner's own
pid, mount, net and uts namespaces, pivot_root'ed into the read-only root. Each run is one fork
of that init, which gives the run a fresh work folder, a fresh ipc namespace, the run's cgroup,
an unprivileged uid and a user namespace of its own. This fork-server watches each run from
outside: stdout and stderr drained concurrently with a byte cap, CPU time of the run's cgroup
against the limit, wall time against a looser bound, cancellation, and the end of the run's
process, after which every process left in the run's cgroup (orphans and double-forked daemons)
is killed, and the cgroup is checked empty before the next run.

Requests and responses are marshal-encoded dicts (see `runner_frontend.py` for the mapping to
runner.proto); the numbers below are runner.proto's enum values.
"""

from __future__ import annotations

import contextlib
import marshal
import os
import selectors
import signal
import socket
import time
import traceback
from collections.abc import Callable
from typing import Any

from services.executor.native import jail, sandbox_init, service
from services.executor.native.cgroups import MemoryPeak, RunCgroup, tmpfs_used_bytes
from services.executor.native.wire import recv_message, send_message, send_tagged
from services.executor.sandbox import FIXED_ENV

READY = sandbox_init.READY
MAIN_ENDED = sandbox_init.MAIN_ENDED
TREE_ENDED = sandbox_init.TREE_ENDED
FILES_DO_NOT_FIT = sandbox_init.FILES_DO_NOT_FIT
POLL_S = 0.005
DRAIN_S = 1.0
INIT_START_S = 10.0
CLEAN_S = 5.0  # for the init to reap a run's last processes and free its work folder

# runner.proto's RunMode and Termination values.
MODE_EXEC = 1
MODE_PYTHON_HARNESS = 2
MODE_SERVICE = 3
EXITED = 1
SIGNALED = 2
TIME_LIMIT = 3
WALL_TIME_LIMIT = 4
MEMORY_LIMIT = 5
OUTPUT_LIMIT = 6
SANDBOX_ERROR = 7

# Messages from the fork-server to its front-end: a tag, and a file descriptor for RELEASE.
RELEASE = b"R"  # the run printed its release marker: here is its stdin, write the secret part
FINAL = b"F"  # the run's result


class Zygote:
    def __init__(
        self,
        sock: socket.socket,
        cancel_fd: int,
        cgroup: RunCgroup,
        jail_config: jail.JailConfig,
    ) -> None:
        self.sock = sock
        self.cancel_fd = cancel_fd
        self.cgroup = cgroup
        self.jail_config = jail_config
        self._init_pid = 0
        self._init_sock: socket.socket | None = None
        self._unclean: int | None = None  # a run's status pipe, until the init closes it
        self.services = service.ServiceHost(
            cgroup, self._start_init, self._start_service, self._cancel_requested, cancel_fd,
            self.files_in_use,
        )  # fmt: skip

    def serve_forever(self) -> None:
        os.set_blocking(self.cancel_fd, False)
        try:
            while True:
                payload = recv_message(self.sock)
                if payload is None:
                    return
                try:
                    request = marshal.loads(payload)
                    resident = request["mode"] == MODE_SERVICE
                    if self._cancel_requested(request["run_id"]):  # cancelled before it started
                        response = sandbox_error("cancelled")
                    elif resident:
                        response = self.services.call(request)
                    else:
                        self.services.stop()  # a run has the runner's cgroup to itself
                        response = self.run(request)
                except Exception as exc:
                    resident = False
                    self.services.stop()
                    response = sandbox_error(f"fork-server: {type(exc).__name__}: {exc}")
                # A run's reply waits until the runner is clean again (normally at once); one
                # that cannot be made clean is retired with the reply, never given a next run.
                clean = resident or self._finish_run()
                if not clean:
                    response["retire"] = True
                send_tagged(self.sock, FINAL, marshal.dumps(response))
                if not clean:
                    os.write(2, b"fork-server: a run could not be cleaned up; retiring\n")
                    return
        finally:
            self.services.stop()
            self._stop_init()

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
        send_tagged(self.sock, RELEASE, fds=(fd,))

    def _finish_run(self) -> bool:
        """Whether nothing of the last run is left, neither processes nor its work folder (the
        init closes the status pipe once it has freed it): the next run's limits are written
        on a clean cgroup. False: this runner must be retired."""
        if not self.cgroup.wait_empty(2.0):
            return False
        status_r, self._unclean = self._unclean, None
        if status_r is None:
            return True
        try:
            return _wait_closed(status_r, CLEAN_S)
        finally:
            os.close(status_r)

    # -- the sandbox init -----------------------------------------------------------------------

    def _ensure_init(self) -> socket.socket:
        """The runner's sandbox init, started (again) when it is not running."""
        if self._init_sock is not None and os.waitpid(self._init_pid, os.WNOHANG) == (0, 0):
            return self._init_sock
        self._stop_init()
        ours, theirs = socket.socketpair()
        procs = [os.open(path, os.O_WRONLY | os.O_CLOEXEC) for path in self.cgroup.procs_files()]
        pid = os.fork()
        if pid == 0:  # pragma: no cover - runs in the child
            try:
                self.sock.close()
                os.close(self.cancel_fd)
                ours.close()
                sandbox_init.start(theirs, procs, dict(FIXED_ENV))
            except BaseException:
                with contextlib.suppress(Exception):
                    os.write(2, traceback.format_exc().encode()[-2000:])
            os._exit(125)
        theirs.close()
        for fd in procs:
            os.close(fd)
        self._init_pid, self._init_sock = pid, ours
        ours.settimeout(INIT_START_S)
        try:
            send_message(ours, sandbox_init.settings(self.jail_config, dict(FIXED_ENV)))
            answer = ours.recv(4096)
        finally:
            ours.settimeout(None)
        if answer != sandbox_init.STARTED:
            self._stop_init()
            detail = answer.decode("utf-8", "replace") or "it exited"
            raise RuntimeError(f"the sandbox init did not start: {detail}")
        return ours

    def _stop_init(self) -> None:
        if self._init_sock is not None:
            self._init_sock.close()
            self._init_sock = None
        if self._init_pid:
            _kill(self._init_pid)
            with contextlib.suppress(ChildProcessError):
                os.waitpid(self._init_pid, 0)
            self._init_pid = 0

    # -- one run ------------------------------------------------------------------------------

    def run(self, request: dict[str, Any]) -> dict[str, Any]:
        limits = request["limits"]
        try:
            init = self._ensure_init()
        except (OSError, RuntimeError) as exc:
            return sandbox_error(str(exc))
        cpus = min(limits.get("cpus") or 1.0, float(os.cpu_count() or 1))
        self.cgroup.prepare(jail.kernel_memory_limit(limits), limits["pids"] or 64, cpus)
        oom_before = self.cgroup.oom_kills()
        out_r, out_w = os.pipe()
        err_r, err_w = os.pipe()
        in_r, in_w = os.pipe()
        status_r, status_w = os.pipe()
        start = time.monotonic()
        try:
            send_tagged(init, b"J", marshal.dumps(_job(request)), (in_r, out_w, err_w, status_w))
        except OSError as exc:
            for fd in (out_r, err_r, in_w, status_r):
                os.close(fd)
            self._stop_init()
            return sandbox_error(f"the sandbox init is gone: {exc}")
        finally:
            for fd in (in_r, out_w, err_w, status_w):
                os.close(fd)
        try:
            response, closed = self._watch(request, out_r, err_r, in_w, status_r, start, oom_before)
        except BaseException:
            closed = True
            raise
        finally:
            for fd in (out_r, err_r, in_w) if not closed else (out_r, err_r, in_w, status_r):
                with contextlib.suppress(OSError):
                    os.close(fd)
        if not closed:
            self._unclean = status_r
        return response

    def files_in_use(self) -> int | None:
        """What the current run's work folder and /dev/shm hold, read through the sandbox
        init's root (its namespaces' own mounts)."""
        if not self._init_pid:
            return None
        return tmpfs_used_bytes(f"/proc/{self._init_pid}/root")

    def _start_init(self) -> str:
        try:
            self._ensure_init()
        except (OSError, RuntimeError) as exc:
            return str(exc)
        return ""

    def _start_service(self, request: dict[str, Any], fds: tuple[int, int, int, int]) -> str:
        """Send a resident service's job to the running init (service.py); "" or why not."""
        try:
            assert self._init_sock is not None
            send_tagged(self._init_sock, b"J", marshal.dumps(_job(request)), fds)
        except OSError as exc:
            self._stop_init()
            return f"the sandbox init is gone: {exc}"
        return ""

    def _watch(
        self,
        request: dict[str, Any],
        out_r: int,
        err_r: int,
        in_w: int,
        status_r: int,
        start: float,
        oom_before: int,
    ) -> tuple[dict[str, Any], bool]:
        """The run's response, and whether its status pipe was closed (the run is cleaned up)."""
        limits = request["limits"]
        cap = limits["output_bytes"] or 8 * 1024 * 1024
        cpu_limit = limits["cpu_time_s"]
        buffers = {out_r: bytearray(), err_r: bytearray()}
        sizes = {out_r: 0, err_r: 0}
        status = bytearray()
        sel = selectors.DefaultSelector()
        for fd in (out_r, err_r, status_r, self.cancel_fd):
            sel.register(fd, selectors.EVENT_READ)
        feed = _StdinFeed(in_w, request["stdin"], request["release_marker"], sel, self._hand_over)
        reason = ""
        exited = False  # the run's process has ended (or the init is gone)
        open_fds = {out_r, err_r, status_r}
        deadline = start + (limits["wall_time_s"] or 10.0)
        drain_until = 0.0
        next_cpu_check = start + POLL_S
        memory = MemoryPeak()
        try:
            while True:
                for key, _ in sel.select(POLL_S):
                    fd = key.fd
                    if fd == in_w:
                        feed.write()
                    elif fd == self.cancel_fd:
                        if self._cancel_requested(request["run_id"]):
                            reason = reason or "cancelled"
                    else:
                        chunk = os.read(fd, 65536)
                        if fd == status_r:
                            status += chunk
                            if not exited and (not chunk or len(status) >= MAIN_END):
                                exited = True
                                drain_until = time.monotonic() + DRAIN_S
                            if not chunk:  # the init has reaped every process of the run
                                sel.unregister(status_r)
                                open_fds.discard(status_r)
                        elif not chunk:
                            sel.unregister(fd)
                            open_fds.discard(fd)
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
                    if now >= next_cpu_check:
                        next_cpu_check = now + POLL_S
                        memory.sample(self.cgroup, self.files_in_use())
                        if self.cgroup.cpu_time_s() > cpu_limit:
                            reason = "cpu"
                    if now > deadline:
                        reason = reason or "wall"
                if (reason and not exited) or (exited and open_fds):
                    # A run over a limit is killed; once the run's process has ended, so is
                    # whatever it left (orphans, daemons holding its pipes).
                    self.cgroup.kill_all()
                if exited and (not open_fds or now > drain_until):
                    break
        finally:
            feed.close()
            sel.close()
        wall = time.monotonic() - start
        cpu = self.cgroup.cpu_time_s()
        memory.sample(self.cgroup, self.files_in_use())
        ready = status[:1] == READY
        too_big = status[:1] == FILES_DO_NOT_FIT
        inner = rss = None
        if ready and len(status) >= MAIN_END:
            inner, rss = MAIN_ENDED.unpack_from(status, 1)
        work = memory.files_bytes
        if ready and len(status) >= TREE_END:
            rss, used = TREE_ENDED.unpack_from(status, MAIN_END)
            work = max(work, used)
        peak = max(memory.program_bytes, rss or 0)
        response: dict[str, Any] = {
            "stdout": bytes(buffers[out_r]), "stderr": bytes(buffers[err_r]), "cpu_time_s": cpu,
            "wall_time_s": wall, "peak_memory_bytes": peak, "work_peak_bytes": work,
            "termination": 0, "exit_code": 0, "signal": 0, "message": "",
        }  # fmt: skip
        oom = self.cgroup.oom_kills() > oom_before
        closed = status_r not in open_fds
        if reason == "cancelled":
            return sandbox_error("cancelled", response), closed
        if reason == "output":
            response["termination"] = OUTPUT_LIMIT
        elif oom or peak > limits["memory_bytes"]:
            response["termination"] = MEMORY_LIMIT
        elif reason == "cpu" or cpu > cpu_limit:
            response["termination"] = TIME_LIMIT
        elif reason == "wall":
            response["termination"] = WALL_TIME_LIMIT
        elif too_big:
            # The program's own files (a compiled artefact, the solution) outgrow the folder
            # its limits give it: its own doing, never an infrastructure fault.
            response["termination"] = OUTPUT_LIMIT
            response["message"] = status[1:].decode("utf-8", "replace")
        elif not ready:
            detail = bytes(buffers[err_r]).decode("utf-8", "replace")[-500:]
            return sandbox_error(f"the sandbox could not be set up: {detail}", response), closed
        elif inner is None:
            return sandbox_error("the sandbox init ended during the run", response), closed
        elif os.WIFSIGNALED(inner):
            response["termination"] = SIGNALED
            response["signal"] = os.WTERMSIG(inner)
        else:
            response["termination"] = EXITED
            response["exit_code"] = os.WEXITSTATUS(inner)
        return response, closed


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


def _job(request: dict[str, Any]) -> dict[str, Any]:
    """What the init needs of a request to start its process."""
    limits = request["limits"]
    cpu_time_s = limits["cpu_time_s"]
    if request["mode"] == MODE_SERVICE:  # RLIMIT_CPU counts every call of a resident service;
        cpu_time_s *= service.MAX_CALLS  # each call's own limit is watched on the cgroup
    return {
        "files": request["files"],
        "executables": request["executables"],
        "env": request["env"],
        "mode": request["mode"],
        "argv": request["argv"],
        "cpu_time_s": cpu_time_s,
        "file_size_bytes": limits["file_size_bytes"] or 16 * 1024 * 1024,
        "open_files": limits["open_files"] or 64,
        "work_bytes": limits["work_bytes"] or jail.DEFAULT_WORK_BYTES,
    }


MAIN_END = 1 + MAIN_ENDED.size  # READY, then the run's process's end
TREE_END = MAIN_END + TREE_ENDED.size  # then the whole tree's


def _wait_closed(fd: int, timeout_s: float) -> bool:
    """Read `fd` until its writer closes it; False if that takes longer than `timeout_s`."""
    deadline = time.monotonic() + timeout_s
    with selectors.DefaultSelector() as sel:
        sel.register(fd, selectors.EVENT_READ)
        while (left := deadline - time.monotonic()) > 0:
            if sel.select(left):
                try:
                    if not os.read(fd, 4096):
                        return True
                except OSError:
                    return True
        return False


def _kill(pid: int) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, signal.SIGKILL)


def sandbox_error(message: str, base: dict[str, Any] | None = None) -> dict[str, Any]:
    response = dict(base or {})
    response["termination"] = SANDBOX_ERROR
    response["message"] = message
    return response
