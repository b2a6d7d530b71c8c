"""The runner's internal wire: the fork-server's numbers match runner.proto, the request and
response mapping is lossless, and the sandbox init stays small (no gRPC, no protobuf)."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys

import pytest

from rockman.v1 import runner_pb2
from services.executor.native import sandbox_init, wire, zygote
from services.executor.runner_frontend import to_job, to_response

pytestmark = pytest.mark.processes  # starts compilers, sandboxes, servers or workers


def test_fork_server_numbers_are_runner_proto_values() -> None:
    assert zygote.MODE_EXEC == runner_pb2.RUN_MODE_EXEC
    assert zygote.MODE_PYTHON_HARNESS == runner_pb2.RUN_MODE_PYTHON_HARNESS
    assert sandbox_init.MODE_PYTHON_HARNESS == runner_pb2.RUN_MODE_PYTHON_HARNESS
    pairs = {
        zygote.EXITED: runner_pb2.TERMINATION_EXITED,
        zygote.SIGNALED: runner_pb2.TERMINATION_SIGNALED,
        zygote.TIME_LIMIT: runner_pb2.TERMINATION_TIME_LIMIT,
        zygote.WALL_TIME_LIMIT: runner_pb2.TERMINATION_WALL_TIME_LIMIT,
        zygote.MEMORY_LIMIT: runner_pb2.TERMINATION_MEMORY_LIMIT,
        zygote.OUTPUT_LIMIT: runner_pb2.TERMINATION_OUTPUT_LIMIT,
        zygote.SANDBOX_ERROR: runner_pb2.TERMINATION_SANDBOX_ERROR,
    }
    assert all(ours == theirs for ours, theirs in pairs.items())


def test_job_carries_everything_but_the_secret_part() -> None:
    request = runner_pb2.RunRequest(
        run_id="7",
        files=[runner_pb2.WorkFile(path="solution.py", content=b"x = 1\n")],
        argv=["/usr/bin/true"],
        stdin=b"public\n",
        stdin_after_release=b"SECRET\n",
        release_marker=b"\nnonce\n",
        mode=runner_pb2.RUN_MODE_PYTHON_HARNESS,
        limits=runner_pb2.Limits(cpu_time_limit_s=2.0, memory_limit_bytes=1 << 28, pids_limit=64),
    )
    job = to_job(request)
    assert job["files"] == {"solution.py": b"x = 1\n"}
    assert job["executables"] == [] and job["env"] == {}
    assert job["stdin"] == b"public\n" and job["release_marker"] == b"\nnonce\n"
    assert job["limits"]["cpu_time_s"] == 2.0 and job["limits"]["memory_bytes"] == 1 << 28
    assert b"SECRET" not in repr(job).encode()


def test_response_mapping_keeps_every_field() -> None:
    result = {
        "termination": zygote.SIGNALED, "exit_code": 0, "signal": 9, "stdout": b"o",
        "stderr": b"e", "cpu_time_s": 0.5, "wall_time_s": 0.75, "peak_memory_bytes": 1024,
        "message": "m",
    }  # fmt: skip
    response = to_response(result)
    assert response.termination == runner_pb2.TERMINATION_SIGNALED
    assert (response.signal, response.stdout, response.stderr) == (9, b"o", b"e")
    assert (response.cpu_time_s, response.wall_time_s, response.peak_memory_bytes) == (
        0.5,
        0.75,
        1024,
    )
    assert response.message == "m"


def test_tagged_messages_carry_file_descriptors() -> None:
    a, b = socket.socketpair()
    with a, b:
        r, w = os.pipe()
        wire.send_tagged(a, b"J", b"payload", (r, w))
        message = wire.recv_tagged(b, max_fds=4)
        assert message is not None
        tag, payload, fds = message
        assert (tag, payload, len(fds)) == (b"J", b"payload", 2)
        os.write(fds[1], b"through the passed pipe")
        assert os.read(fds[0], 100) == b"through the passed pipe"
        for fd in (r, w, *fds):
            os.close(fd)


def test_sandbox_init_imports_no_grpc_and_no_protobuf() -> None:
    """Every run is a fork of the init: it must stay a small process."""
    code = (
        "import sys, json; sys.path[:0] = [sys.argv[1]]; "
        "import services.executor.native.sandbox_init; print(json.dumps(sorted(sys.modules)))"
    )
    out = subprocess.run(
        [sys.executable, "-S", "-s", "-c", code, sandbox_init.package_root()],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    modules = json.loads(out)
    heavy = [m for m in modules if m.split(".")[0] in {"grpc", "google", "structlog", "yaml"}]
    assert not heavy, f"the sandbox init imports {heavy}"
    assert "rockman.judging.python_harness" in modules
