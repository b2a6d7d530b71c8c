"""gRPC plumbing shared by the three services and the client.

- the one place where Rockman errors become status codes (``STATUS_OF``);
- a server interceptor that binds a request id, logs every call and maps errors;
- ``create_server`` (health checking and reflection included) and ``serve_until_signal``
  (graceful drain on SIGTERM/SIGINT);
- client helpers: address validation and channels that fail fast with a clear message.
"""

from __future__ import annotations

import collections
import hashlib
import signal
import threading
import time
import uuid
from collections.abc import Callable, Iterator, Sequence
from concurrent import futures
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import grpc
import structlog
from grpc_health.v1 import health, health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection

from rockman import errors, logs

STATUS_OF: dict[type[errors.RockmanError], grpc.StatusCode] = {
    errors.InvalidArgument: grpc.StatusCode.INVALID_ARGUMENT,
    errors.NotFound: grpc.StatusCode.NOT_FOUND,
    errors.AlreadyExists: grpc.StatusCode.ALREADY_EXISTS,
    errors.FailedPrecondition: grpc.StatusCode.FAILED_PRECONDITION,
    errors.PermissionDenied: grpc.StatusCode.PERMISSION_DENIED,
    errors.Unauthenticated: grpc.StatusCode.UNAUTHENTICATED,
    errors.DataLoss: grpc.StatusCode.DATA_LOSS,
    errors.Unavailable: grpc.StatusCode.UNAVAILABLE,
    errors.ResourceExhausted: grpc.StatusCode.RESOURCE_EXHAUSTED,
}
ERROR_OF: dict[grpc.StatusCode, type[errors.RockmanError]] = {v: k for k, v in STATUS_OF.items()}

REQUEST_ID_KEY = "x-request-id"
# A suite version travels in one PutVersion message; every problem's cases appear once per
# language it is rendered into (7x for the starter suite: 36 MB built, 69 MB re-imported from a
# full export), hence more than gRPC's usual 4 MiB or our earlier 64 MiB.
MAX_MESSAGE_BYTES = 256 * 1024 * 1024
CHANNEL_OPTIONS = [
    ("grpc.max_receive_message_length", MAX_MESSAGE_BYTES),
    ("grpc.max_send_message_length", MAX_MESSAGE_BYTES),
]
# What a server accepts in one request message unless told otherwise: a submission, a batch of
# results to score. Only the registry's suite uploads need MAX_MESSAGE_BYTES.
DEFAULT_MAX_REQUEST_BYTES = 16 * 1024 * 1024


# An error message travels in the grpc-message trailer, percent-encoded (up to 3x its UTF-8
# size), and clients may drop trailers over 8 KiB (always over 16 KiB): a message echoing a huge
# request field (e.g. a 2 MB suite name) reached the client as RESOURCE_EXHAUSTED "metadata
# size exceeds soft/hard limit" instead of the error.
MAX_DETAILS_BYTES = 2048


def bounded_details(message: str) -> str:
    """`message`, cut to MAX_DETAILS_BYTES of UTF-8 (saying so) when longer."""
    data = message.encode("utf-8", "replace")
    if len(data) <= MAX_DETAILS_BYTES:
        return message
    head = data[:MAX_DETAILS_BYTES].decode("utf-8", "ignore")
    return f"{head}... [cut: {len(data)} bytes in all]"


def status_of(exc: errors.RockmanError) -> grpc.StatusCode:
    for cls in type(exc).__mro__:
        if cls in STATUS_OF:
            return STATUS_OF[cls]
    return grpc.StatusCode.UNKNOWN


