"""Fuzzing every RPC of every Rockman service through real servers (issue 11, point 3).

All servers run in one child process (tests/fuzz_servers.py): registry with tokens, executor on
the native backend with one runner daemon, the scorer's four services, and that runner daemon's
RunnerService over its unix socket. RPCs are enumerated from the generated descriptors
(rockman/v1/*_pb2.py), so a new RPC or field is fuzzed without edits here; a service no server
here hosts, or a field type the strategy builder does not know, fails test_every_rpc_is_fuzzed.

Every call goes through a generic channel call with identity serializers, so the same path
sends hypothesis-built messages and raw malformed bytes. What is asserted:
- the status is in the allowed set of its category (DOMAIN, AUTH_REJECTED below), never UNKNOWN
  (an exception grpc caught, not us) and never INTERNAL (ours: "internal error (request id
  ...)"; grpc-python's for undecodable bytes: "Exception deserializing request!");
- bytes that do not parse are INVALID_ARGUMENT saying so (grpcutil's tolerant deserializer;
  grpc-python alone answers INTERNAL and, in a request stream, leaked the call);
- an error message fits in a trailer (a huge echoed field once came back as RESOURCE_EXHAUSTED
  "metadata size exceeds hard limit");
- an OK response decodes as the method's response type;
- afterwards the child is alive and every server (the runner daemon too) answers a health
  check, and at the end the servers drain and exit on request;
- bursts of malformed, truncated and cancelled calls leave the servers' threads and open files
  where they were (within a small tolerance) and RSS loosely bounded.
"""

from __future__ import annotations

import contextlib
import importlib
import json
import os
import pkgutil
import selectors
import subprocess
import sys
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import grpc
import pytest
from google.protobuf import descriptor as d
from grpc_health.v1 import health_pb2, health_pb2_grpc
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rockman.v1
from rockman import grpcutil
from tests import fuzz_proto

ROOT = Path(__file__).resolve().parents[2]
SC = grpc.StatusCode
CALL_TIMEOUT_S = 60.0
START_TIMEOUT_S = 120.0
UNDECODABLE = "is not a valid serialized message"
# Payloads no protobuf parser accepts, whatever the request type.
NEVER_PARSE = ("garbage", "bad_varint", "length_past_end", "unterminated_group")
OUR_INTERNAL = "internal error (request id"

# Which server hosts each service. Every one checks bearer tokens: the registry per role, the
# executor and scorer any role, the runner daemon only its executor's token.
HOSTS = {
    "rockman.v1.RegistryService": "registry",
    "rockman.v1.ExecutorService": "executor",
    "rockman.v1.ScorerService": "scorer",
    "rockman.v1.BaselineService": "scorer",
    "rockman.v1.LeaderboardService": "scorer",
    "rockman.v1.ComparisonService": "scorer",
    "rockman.v1.RunnerService": "runner",
}

# Answers to a well-formed (if absurd) request from a caller allowed to make it: success, or a
# domain error that tells the caller what is wrong with the request.
DOMAIN = frozenset(
    {
        SC.OK,
        SC.INVALID_ARGUMENT,
        SC.NOT_FOUND,
        SC.ALREADY_EXISTS,
        SC.FAILED_PRECONDITION,
        SC.RESOURCE_EXHAUSTED,
        SC.OUT_OF_RANGE,
    }
)
# A caller without a valid token, or a reader calling a publisher's RPC.
AUTH_REJECTED = frozenset({SC.UNAUTHENTICATED, SC.PERMISSION_DENIED})

