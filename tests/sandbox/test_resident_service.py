"""Resident services in the native sandbox (RunMode.SERVICE, native/service.py): one jailed
process answers call after call, and any call over a limit, a service that ends or breaks its
protocol, or a cancelled call stops it; the next call starts a fresh one."""

from __future__ import annotations

import struct
import sys
import threading
import time
from collections.abc import Iterator

import pytest

from services.executor.native import service
from services.executor.pool import NativeSandbox
from services.executor.sandbox import MIB, Limits, RunMode, SandboxRequest, Termination

# A toy service: frames in, frames out; what it does depends on the request.
SERVICE = r"""
import os, struct, sys, time
calls = 0
def reply(data):
    os.write(1, struct.pack("!I", len(data)) + data)
reply(b"")  # started
while True:
    head = sys.stdin.buffer.read(4)
    if len(head) < 4:
        break
    request = sys.stdin.buffer.read(struct.unpack("!I", head)[0])
    calls += 1
    if request == b"spin":
        while True:
            pass
    elif request == b"sleep":
        time.sleep(3600)
    elif request == b"alloc":
        hog = []
        while True:
            hog.append(bytearray(16 << 20))
    elif request == b"flood":
        os.write(1, struct.pack("!I", 1 << 30))
        time.sleep(3600)
    elif request == b"exit":
        os._exit(0)
    elif request == b"garbage":
        reply(b"one")
        reply(b"two")
    elif request == b"echo-stderr":
        os.write(2, b"a note\n")
        reply(b"noted")
    else:
        reply(f"{os.getpid()} {calls} {len(request)}".encode())
"""


def _request(payload: bytes, variant: str = "", **limits: float) -> SandboxRequest:
    return SandboxRequest(
        argv=[sys.executable, "-I", "-S", "service.py"],
        files={"service.py": (SERVICE + variant).encode()},
        stdin=payload,
        mode=RunMode.SERVICE,
        limits=Limits(
            cpu_time_s=limits.get("cpu", 1.0),
            wall_time_s=limits.get("wall", 3.0),
            memory_bytes=int(limits.get("memory_mb", 128)) * MIB,
            output_bytes=1 * MIB,
        ),
    )


@pytest.fixture(scope="module")
def pool() -> Iterator[NativeSandbox]:
    sandbox = NativeSandbox(1)
    yield sandbox
    sandbox.close()


def _ask(pool: NativeSandbox, payload: bytes = b"who", variant: str = "") -> tuple[int, int, int]:
    result = pool.run(_request(payload, variant))
    assert result.termination == Termination.EXITED, (result.message, result.stderr)
    pid, calls, size = (int(x) for x in result.stdout.split())
    return pid, calls, size


def test_one_process_answers_call_after_call(pool: NativeSandbox) -> None:
    first = _ask(pool, b"a" * 10)
    second = _ask(pool, b"b" * 200_000)  # bigger than a pipe's buffer, both ways through
    assert second[0] == first[0]
    assert second[1] == first[1] + 1
    assert second[2] == 200_000


def test_the_calls_stderr_comes_back(pool: NativeSandbox) -> None:
    result = pool.run(_request(b"echo-stderr"))
    assert result.termination == Termination.EXITED
    assert result.stdout == b"noted"
    assert b"a note" in result.stderr


@pytest.mark.parametrize(
    ("payload", "termination"),
    [
        (b"spin", Termination.TIME_LIMIT),
        (b"sleep", Termination.WALL_TIME_LIMIT),
        (b"alloc", Termination.MEMORY_LIMIT),
        (b"flood", Termination.OUTPUT_LIMIT),
        (b"exit", Termination.SANDBOX_ERROR),
        (b"garbage", Termination.SANDBOX_ERROR),
    ],
)
def test_a_failed_call_stops_the_service(
    pool: NativeSandbox, payload: bytes, termination: Termination
) -> None:
    before = _ask(pool)
    start = time.monotonic()
    result = pool.run(_request(payload))
    assert result.termination == termination, (result.message, result.stderr)
    assert time.monotonic() - start < 10
    after = _ask(pool)
    # A fresh service: its first call. (After a SANDBOX_ERROR its runner is replaced too, and
    # the fresh runner's pid namespace may give the new service the old one's pid.)
    assert after[1] == 1
    assert before[1] >= 1


def test_a_cancelled_call_stops_the_service(pool: NativeSandbox) -> None:
    before = _ask(pool)
    cancel = threading.Event()
    threading.Timer(0.3, cancel.set).start()
    start = time.monotonic()
    result = pool.run(_request(b"sleep"), cancel)
    assert result.termination == Termination.SANDBOX_ERROR
    assert time.monotonic() - start < 2.5  # well before the 3 s wall limit
    after = _ask(pool)
    assert after[0] != before[0] and after[1] == 1


def test_another_service_gets_runners_of_its_own(pool: NativeSandbox) -> None:
    first = _ask(pool)
    other = _ask(pool, variant="\n# another service\n")
    again = _ask(pool)
    assert again[0] == first[0] and again[1] == first[1] + 1  # undisturbed by the other one
    assert other[1] >= 1


def test_the_service_is_renewed_every_max_calls(pool: NativeSandbox) -> None:
    first = _ask(pool, variant="\n# renewal\n")
    assert first[1] == 1  # a service of its own, new
    pids = {first[0]}
    counts = [first[1]]
    for _ in range(service.MAX_CALLS + 1):
        pid, calls, _ = _ask(pool, variant="\n# renewal\n")
        pids.add(pid)
        counts.append(calls)
    assert len(pids) == 2
    assert max(counts) == service.MAX_CALLS
    assert counts == [*range(1, service.MAX_CALLS + 1), 1, 2]


def test_a_service_that_cannot_start_is_a_sandbox_error(pool: NativeSandbox) -> None:
    request = _request(b"who")
    broken = SandboxRequest(
        argv=["/nonexistent/compiler"], files=request.files, stdin=b"who",
        mode=RunMode.SERVICE, limits=request.limits,
    )  # fmt: skip
    result = pool.run(broken)
    assert result.termination == Termination.SANDBOX_ERROR
    assert "/nonexistent/compiler" in result.message + result.stderr.decode()


def test_the_frame_header_is_four_bytes() -> None:
    assert service.FRAME_HEADER.size == 4 and struct.calcsize("!I") == 4
