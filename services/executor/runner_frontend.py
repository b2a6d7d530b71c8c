"""A runner daemon's front-end: turns RunnerService calls into fork-server jobs.

Imported only after the fork-server has been forked, so the fork-server (and every run forked
from it) carries no gRPC and no generated protobuf code. Requests and results cross to the
fork-server as marshal-encoded dicts; the enum numbers are runner.proto's.
"""

from __future__ import annotations

import contextlib
import marshal
import os
import queue
import socket
import threading
from typing import Any

from rockman.v1 import runner_pb2
from services.executor.native.wire import recv_tagged, send_message
from services.executor.native.zygote import FINAL, RELEASE


def to_job(request: runner_pb2.RunRequest) -> dict[str, Any]:
    """The fork-server's view of a request: everything but the secret part of stdin."""
    limits = request.limits
    return {
        "run_id": request.run_id,
        "mode": int(request.mode),
        "argv": list(request.argv),
        "files": {f.path: f.content for f in request.files},
        "executables": [f.path for f in request.files if f.executable],
        "env": dict(request.env),
        "stdin": request.stdin,
        "release_marker": request.release_marker,
        "limits": {
            "cpu_time_s": limits.cpu_time_limit_s,
            "wall_time_s": limits.wall_time_limit_s,
            "memory_bytes": limits.memory_limit_bytes,
            "pids": limits.pids_limit,
            "output_bytes": limits.output_limit_bytes,
            "file_size_bytes": limits.file_size_limit_bytes,
            "open_files": limits.open_files_limit,
            "work_bytes": limits.work_size_bytes,
            "cpus": limits.cpus,
        },
    }


def to_response(result: dict[str, Any]) -> runner_pb2.RunResponse:
    return runner_pb2.RunResponse(
        termination=result.get("termination", 0),
        exit_code=result.get("exit_code", 0),
        signal=result.get("signal", 0),
        stdout=result.get("stdout", b""),
        stderr=result.get("stderr", b""),
        cpu_time_s=result.get("cpu_time_s", 0.0),
        wall_time_s=result.get("wall_time_s", 0.0),
        peak_memory_bytes=result.get("peak_memory_bytes", 0),
        message=result.get("message", ""),
        work_peak_bytes=result.get("work_peak_bytes", 0),
        runner_retired=bool(result.get("retire", False)),
    )


class Frontend:
    """Forwards Run requests to the fork-server, one at a time, and cancels them."""

    def __init__(self, sock: socket.socket, cancel_w: int, backend: str) -> None:
        self.sock = sock
        self.cancel_w = cancel_w
        self.backend = backend  # e.g. "native (cgroup v2)", for GetRunnerInfo
        self.lock = threading.Lock()
        self.runs = 0  # cancels name the run they are for: a late one never hits the next run
        # The secret parts are written by one thread started now, not one per run: in a
        # container a run shares the pids limit with this daemon, and a run that has used it
        # up (a thread bomb) must not keep the daemon from feeding the next.
        self._secrets: queue.SimpleQueue[tuple[int, bytes]] = queue.SimpleQueue()
        threading.Thread(target=self._write_secrets, daemon=True, name="secrets").start()

    def _write_secrets(self) -> None:
        while True:
            fd, data = self._secrets.get()
            _write_and_close(fd, data)

    def run(self, request: runner_pb2.RunRequest, on_done: list[object]) -> runner_pb2.RunResponse:
        state = {"active": True}
        self.runs += 1
        request.run_id = str(self.runs)
        token = request.run_id.encode() + b"\n"

        def cancel() -> None:
            if state["active"]:
                with contextlib.suppress(OSError):
                    os.write(self.cancel_w, token)

        on_done.append(cancel)
        secret = request.stdin_after_release  # never sent to the fork-server
        job = marshal.dumps(to_job(request))
        with self.lock:
            try:
                send_message(self.sock, job)
                while True:
                    message = recv_tagged(self.sock)
                    if message is None:
                        raise RuntimeError("the fork-server exited")
                    tag, payload, fds = message
                    if tag == RELEASE and fds:
                        self._secrets.put((fds[0], secret))
                    elif tag == FINAL:
                        return to_response(marshal.loads(payload))
            finally:
                state["active"] = False


def _write_and_close(fd: int, data: bytes) -> None:
    """Write the secret part into a run's stdin; a run that stops reading ends it (EPIPE)."""
    try:
        os.set_blocking(fd, True)  # the fork-server wrote its part without blocking
        view = memoryview(data)
        while view:
            written = os.write(fd, view[:65536])
            view = view[written:]
    except OSError:
        pass
    finally:
        os.close(fd)