EXAMPLES = int(os.environ.get("ROCKMAN_FUZZ_EXAMPLES", "25"))
FUZZ_SETTINGS = settings(
    max_examples=EXAMPLES,
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def all_methods() -> list[d.MethodDescriptor]:
    """Every RPC declared in rockman/v1/*_pb2.py."""
    found = []
    for info in pkgutil.iter_modules(rockman.v1.__path__):
        if info.name.endswith("_pb2"):
            module = importlib.import_module(f"rockman.v1.{info.name}")
            for service in module.DESCRIPTOR.services_by_name.values():
                found.extend(service.methods)
    return sorted(found, key=lambda m: m.full_name)


METHODS = {m.full_name: m for m in all_methods()}


def host_of(method: d.MethodDescriptor) -> str:
    return HOSTS[method.containing_service.full_name]


def path_of(method: d.MethodDescriptor) -> str:
    return f"/{method.containing_service.full_name}/{method.name}"


# --- the servers -------------------------------------------------------------------------


@dataclass
class Servers:
    process: subprocess.Popen[str]
    addresses: dict[str, str]
    runner_pid: int
    tokens: dict[str, str]
    channels: dict[str, grpc.Channel]

    def channel(self, method: d.MethodDescriptor) -> grpc.Channel:
        return self.channels[host_of(method)]

    def metadata(self, method: d.MethodDescriptor, role: str = "publisher") -> list[Any]:
        """A token of `role` (the runner daemon: the executor's runner token)."""
        token = self.tokens["runner" if host_of(method) == "runner" else role]
        return grpcutil.request_metadata(token=token)

    def pids(self) -> dict[str, int]:
        return {"servers": self.process.pid, "runner": self.runner_pid}


def _read_line(process: subprocess.Popen[str], timeout: float) -> str:
    assert process.stdout is not None
    with selectors.DefaultSelector() as sel:
        sel.register(process.stdout, selectors.EVENT_READ)
        if not sel.select(timeout):
            raise AssertionError("the fuzz servers did not start in time")
    return process.stdout.readline()


@pytest.fixture(scope="module")
def servers(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Servers]:
    root = tmp_path_factory.mktemp("fuzz")
    process = subprocess.Popen(
        [sys.executable, "-m", "tests.fuzz_servers", str(root)],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=open(root / "stderr.log", "w"),  # noqa: SIM115 (closed with the process)
        text=True,
    )
    try:
        line = _read_line(process, START_TIMEOUT_S)
        assert line, (root / "stderr.log").read_text()[-2000:]
        info = json.loads(line)
        keys = ("registry", "executor", "scorer", "runner")
        channels = {k: grpcutil.channel(info[k]) for k in keys}
        yield Servers(
            process, {k: info[k] for k in keys}, info["runner_pid"], info["tokens"], channels
        )
        for ch in channels.values():
            ch.close()
    finally:
        assert process.stdin is not None
        with contextlib.suppress(BrokenPipeError):
            process.stdin.close()
        code: int | None
        try:
            code = process.wait(timeout=90)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
            code = None
        log = (root / "stderr.log").read_text()[-3000:]
        assert code == 0, f"the fuzzed servers did not drain and exit ({code}): {log}"


def assert_healthy(servers: Servers) -> None:
    """The child is alive and every server, the runner daemon included, answers SERVING."""
    assert servers.process.poll() is None, "the servers' process died"
    os.kill(servers.runner_pid, 0)  # raises if the runner daemon is gone
    for name, ch in servers.channels.items():
        reply = health_pb2_grpc.HealthStub(ch).Check(health_pb2.HealthCheckRequest(), timeout=20)
        assert reply.status == health_pb2.HealthCheckResponse.SERVING, name


# --- calling -----------------------------------------------------------------------------


@dataclass
class Outcome:
    code: grpc.StatusCode
    details: str
    responses: list[bytes]


def invoke(
    servers: Servers,
    method: d.MethodDescriptor,
    requests: Sequence[bytes],
    metadata: list[Any],
    max_responses: int = 20,
) -> Outcome:
    """One call with raw request bodies (a unary method takes the first)."""
    ch, path = servers.channel(method), path_of(method)
    kw: dict[str, Any] = {"timeout": CALL_TIMEOUT_S, "metadata": metadata}
    requests = [bytes(r) for r in requests]
    responses: list[bytes] = []
    try:
        if method.client_streaming and method.server_streaming:
            call = ch.stream_stream(path)(iter(requests), **kw)
            _collect(call, responses, max_responses)
        elif method.client_streaming:
            responses.append(ch.stream_unary(path)(iter(requests), **kw))
        elif method.server_streaming:
            call = ch.unary_stream(path)(requests[0], **kw)
            _collect(call, responses, max_responses)
        else:
            responses.append(ch.unary_unary(path)(requests[0], **kw))
    except grpc.RpcError as exc:
        return Outcome(exc.code(), exc.details() or "", responses)
    return Outcome(SC.OK, "", responses)


def _collect(call: Any, into: list[bytes], limit: int) -> None:
    for response in call:
        into.append(response)
        if len(into) >= limit:
            call.cancel()
            return


def check(
    method: d.MethodDescriptor, outcome: Outcome, allowed: frozenset[grpc.StatusCode]
) -> None:
    """The status is allowed for the category; never UNKNOWN or our INTERNAL; OK responses
    decode as the response type."""
    where = f"{path_of(method)}: {outcome.code.name}: {outcome.details[:300]}"
    assert outcome.code != SC.UNKNOWN, where
    assert OUR_INTERNAL not in outcome.details, where
    # An error message too long for a trailer reaches the client as this RESOURCE_EXHAUSTED.
    assert "metadata size exceeds" not in outcome.details, where
    if outcome.code == SC.CANCELLED and outcome.responses:
        pass  # we cancelled a server stream after max_responses
    else:
        assert outcome.code in allowed, where
    response_type = fuzz_proto.message_class(method.output_type)
    for body in outcome.responses:
        response_type.FromString(body)


# --- strategies --------------------------------------------------------------------------


def _tame_run(msg: Any) -> Any:
    """RunnerService.Run executes the request in the sandbox: keep its files to plain names
    and its time limits short. Everything else (argv, env, modes, memory/pids/cpus limits,
    stdin) stays fuzzed. The runner is internal: its requests come from the executor."""
    for i, f in enumerate(msg.files):
        f.path = f"f{i}"
    msg.limits.cpu_time_limit_s = min(abs(msg.limits.cpu_time_limit_s), 1.0) or 0.5
    msg.limits.wall_time_limit_s = min(abs(msg.limits.wall_time_limit_s), 2.0) or 1.0
    for name in ("cpu_time_limit_s", "wall_time_limit_s"):
        if getattr(msg.limits, name) != getattr(msg.limits, name):  # NaN
            setattr(msg.limits, name, 1.0)
    return msg


TAMING = {"rockman.v1.RunnerService.Run": _tame_run}


class Body(bytes):
    """A serialized request whose repr stays short in hypothesis' failure reports."""

    def __repr__(self) -> str:
        return f"Body({len(self)} bytes: {bytes(self[:80])!r}...)"


def requests_for(method: d.MethodDescriptor) -> st.SearchStrategy[list[Body]]:
    """Serialized requests: one for a unary request, 0-3 for a stream."""
    tame = TAMING.get(method.full_name, lambda m: m)
    one = fuzz_proto.messages(method.input_type).map(lambda m: Body(tame(m).SerializeToString()))
    if method.client_streaming:
        return st.lists(one, max_size=3)
    return st.lists(one, min_size=1, max_size=1)


def _other_type(method: d.MethodDescriptor) -> d.Descriptor:
    """A request type of another RPC, with the most fields (wrong-type bytes)."""
    others = [m.input_type for m in METHODS.values() if m.input_type != method.input_type]
    return max(others, key=lambda t: (len(t.fields), t.full_name))


# --- the tests ---------------------------------------------------------------------------


def test_every_rpc_is_fuzzed() -> None:
    """Every service has a host here and every request type a strategy."""
    services = {m.containing_service.full_name for m in METHODS.values()}
    assert services - set(HOSTS) == set(), "services no fuzz server hosts"
    assert len(METHODS) >= 27
    for method in METHODS.values():
        requests_for(method)  # built eagerly: raises NoStrategy for an unknown field type
    assert set(TAMING) <= set(METHODS)


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(METHODS))
def test_fuzzed_messages(servers: Servers, name: str) -> None:
    """Hypothesis messages (random scalars, MB strings, invalid enums, long repeated fields,
    nested messages) from a caller allowed to call: success or a domain error."""
    method = METHODS[name]

    @FUZZ_SETTINGS
    @given(requests=requests_for(method))
    def fuzz(requests: list[Body]) -> None:
        outcome = invoke(servers, method, requests, servers.metadata(method))
        check(method, outcome, DOMAIN)

    fuzz()
    assert_healthy(servers)


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(METHODS))
def test_malformed_bytes(servers: Servers, name: str) -> None:
    """Undecodable, truncated, deeply nested, wrong-type and random bodies; in streams also
    after a good message. Also without a token and with wrong ones."""
    method = METHODS[name]
    good = fuzz_proto.populated(method.input_type).SerializeToString()
    payloads = fuzz_proto.malformed_payloads(method.input_type, _other_type(method))
    for label, body in payloads.items():
        bodies = [good, body] if method.client_streaming else [body]
        outcome = invoke(servers, method, bodies, servers.metadata(method))
        labelled = Outcome(outcome.code, f"[{label}] {outcome.details}", outcome.responses)
        check(method, labelled, DOMAIN)
        if label in NEVER_PARSE:
            assert outcome.code == SC.INVALID_ARGUMENT, (label, outcome.code, outcome.details)
            if not method.client_streaming:  # a stream may fail on its first, good message
                assert UNDECODABLE in outcome.details, (label, outcome.details)
    for metadata in ([], [("authorization", "Bearer " + "x" * 40)], [("authorization", "")]):
        outcome = invoke(servers, method, [good], metadata)
        assert outcome.code == SC.UNAUTHENTICATED, (name, outcome.code, outcome.details)
        outcome = invoke(servers, method, [payloads["garbage"]], metadata)
        check(method, outcome, AUTH_REJECTED)
    assert_healthy(servers)


