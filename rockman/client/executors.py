"""Several executor replicas behind one client (docs/deployment.md).

`--executor` names one replica (``HOST:PORT``), a comma-separated list (``H1:P1,H2:P2``, sent to
gRPC as an ``ipv4:``/``ipv6:`` target) or a DNS name (``dns:///NAME:PORT``, gRPC's resolver:
every A/AAAA record is a replica). The channel uses gRPC's ``round_robin`` load balancing, so
each new call goes to the next ready replica and a replica that dies drops out of the rotation.

Execute is a bidirectional stream and one stream stays on one replica, so `Dispatcher` opens
several streams ("lanes", by default two per replica) over the round_robin channel and deals the
submissions out to them from one shared queue. Each lane keeps its own in-flight set (submitted,
no result yet) of at most `window` submissions. When a lane's stream fails for a reason of the
infrastructure (UNAVAILABLE, a reset connection, ...), its in-flight submissions go back to the
front of the queue and the lane opens a new stream, which round_robin places on a replica still
alive; nothing is reported for them until a replica judges them. A lane ends its stream after
`rotate_after` submissions and opens another, so lanes spread again over replicas that come
(back) up. Results are delivered once per submission: a result for a sample that already has
one is dropped. A submission the executor cannot judge for a reason of its own comes back as a
SampleError instead of a result (delivered the same way, once); one whose request would exceed
the executor's message limit (`max_request_bytes`, gRPC's receive limit of the executor,
16 MiB) is never sent: it gets a SampleError (INVALID_ARGUMENT) from the client itself. When
every lane has failed six times in a row (`BACKOFF_S`): no replica is left, and the run fails
with Unavailable naming the addresses; results delivered so far stay delivered.
"""

from __future__ import annotations

import collections
import ipaddress
import json
import queue
import socket
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

import grpc

from rockman import enums, grpcutil, logs
from rockman.errors import InvalidArgument, RockmanError, Unavailable
from rockman.v1 import common_pb2, executor_pb2, executor_pb2_grpc

ROUND_ROBIN = json.dumps({"loadBalancingConfig": [{"round_robin": {}}]})
STREAMS_PER_REPLICA = 2
DEFAULT_WINDOW = 4  # per lane, when the executor does not say how many workers it has
ROTATE_AFTER = 200  # submissions per stream before a lane re-picks its replica
# Waits between a lane's consecutive failed streams; after len(BACKOFF_S) it gives up.
BACKOFF_S = (0.25, 0.5, 1.0, 2.0, 4.0, 4.0)
# Status codes that mean "this replica or the network failed", not "this request is bad".
INFRASTRUCTURE = {
    grpc.StatusCode.UNAVAILABLE,
    grpc.StatusCode.CANCELLED,
    grpc.StatusCode.ABORTED,
}
_RESET_WORDS = ("stream removed", "rst_stream", "connection reset", "socket closed", "goaway")
# The largest ExecuteRequest an executor takes (its gRPC receive limit, grpcutil's default for
# a service): a larger one would fail the whole stream with RESOURCE_EXHAUSTED naming no sample.
MAX_REQUEST_BYTES = grpcutil.DEFAULT_MAX_REQUEST_BYTES
MIB = 1024 * 1024

Answer = executor_pb2.ExecutionResult | executor_pb2.SampleError


@dataclass(frozen=True)
class ExecutorTarget:
    """What `--executor` names: the gRPC target and the replica addresses known up front."""

    target: str
    replicas: tuple[str, ...]
    dns: bool = False

    def describe(self) -> str:
        return ", ".join(self.replicas)