class _ErrorMapping:
    """Wraps one handler behaviour: binds the request id, logs, maps errors to statuses."""

    def __init__(self, method: str, log: Any) -> None:
        self.method = method
        self.log = log

    def _begin(self, context: grpc.ServicerContext) -> tuple[str, float]:
        metadata = dict(context.invocation_metadata() or ())
        request_id = str(metadata.get(REQUEST_ID_KEY) or uuid.uuid4().hex[:16])
        structlog.contextvars.bind_contextvars(request_id=request_id, method=self.method)
        return request_id, time.monotonic()

    def _checked(self, request: Any) -> Any:
        """The request, or InvalidArgument for one that did not decode (_tolerant); a request
        stream is checked message by message as the servicer reads it."""
        if isinstance(request, _Undecodable):
            raise errors.InvalidArgument(request.explain(self.method))
        if hasattr(request, "__next__"):
            return self._checked_stream(request)
        return request

    def _checked_stream(self, requests: Iterator[Any]) -> Iterator[Any]:
        for request in requests:
            if isinstance(request, _Undecodable):
                raise errors.InvalidArgument(request.explain(self.method))
            yield request

    def _fail(self, exc: BaseException, context: grpc.ServicerContext, request_id: str) -> None:
        if isinstance(exc, errors.RockmanError):
            code = status_of(exc)
            self.log.info("rpc_error", code=code.name, error=str(exc)[:MAX_DETAILS_BYTES])
            context.abort(code, bounded_details(str(exc)))
        self.log.exception("rpc_internal_error")
        context.abort(grpc.StatusCode.INTERNAL, f"internal error (request id {request_id})")

    def unary(self, behaviour: Callable[..., Any]) -> Callable[..., Any]:
        def wrapped(request: Any, context: grpc.ServicerContext) -> Any:
            request_id, start = self._begin(context)
            try:
                response = behaviour(self._checked(request), context)
                self.log.debug("rpc_ok", ms=round((time.monotonic() - start) * 1000, 2))
                return response
            except Exception as exc:
                if _is_abort(exc, context):
                    raise
                self._fail(exc, context, request_id)
            finally:
                structlog.contextvars.clear_contextvars()

        return wrapped

    def streaming(self, behaviour: Callable[..., Iterator[Any]]) -> Callable[..., Iterator[Any]]:
        def wrapped(request: Any, context: grpc.ServicerContext) -> Iterator[Any]:
            request_id, start = self._begin(context)
            try:
                yield from behaviour(self._checked(request), context)
                self.log.debug("rpc_ok", ms=round((time.monotonic() - start) * 1000, 2))
            except Exception as exc:
                if _is_abort(exc, context):
                    raise
                self._fail(exc, context, request_id)
            finally:
                structlog.contextvars.clear_contextvars()

        return wrapped


def _is_abort(exc: BaseException, context: grpc.ServicerContext) -> bool:
    """Whether `exc` comes from context.abort (the status is already set: let it through
    untouched). grpc 1.85 raises a bare `Exception()` there, after recording the code; older
    releases raised a private subclass. Without this a servicer's own abort (e.g. the runner's
    FAILED_PRECONDITION) became INTERNAL."""
    if type(exc).__module__.startswith("grpc"):
        return True
    return type(exc) is Exception and not exc.args and context.code() is not None


class _Undecodable:
    """A request message that did not parse, standing in for it (see _tolerant)."""

    def __init__(self, error: str) -> None:
        self.error = error

    def explain(self, method: str) -> str:
        return (
            f"the request to {method} is not a valid serialized message of its request type "
            f"({self.error}); send the protobuf message the method takes (rockman/v1/*.proto)"
        )


def _tolerant(deserializer: Callable[[bytes], Any] | None) -> Callable[[bytes], Any] | None:
    """A deserializer that never fails: bytes that do not parse become _Undecodable, which
    the error mapping answers with INVALID_ARGUMENT. grpc-python's own answer, INTERNAL, is
    worse for a client error, and in a request stream grpc ends the servicer's iterator as if
    the stream had closed: a servicer that then answered had grpc send a second status, and
    that call was never released (the server's stop waited for it forever)."""
    if deserializer is None:
        return None

    def deserialize(data: bytes) -> Any:
        try:
            return deserializer(data)
        except Exception as exc:
            return _Undecodable(f"{type(exc).__name__}: {exc}")

    return deserialize