@pytest.mark.slow
def test_reader_is_refused_or_served(servers: Servers) -> None:
    """A reader's token on every RPC but the runner's: served or PERMISSION_DENIED (the
    registry's publisher and executor RPCs), never past the check into an error of ours."""
    refused = 0
    for method in METHODS.values():
        if host_of(method) == "runner":
            continue
        good = fuzz_proto.populated(method.input_type).SerializeToString()
        outcome = invoke(servers, method, [good], servers.metadata(method, "reader"))
        check(method, outcome, DOMAIN | {SC.PERMISSION_DENIED})
        refused += outcome.code == SC.PERMISSION_DENIED
    assert refused >= 1  # the publisher's RPCs at least


def _blocking_stream(first: bytes, release: threading.Event) -> Iterator[bytes]:
    """Sends one message, then holds the stream open (half-open) until `release` or 10 s."""
    yield first
    release.wait(10)


def cancel_mid_stream(servers: Servers, method: d.MethodDescriptor) -> grpc.StatusCode:
    """Start a call, let the server get into it, cancel it; the status the client sees."""
    ch, path = servers.channel(method), path_of(method)
    body = fuzz_proto.populated(method.input_type).SerializeToString()
    release = threading.Event()
    kw: dict[str, Any] = {"timeout": CALL_TIMEOUT_S, "metadata": servers.metadata(method)}
    try:
        if method.client_streaming:
            stream = _blocking_stream(body, release)
            if method.server_streaming:
                call: Any = ch.stream_stream(path)(stream, **kw)
            else:
                call = ch.stream_unary(path).future(stream, **kw)
        elif method.server_streaming:
            call = ch.unary_stream(path)(body, **kw)
        else:
            call = ch.unary_unary(path).future(body, **kw)
        time.sleep(0.2)
        call.cancel()
        try:
            if hasattr(call, "result"):
                call.result(timeout=CALL_TIMEOUT_S)
            else:
                for _ in call:
                    pass
        except grpc.FutureCancelledError:
            return SC.CANCELLED
        except grpc.RpcError as exc:
            return exc.code()
        return SC.OK  # finished before the cancel arrived
    finally:
        release.set()


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(METHODS))
def test_truncated_and_cancelled_streams(servers: Servers, name: str) -> None:
    """A client stream closed with no message, and every call cancelled mid-way: the server
    answers a domain status or sees the cancel, and stays healthy."""
    method = METHODS[name]
    if method.client_streaming:
        outcome = invoke(servers, method, [], servers.metadata(method))
        check(method, outcome, DOMAIN)
    code = cancel_mid_stream(servers, method)
    assert code in DOMAIN | {SC.CANCELLED}, (name, code)
    assert_healthy(servers)