def parse_target(address: str) -> ExecutorTarget:
    """`HOST:PORT`, `H1:P1,H2:P2,...`, `ipv4:...`/`ipv6:...`, or `dns:///NAME:PORT`."""
    text = address.strip()
    if text.startswith("dns:"):
        name = text.rsplit("/", 1)[-1]
        grpcutil.split_address(name)
        return ExecutorTarget(text, (name,), dns=True)
    if text.startswith(("ipv4:", "ipv6:")):
        parts = tuple(p for p in text.split(":", 1)[1].split(",") if p)
        for part in parts:
            grpcutil.split_address(part)
        return ExecutorTarget(text, parts)
    parts = tuple(p.strip() for p in text.split(",") if p.strip())
    if not parts:
        raise InvalidArgument("--executor: no address given")
    if len(parts) == 1:
        grpcutil.split_address(parts[0])
        return ExecutorTarget(parts[0], parts)
    literal: list[str] = []
    families = set()
    for part in parts:
        host, port = grpcutil.split_address(part)
        if host.startswith("unix:"):
            raise InvalidArgument(f"--executor: {part!r}: a list takes HOST:PORT addresses only")
        ip = _ip_of(host, port)
        families.add(ip.version)
        literal.append(f"[{ip}]:{port}" if ip.version == 6 else f"{ip}:{port}")
    if len(families) > 1:
        raise InvalidArgument(f"--executor {address!r}: mixes IPv4 and IPv6 addresses")
    scheme = "ipv6" if families == {6} else "ipv4"
    return ExecutorTarget(f"{scheme}:{','.join(literal)}", parts)


def _ip_of(host: str, port: int) -> ipaddress.IPv4Address | ipaddress.IPv6Address:
    try:
        return ipaddress.ip_address(host)
    except ValueError:
        pass
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except OSError as exc:
        raise InvalidArgument(f"--executor: cannot resolve {host!r}: {exc}") from None
    ips = [ipaddress.ip_address(str(info[4][0])) for info in infos]
    return next((ip for ip in ips if ip.version == 4), ips[0])


def replica_count(target: ExecutorTarget) -> int:
    """How many replicas to open lanes for: the list's length, or the DNS name's records now."""
    if not target.dns:
        return len(target.replicas)
    host, port = grpcutil.split_address(target.replicas[0])
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except OSError:
        return 1
    return max(1, len({info[4][0] for info in infos}))


def channel(target: ExecutorTarget) -> grpc.Channel:
    """A plaintext channel over every replica, round_robin balanced."""
    options = [*grpcutil.CHANNEL_OPTIONS, ("grpc.service_config", ROUND_ROBIN)]
    return grpc.insecure_channel(target.target, options=options)


def is_infrastructure(exc: grpc.RpcError) -> bool:
    code = exc.code() if hasattr(exc, "code") else grpc.StatusCode.UNKNOWN
    if code in INFRASTRUCTURE:
        return True
    details = (exc.details() if hasattr(exc, "details") else str(exc)) or ""
    return code in (grpc.StatusCode.INTERNAL, grpc.StatusCode.UNKNOWN) and any(
        w in details.lower() for w in _RESET_WORDS
    )


Key = tuple[str, int, str]


def key_of(
    item: executor_pb2.Submission | executor_pb2.ExecutionResult | executor_pb2.SampleError,
) -> Key:
    return (item.task_id, item.language or common_pb2.LANGUAGE_PYTHON, item.sample_id)


def request_bytes(submission: executor_pb2.Submission) -> int:
    """The size of the ExecuteRequest carrying `submission` (its field's tag and length)."""
    size = submission.ByteSize()
    return size + 1 + len(_varint(size))


def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        byte, n = n & 0x7F, n >> 7
        out.append(byte | (0x80 if n else 0))
        if not n:
            return bytes(out)


def oversized(
    submission: executor_pb2.Submission, size: int, limit: int
) -> executor_pb2.SampleError:
    """The client's own answer to a submission too large to send."""
    language = enums.name_of(enums.LANGUAGES, submission.language or common_pb2.LANGUAGE_PYTHON)
    return executor_pb2.SampleError(
        task_id=submission.task_id,
        sample_id=submission.sample_id,
        language=submission.language,
        code=grpc.StatusCode.INVALID_ARGUMENT.value[0],
        message=(
            f"sample {submission.sample_id} of {submission.task_id} ({language}): its request is "
            f"{size:,} bytes, over the {limit:,} bytes ({limit / MIB:g} MiB) an executor takes "
            "in one message, so it was not sent: shorten the program (executors judge at most "
            "1 MiB of code)"
        ),
    )


def status_name(code: int) -> str:
    """A SampleError's code as a name: INVALID_ARGUMENT, NOT_FOUND, ..."""
    for status in grpc.StatusCode:
        if status.value[0] == code:
            return str(status.name)
    return f"STATUS_{code}"