def rewrap(
    handler: grpc.RpcMethodHandler,
    unary: Callable[[Callable[..., Any]], Callable[..., Any]],
    streaming: Callable[[Callable[..., Iterator[Any]]], Callable[..., Iterator[Any]]],
    tolerant: bool = False,
) -> grpc.RpcMethodHandler:
    """The same handler with its behaviour wrapped: `unary` for calls answering one message,
    `streaming` for calls answering a stream; `tolerant`: with a deserializer that never fails
    (_tolerant)."""
    deserializer = handler.request_deserializer
    ser = (_tolerant(deserializer) if tolerant else deserializer, handler.response_serializer)
    if handler.unary_unary:
        return grpc.unary_unary_rpc_method_handler(unary(handler.unary_unary), *ser)
    if handler.stream_unary:
        return grpc.stream_unary_rpc_method_handler(unary(handler.stream_unary), *ser)
    if handler.unary_stream:
        return grpc.unary_stream_rpc_method_handler(streaming(handler.unary_stream), *ser)
    return grpc.stream_stream_rpc_method_handler(streaming(handler.stream_stream), *ser)


def _is_application(method: str) -> bool:
    """Rockman's own methods, not health checking or reflection."""
    return not method.startswith(("/grpc.", "/grpc_"))


class ErrorMappingInterceptor(grpc.ServerInterceptor):
    """Maps RockmanError to status codes and logs each call with its request id."""

    def __init__(self, service: str) -> None:
        self.log = logs.get(service)

    def intercept_service(
        self,
        continuation: Callable[[grpc.HandlerCallDetails], grpc.RpcMethodHandler | None],
        handler_call_details: grpc.HandlerCallDetails,
    ) -> grpc.RpcMethodHandler | None:
        handler = continuation(handler_call_details)
        if handler is None or not _is_application(handler_call_details.method):
            return handler
        wrap = _ErrorMapping(handler_call_details.method, self.log)
        return rewrap(handler, wrap.unary, wrap.streaming, tolerant=True)


def client_key(metadata: Sequence[tuple[str, Any]] | None) -> str:
    """Who is calling, for per-client limits: a digest of the bearer token (never the token
    itself), or "anonymous" for a call without one."""
    for key, value in metadata or ():
        if key == "authorization" and str(value).lower().startswith("bearer "):
            return "token:" + hashlib.sha256(str(value)[7:].strip().encode()).hexdigest()[:12]
    return "anonymous"


class ConcurrencyLimitInterceptor(grpc.ServerInterceptor):
    """At most `limit` application calls in flight per client (keyed by client_key); one more
    is refused with RESOURCE_EXHAUSTED, so that one client cannot take every worker of a shared
    service. A call counts from its first byte of work until it ends, cancelled ones included."""

    def __init__(self, limit: int, service: str) -> None:
        if limit < 1:
            raise errors.InvalidArgument(f"the per-client call limit must be >= 1, not {limit}")
        self.limit = limit
        self.service = service
        self._lock = threading.Lock()
        self._in_flight: dict[str, int] = {}

    def in_flight(self) -> dict[str, int]:
        with self._lock:
            return dict(self._in_flight)

    def _enter(self, context: grpc.ServicerContext) -> Callable[[], None]:
        key = client_key(context.invocation_metadata())
        with self._lock:
            held = self._in_flight.get(key, 0)
            if held >= self.limit:
                context.abort(
                    grpc.StatusCode.RESOURCE_EXHAUSTED,
                    f"this client already has {held} calls in flight on the {self.service}, "
                    f"its limit; wait for one to finish (operators raise it with "
                    f"--max-calls-per-client)",
                )
            self._in_flight[key] = held + 1
        done = threading.Event()

        def leave() -> None:
            with self._lock:
                if done.is_set():
                    return
                done.set()
                left = self._in_flight.get(key, 1) - 1
                if left > 0:
                    self._in_flight[key] = left
                else:
                    self._in_flight.pop(key, None)

        context.add_callback(leave)
        return leave

    def _unary(self, behaviour: Callable[..., Any]) -> Callable[..., Any]:
        def wrapped(request: Any, context: grpc.ServicerContext) -> Any:
            leave = self._enter(context)
            try:
                return behaviour(request, context)
            finally:
                leave()

        return wrapped

    def _streaming(self, behaviour: Callable[..., Iterator[Any]]) -> Callable[..., Iterator[Any]]:
        def wrapped(request: Any, context: grpc.ServicerContext) -> Iterator[Any]:
            leave = self._enter(context)
            try:
                yield from behaviour(request, context)
            finally:
                leave()

        return wrapped

    def intercept_service(
        self,
        continuation: Callable[[grpc.HandlerCallDetails], grpc.RpcMethodHandler | None],
        handler_call_details: grpc.HandlerCallDetails,
    ) -> grpc.RpcMethodHandler | None:
        handler = continuation(handler_call_details)
        if handler is None or not _is_application(handler_call_details.method):
            return handler
        return rewrap(handler, self._unary, self._streaming)


