"""gRPC plumbing shared by the three services and the client.

- the one place where Rockman errors become status codes (``STATUS_OF``);
- a server interceptor that binds a request id, logs every call and maps errors;
- ``create_server`` (health checking and reflection included) and ``serve_until_signal``
  (graceful drain on SIGTERM/SIGINT);
- client helpers: address validation and channels that fail fast with a clear message.
"""

from __future__ import annotations

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

    def _fail(self, exc: BaseException, context: grpc.ServicerContext, request_id: str) -> None:
        if isinstance(exc, errors.RockmanError):
            code = status_of(exc)
            self.log.info("rpc_error", code=code.name, error=str(exc))
            context.abort(code, str(exc))
        self.log.exception("rpc_internal_error")
        context.abort(grpc.StatusCode.INTERNAL, f"internal error (request id {request_id})")

    def unary(self, behaviour: Callable[..., Any]) -> Callable[..., Any]:
        def wrapped(request: Any, context: grpc.ServicerContext) -> Any:
            request_id, start = self._begin(context)
            try:
                response = behaviour(request, context)
                self.log.debug("rpc_ok", ms=round((time.monotonic() - start) * 1000, 2))
                return response
            except Exception as exc:
                if _is_abort(exc):
                    raise
                self._fail(exc, context, request_id)
            finally:
                structlog.contextvars.clear_contextvars()

        return wrapped

    def streaming(self, behaviour: Callable[..., Iterator[Any]]) -> Callable[..., Iterator[Any]]:
        def wrapped(request: Any, context: grpc.ServicerContext) -> Iterator[Any]:
            request_id, start = self._begin(context)
            try:
                yield from behaviour(request, context)
                self.log.debug("rpc_ok", ms=round((time.monotonic() - start) * 1000, 2))
            except Exception as exc:
                if _is_abort(exc):
                    raise
                self._fail(exc, context, request_id)
            finally:
                structlog.contextvars.clear_contextvars()

        return wrapped


def _is_abort(exc: BaseException) -> bool:
    # context.abort raises a bare Exception subclass private to grpc; let it through untouched.
    return type(exc).__module__.startswith("grpc")


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
        if handler is None or handler_call_details.method.startswith(("/grpc.", "/grpc_")):
            return handler
        wrap = _ErrorMapping(handler_call_details.method, self.log)
        if handler.unary_unary:
            return grpc.unary_unary_rpc_method_handler(
                wrap.unary(handler.unary_unary),
                handler.request_deserializer,
                handler.response_serializer,
            )
        if handler.stream_unary:
            return grpc.stream_unary_rpc_method_handler(
                wrap.unary(handler.stream_unary),
                handler.request_deserializer,
                handler.response_serializer,
            )
        if handler.unary_stream:
            return grpc.unary_stream_rpc_method_handler(
                wrap.streaming(handler.unary_stream),
                handler.request_deserializer,
                handler.response_serializer,
            )
        return grpc.stream_stream_rpc_method_handler(
            wrap.streaming(handler.stream_stream),
            handler.request_deserializer,
            handler.response_serializer,
        )


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
) -> RunningServer:
    """Start a server on `address` (port 0 picks a free port) with health and reflection.

    `interceptors` run before the error mapping (authentication first); with `tls` the port
    is TLS (mTLS when a client CA is given)."""
    host, _ = split_address(address)
    service_name = services[0].full_name.rsplit(".", 1)[-1] if services else "rockman"
    server = grpc.server(
        futures.ThreadPoolExecutor(max_workers=max_workers, thread_name_prefix=service_name),
        interceptors=[*interceptors, ErrorMappingInterceptor(service_name)],
        options=CHANNEL_OPTIONS,
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