def unjudged_error(errors: list[executor_pb2.SampleError]) -> RockmanError:
    """The RockmanError (by the first one's status code) reporting submissions that could not
    be judged: the first one's message, and how many more there were."""
    first = errors[0]
    message = first.message
    if first.sample_id not in message:
        message = f"sample {first.sample_id} of {first.task_id}: {message}"
    if len(errors) > 1:
        message += f" (and {len(errors) - 1} more submissions could not be judged)"
    for status, cls in grpcutil.ERROR_OF.items():
        if status.value[0] == first.code:
            return cls(message)
    return RockmanError(f"{status_name(first.code)}: {message}")


@dataclass(eq=False)
class _Stream:
    """One Execute call of a lane: what it was sent and has not answered yet."""

    inflight: list[executor_pb2.Submission] = field(default_factory=list)
    sent: int = 0
    dead: bool = False
    call: Any = None


_DONE = object()


class Dispatcher:
    """Submissions dealt out over `lanes` Execute streams; results yielded once each."""

    def __init__(
        self,
        stub: executor_pb2_grpc.ExecutorServiceStub,
        submissions: Iterable[executor_pb2.Submission],
        *,
        lanes: int,
        window: int,
        describe: str,
        timeout: float,
        rotate_after: int = ROTATE_AFTER,
        backoff: tuple[float, ...] = BACKOFF_S,
        max_request_bytes: int = MAX_REQUEST_BYTES,
    ) -> None:
        self.stub = stub
        self.source = iter(submissions)
        self.lanes = max(1, lanes)
        self.window = max(1, window)
        self.describe = describe
        self.timeout = timeout
        self.rotate_after = rotate_after
        self.backoff = backoff
        self.max_request_bytes = max_request_bytes
        self.cond = threading.Condition()
        self.retry: collections.deque[executor_pb2.Submission] = collections.deque()
        self.exhausted = False
        self.pending: collections.Counter[Key] = collections.Counter()
        self.outstanding = 0
        self.closed = False
        self.done_sent = False
        self.alive = self.lanes
        self.streams: set[_Stream] = set()
        self.out: queue.Queue[Any] = queue.Queue()
        self.resubmitted = 0
        self.log = logs.get("client")

    # -- the consumer --------------------------------------------------------------------------

    def results(self) -> Iterator[Answer]:
        """Each submission's result or SampleError, once, in completion order."""
        threads = [
            threading.Thread(target=self._lane, args=(i,), name=f"executor-lane-{i}", daemon=True)
            for i in range(self.lanes)
        ]
        for t in threads:
            t.start()
        try:
            while True:
                item = self.out.get()
                if item is _DONE:
                    return
                if isinstance(item, BaseException):
                    raise item
                yield item
        finally:
            with self.cond:
                self.closed = True
                calls = [s.call for s in self.streams if s.call is not None]
                self.cond.notify_all()
            for call in calls:
                call.cancel()

    # -- the lanes -----------------------------------------------------------------------------

    def _lane(self, index: int) -> None:
        try:
            self._lane_loop(index)
        except Exception as exc:  # a bug here must end the run, not hang it
            self._fatal(exc)

    def _lane_loop(self, index: int) -> None:
        failures = 0
        while True:
            with self.cond:
                if self.closed or self.done_sent:
                    return
                stream = _Stream()
                self.streams.add(stream)
            got = 0
            try:
                call = self.stub.Execute(
                    self._requests(stream),
                    timeout=self.timeout,
                    metadata=grpcutil.request_metadata(),
                )
                stream.call = call
                with self.cond:
                    closed = self.closed
                if closed:
                    call.cancel()
                for response in call:
                    got += 1
                    failures = 0
                    if response.HasField("error"):
                        self._deliver(response.error, stream)
                    else:
                        self._deliver(response.result, stream)
                self._abandon(stream)
                self._requeue(stream)  # nothing, unless the replica ended the stream early
                continue  # ended cleanly (all done, or rotation): maybe open another
            except grpc.RpcError as exc:
                if self._abandon(stream):
                    return
                if not is_infrastructure(exc):
                    self._fatal(grpcutil.raise_for_rpc_error(exc, f"executor at {self.describe}"))
                    return
                failures = 0 if got else failures + 1
                requeued = self._requeue(stream)
                self.log.warning(
                    "executor_stream_failed",
                    lane=index,
                    code=exc.code().name if hasattr(exc, "code") else "",
                    details=exc.details() if hasattr(exc, "details") else str(exc),
                    resubmitted=requeued,
                    attempt=failures,
                )
                if failures >= len(self.backoff):
                    self._lane_gave_up(exc)
                    return
                time.sleep(self.backoff[max(0, failures - 1)])
            except Exception as exc:  # the submissions' iterable failed, or a bug
                self._abandon(stream)
                self._fatal(exc)
                return

    def _requests(self, stream: _Stream) -> Iterator[executor_pb2.ExecuteRequest]:
        while True:
            submission = self._take(stream)
            if submission is None:
                return
            yield executor_pb2.ExecuteRequest(submission=submission)

    def _take(self, stream: _Stream) -> executor_pb2.Submission | None:
        """The next submission for `stream`, when its window has room; None ends its requests
        (the stream failed, rotates, or every submission has its result)."""
        with self.cond:
            while True:
                if self.closed or stream.dead or stream.sent >= self.rotate_after:
                    return None
                if len(stream.inflight) < self.window:
                    submission = self._next_locked()
                    if submission is not None:
                        stream.inflight.append(submission)
                        stream.sent += 1
                        return submission
                    if self.exhausted and self.outstanding == 0:
                        self._finish_locked()
                        return None
                self.cond.wait()

    def _next_locked(self) -> executor_pb2.Submission | None:
        if self.retry:
            return self.retry.popleft()
        while True:
            if self.exhausted:
                return None
            try:
                submission = next(self.source)
            except StopIteration:
                self.exhausted = True
                self.cond.notify_all()
                return None
            except Exception as exc:  # the caller's iterable failed: end the run with its error
                self.exhausted = True
                self._fatal(exc)
                return None
            size = request_bytes(submission)
            if size <= self.max_request_bytes:
                break
            self.out.put(oversized(submission, size, self.max_request_bytes))
        self.pending[key_of(submission)] += 1
        self.outstanding += 1
        return submission

    def _deliver(self, result: Answer, stream: _Stream) -> None:
        key = key_of(result)
        with self.cond:
            for i, sent in enumerate(stream.inflight):
                if key_of(sent) == key:
                    del stream.inflight[i]
                    break
            if self.pending[key] > 0:
                self.pending[key] -= 1
                self.outstanding -= 1
                self.out.put(result)
            else:
                self.log.warning("duplicate_result_dropped", task_id=key[0], sample_id=key[2])
            if self.exhausted and self.outstanding == 0:
                self._finish_locked()
            self.cond.notify_all()

    def _finish_locked(self) -> None:
        if not self.done_sent and not self.retry:
            self.done_sent = True
            self.out.put(_DONE)
            self.cond.notify_all()

    def _abandon(self, stream: _Stream) -> bool:
        """Mark the stream dead; True when the whole dispatch is over (closed by the caller)."""
        with self.cond:
            stream.dead = True
            self.streams.discard(stream)
            self.cond.notify_all()
            return self.closed

    def _requeue(self, stream: _Stream) -> int:
        with self.cond:
            lost = stream.inflight
            stream.inflight = []
            self.retry.extendleft(reversed(lost))
            self.resubmitted += len(lost)
            self.cond.notify_all()
            return len(lost)

    def _lane_gave_up(self, exc: grpc.RpcError) -> None:
        with self.cond:
            self.alive -= 1
            last = self.alive == 0
            self.cond.notify_all()
        if last:
            details = exc.details() if hasattr(exc, "details") else str(exc)
            self._fatal(
                Unavailable(
                    f"no executor replica left at {self.describe} "
                    "(results so far are kept; "
                    f"run again with the same --out to resume): {details}"
                )
            )

    def _fatal(self, exc: BaseException) -> None:
        with self.cond:  # reentrant (Condition's default RLock): _take calls this holding it
            if self.done_sent:
                return
            self.done_sent = True
            self.closed = True
            self.cond.notify_all()
        self.out.put(exc)


def window_for(capabilities: Callable[[], executor_pb2.GetCapabilitiesResponse]) -> int:
    """Per-lane in-flight cap: a replica's worker count (two lanes per replica then keep as
    many submissions in flight as the executor itself admits, 2 x workers)."""
    try:
        workers = capabilities().workers
    except RockmanError:
        return DEFAULT_WINDOW
    return max(1, workers) if workers else DEFAULT_WINDOW