class Service:
    """What create_server needs to host one application service."""

    def __init__(
        self, full_name: str, add_to_server: Callable[[Any, grpc.Server], None], servicer: Any
    ):
        self.full_name = full_name
        self.add_to_server = add_to_server
        self.servicer = servicer


class RunningServer:
    """A started gRPC server, its bound port and its health servicer."""

    def __init__(
        self,
        server: grpc.Server,
        port: int,
        host: str,
        health: health.HealthServicer,
        names: Sequence[str],
    ) -> None:
        self.server = server
        self.port = port
        self.host = host
        self.health = health
        self.names = list(names)
        self.on_stop: list[Callable[[], None]] = []

    @property
    def address(self) -> str:
        if self.host.startswith("unix:"):
            return self.host
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{host}:{self.port}"

    def stop(self, grace: float = 5.0) -> None:
        """Drain: report NOT_SERVING, refuse new calls, let running ones finish within `grace`,
        then release what the service holds (its `on_stop` callbacks)."""
        for name in ["", *self.names]:
            self.health.set(name, health_pb2.HealthCheckResponse.NOT_SERVING)
        self.server.stop(grace).wait()
        while self.on_stop:
            self.on_stop.pop()()


def split_address(address: str) -> tuple[str, int]:
    """Parse HOST:PORT (IPv6 hosts in brackets); InvalidArgument says what is wrong.
    `unix:PATH` addresses come back as (address, 0)."""
    if address.startswith("unix:"):
        return address, 0
    host, sep, port_text = address.rpartition(":")
    if not sep or not host or not port_text.isdigit() or int(port_text) > 65535:
        raise errors.InvalidArgument(f"address {address!r} is not HOST:PORT (e.g. 127.0.0.1:50051)")
    return host.strip("[]"), int(port_text)


@dataclass(frozen=True)
class TlsFiles:
    """PEM files. Server: cert+key, and `ca` to require client certificates (mTLS).
    Client: `ca` to trust the server, and cert+key to present a client certificate."""

    ca: Path | None = None
    cert: Path | None = None
    key: Path | None = None

    def _read(self, path: Path | None) -> bytes | None:
        if path is None:
            return None
        try:
            return path.read_bytes()
        except OSError as exc:
            raise errors.InvalidArgument(f"cannot read TLS file {path}: {exc}") from None

    def server_credentials(self) -> grpc.ServerCredentials:
        cert, key = self._read(self.cert), self._read(self.key)
        if cert is None or key is None:
            raise errors.InvalidArgument("a TLS server needs both --tls-cert and --tls-key")
        ca = self._read(self.ca)
        return grpc.ssl_server_credentials(
            [(key, cert)], root_certificates=ca, require_client_auth=ca is not None
        )

    def channel_credentials(self) -> grpc.ChannelCredentials:
        if (self.cert is None) != (self.key is None):
            raise errors.InvalidArgument("a client certificate needs both cert and key")
        return grpc.ssl_channel_credentials(
            root_certificates=self._read(self.ca),
            private_key=self._read(self.key),
            certificate_chain=self._read(self.cert),
        )