# --- resource growth ---------------------------------------------------------------------


@dataclass(frozen=True)
class Usage:
    threads: int
    fds: int
    rss_kb: int


def usage(pid: int) -> Usage:
    status = Path(f"/proc/{pid}/status").read_text()
    fields = dict(line.split(":", 1) for line in status.splitlines() if ":" in line)
    return Usage(
        threads=int(fields["Threads"]),
        fds=len(os.listdir(f"/proc/{pid}/fd")),
        rss_kb=int(fields["VmRSS"].split()[0]),
    )


def settled(servers: Servers, quiet_s: float = 1.0, limit_s: float = 20.0) -> dict[str, Usage]:
    """Usage once thread and fd counts stop changing for `quiet_s` (bounded by `limit_s`)."""
    deadline = time.monotonic() + limit_s
    last = {k: usage(p) for k, p in servers.pids().items()}
    while time.monotonic() < deadline:
        time.sleep(quiet_s)
        now = {k: usage(p) for k, p in servers.pids().items()}
        if all((now[k].threads, now[k].fds) == (last[k].threads, last[k].fds) for k in now):
            return now
        last = now
    return last


def burst(servers: Servers) -> int:
    """Malformed bodies, empty streams and cancelled calls on every RPC; returns the count."""
    calls = 0
    for method in METHODS.values():
        payloads = fuzz_proto.malformed_payloads(method.input_type, _other_type(method))
        for body in payloads.values():
            invoke(servers, method, [body], servers.metadata(method))
            calls += 1
        if method.client_streaming:
            invoke(servers, method, [], servers.metadata(method))
            calls += 1
        invoke(servers, method, [b""], [])
        calls += 1
        cancel_mid_stream(servers, method)
        calls += 1
    return calls


SERVED_AFTER_BURST = (
    "rockman.v1.RegistryService.ListSuites",
    "rockman.v1.ExecutorService.GetCapabilities",
    "rockman.v1.LeaderboardService.ListEntries",
    "rockman.v1.RunnerService.GetRunnerInfo",
)


@pytest.mark.slow
def test_no_resource_growth(servers: Servers) -> None:
    """After a warm-up burst (thread pools grow to their working size), two more bursts leave
    threads and open files within a small tolerance and RSS within a loose bound."""
    burst(servers)
    before = settled(servers)
    calls = burst(servers) + burst(servers)
    after = settled(servers)
    assert calls > 300
    for name in before:
        b, a = before[name], after[name]
        assert a.threads <= b.threads + 6, (name, b, a)
        assert a.fds <= b.fds + 6, (name, b, a)
        assert a.rss_kb <= b.rss_kb + 200_000, (name, b, a)
    assert_healthy(servers)
    # A call the server never released would still hold one of this client's slots
    # (--max-calls-per-client); plain calls on every server must still be served.
    for name in SERVED_AFTER_BURST:
        method = METHODS[name]
        outcome = invoke(servers, method, [b""], servers.metadata(method))
        assert outcome.code == SC.OK, (name, outcome.code, outcome.details)