def create_server(
    address: str,
    services: Sequence[Service],
    max_workers: int = 32,
    interceptors: Sequence[grpc.ServerInterceptor] = (),
    tls: TlsFiles | None = None,
    max_request_bytes: int = DEFAULT_MAX_REQUEST_BYTES,
    max_calls_per_client: int | None = None,
) -> RunningServer:
    """Start a server on `address` (port 0 picks a free port) with health and reflection.

    `interceptors` run first (authentication), then the per-client call limit, then the error
    mapping; with `tls` the port is TLS (mTLS when a client CA is given). A request message
    larger than `max_request_bytes` is refused by gRPC itself with RESOURCE_EXHAUSTED."""
    host, _ = split_address(address)
    service_name = services[0].full_name.rsplit(".", 1)[-1] if services else "rockman"
    limit = (
        [ConcurrencyLimitInterceptor(max_calls_per_client, service_name)]
        if max_calls_per_client
        else []
    )
    options = [
        ("grpc.max_receive_message_length", max_request_bytes),
        ("grpc.max_send_message_length", MAX_MESSAGE_BYTES),
    ]
    server = grpc.server(
        futures.ThreadPoolExecutor(max_workers=max_workers, thread_name_prefix=service_name),
        interceptors=[*interceptors, *limit, ErrorMappingInterceptor(service_name)],
        options=options,
    )
    health_servicer = health.HealthServicer(experimental_non_blocking=True)
    health_pb2_grpc.add_HealthServicer_to_server(health_servicer, server)
    names = [s.full_name for s in services]
    for svc in services:
        svc.add_to_server(svc.servicer, server)
    reflection.enable_server_reflection(
        [
            *names,
            health_pb2.DESCRIPTOR.services_by_name["Health"].full_name,
            reflection.SERVICE_NAME,
        ],
        server,
    )
    try:
        if tls is not None:
            port = server.add_secure_port(address, tls.server_credentials())
        else:
            port = server.add_insecure_port(address)
    except RuntimeError as exc:
        raise errors.Unavailable(f"cannot listen on {address}: {exc}") from None
    if port == 0:
        raise errors.Unavailable(f"cannot listen on {address} (address in use or not local)")
    server.start()
    for name in ["", *names]:
        health_servicer.set(name, health_pb2.HealthCheckResponse.SERVING)
    return RunningServer(server, port, host, health_servicer, names)


class StopSignal:
    """SIGTERM and SIGINT handlers, installed before a server announces its address: a signal
    sent the moment the address appears must drain the server, not kill it."""

    def __init__(self) -> None:
        self.event = threading.Event()
        self.signum = 0
        self._previous = {
            s: signal.signal(s, self._on_signal) for s in (signal.SIGTERM, signal.SIGINT)
        }

    def _on_signal(self, signum: int, _frame: object) -> None:
        self.signum = signum
        self.event.set()

    def wait(self) -> None:
        """Block until a signal came, then put the previous handlers back."""
        try:
            self.event.wait()
        finally:
            for sig, handler in self._previous.items():
                signal.signal(sig, handler)


def serve_until_signal(
    servers: Sequence[RunningServer], grace: float = 10.0, stop: StopSignal | None = None
) -> None:
    """Block until SIGTERM or SIGINT (handlers from `stop`, or installed now), then drain every
    server gracefully."""
    stop = stop or StopSignal()
    stop.wait()
    name = signal.Signals(stop.signum).name if stop.signum else ""
    logs.get("server").info("draining", signal=name, grace_s=grace)
    for running in servers:
        running.stop(grace)
    logs.get("server").info("stopped")


def channel(address: str, tls: TlsFiles | None = None) -> grpc.Channel:
    """A channel to a Rockman service: TLS when `tls` is given, else plaintext (loopback or a
    trusted network)."""
    split_address(address)
    if tls is not None:
        return grpc.secure_channel(address, tls.channel_credentials(), options=CHANNEL_OPTIONS)
    return grpc.insecure_channel(address, options=CHANNEL_OPTIONS)


class _CallDetails(
    collections.namedtuple(
        "_CallDetails",
        ("method", "timeout", "metadata", "credentials", "wait_for_ready", "compression"),
    ),
    grpc.ClientCallDetails,
):
    pass


class _Authorize(
    grpc.UnaryUnaryClientInterceptor,
    grpc.UnaryStreamClientInterceptor,
    grpc.StreamUnaryClientInterceptor,
    grpc.StreamStreamClientInterceptor,
):
    """Adds the bearer token to every call that does not carry one."""

    def __init__(self, token: str) -> None:
        self._header = ("authorization", f"Bearer {token}")

    def _details(self, details: grpc.ClientCallDetails) -> grpc.ClientCallDetails:
        metadata = list(details.metadata or ())
        if not any(key == "authorization" for key, _ in metadata):
            metadata.append(self._header)
        return _CallDetails(
            details.method,
            details.timeout,
            metadata,
            details.credentials,
            getattr(details, "wait_for_ready", None),
            getattr(details, "compression", None),
        )

    def intercept_unary_unary(self, continuation: Any, details: Any, request: Any) -> Any:
        return continuation(self._details(details), request)

    def intercept_unary_stream(self, continuation: Any, details: Any, request: Any) -> Any:
        return continuation(self._details(details), request)

    def intercept_stream_unary(self, continuation: Any, details: Any, requests: Any) -> Any:
        return continuation(self._details(details), requests)

    def intercept_stream_stream(self, continuation: Any, details: Any, requests: Any) -> Any:
        return continuation(self._details(details), requests)


def authorized(ch: grpc.Channel, token: str | None) -> grpc.Channel:
    """`ch` with `token` sent as the bearer token of every call (unchanged without a token).
    Close the underlying channel, not this wrapper."""
    return grpc.intercept_channel(ch, _Authorize(token)) if token else ch


def wait_ready(ch: grpc.Channel, address: str, what: str, timeout: float = 5.0) -> None:
    """Fail fast with Unavailable naming the service and address when it cannot be reached."""
    try:
        grpc.channel_ready_future(ch).result(timeout=timeout)
    except grpc.FutureTimeoutError:
        raise errors.Unavailable(f"cannot reach the {what} at {address}") from None


def raise_for_rpc_error(exc: grpc.RpcError, what: str) -> errors.RockmanError:
    """Translate an RpcError from a Rockman service back into the matching RockmanError."""
    code = exc.code() if hasattr(exc, "code") else grpc.StatusCode.UNKNOWN
    details = exc.details() if hasattr(exc, "details") else str(exc)
    cls = ERROR_OF.get(code)
    if code in (grpc.StatusCode.UNAVAILABLE, grpc.StatusCode.DEADLINE_EXCEEDED):
        return errors.Unavailable(f"{what}: {details}")
    if code == grpc.StatusCode.UNAUTHENTICATED:
        return errors.Unauthenticated(f"{what}: {details}; pass --token or set ROCKMAN_TOKEN")
    if cls is None:
        return errors.RockmanError(f"{what}: {code.name}: {details}")
    return cls(details)


def request_metadata(
    request_id: str | None = None, token: str | None = None
) -> list[tuple[str, str]]:
    """Metadata for an outgoing call: a request id for cross-service logs, and the caller's
    bearer token when it has one."""
    metadata = [(REQUEST_ID_KEY, request_id or uuid.uuid4().hex[:16])]
    if token:
        metadata.append(("authorization", f"Bearer {token}"))
    return metadata
