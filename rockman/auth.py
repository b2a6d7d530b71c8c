"""Roles carried as bearer tokens in gRPC metadata (`authorization: Bearer <token>`).

Roles: reader (prompts, public cases, metadata, hashes, canaries), executor (reader + test
bundles), publisher (everything, including writes and full exports). Tokens are configured per
deployment in a JSON file ``{"reader": [...], "executor": [...], "publisher": [...]}`` readable
by its owner only; the server keeps only their SHA256. Embedded mode generates fresh tokens per
process and wires them itself.
"""

from __future__ import annotations

import enum
import hashlib
import hmac
import json
import os
import secrets
import stat
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

import grpc
from google.protobuf import descriptor_pool

from rockman import grpcutil, logs
from rockman.errors import FailedPrecondition, InvalidArgument

AUTH_HEADER = "authorization"
TOKENS_FILE_ENV = "ROCKMAN_TOKENS_FILE"


class Role(enum.Enum):
    READER = "reader"
    EXECUTOR = "executor"
    PUBLISHER = "publisher"


READ = frozenset({Role.READER, Role.EXECUTOR, Role.PUBLISHER})
EXECUTE = frozenset({Role.EXECUTOR, Role.PUBLISHER})
PUBLISH = frozenset({Role.PUBLISHER})


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


class Tokens:
    """Token digests and their roles."""

    def __init__(self, by_role: Mapping[Role, list[str]]) -> None:
        self._roles: dict[str, Role] = {}
        for role, tokens in by_role.items():
            for token in tokens:
                if len(token) < 16:
                    raise InvalidArgument(f"a {role.value} token is shorter than 16 characters")
                self._roles[_digest(token)] = role

    def role_of(self, token: str) -> Role | None:
        digest = _digest(token)
        for known, role in self._roles.items():
            if hmac.compare_digest(known, digest):
                return role
        return None

    @staticmethod
    def generate() -> dict[Role, str]:
        """One fresh random token per role. Prefixed, so that a token never starts with "-"
        (a command line would take `--registry-token -x…` for an option)."""
        return {role: f"rk-{secrets.token_urlsafe(32)}" for role in Role}

    @classmethod
    def from_plain(cls, plain: Mapping[Role, str]) -> Tokens:
        return cls({role: [token] for role, token in plain.items()})

    @classmethod
    def load(cls, path: Path) -> Tokens:
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise FailedPrecondition(f"tokens file {path} does not exist") from None
        except (OSError, json.JSONDecodeError) as exc:
            raise InvalidArgument(f"tokens file {path} is not readable JSON: {exc}") from None
        if not isinstance(raw, dict):
            raise InvalidArgument(f"tokens file {path}: must map roles to lists of tokens")
        by_role: dict[Role, list[str]] = {}
        for name, tokens in raw.items():
            try:
                role = Role(name)
            except ValueError:
                raise InvalidArgument(
                    f"tokens file {path}: unknown role {name!r} (reader, executor, publisher)"
                ) from None
            if isinstance(tokens, str):
                tokens = [tokens]
            if not isinstance(tokens, list) or not all(isinstance(t, str) for t in tokens):
                raise InvalidArgument(f"tokens file {path}: {name} must be a list of strings")
            by_role[role] = tokens
        return cls(by_role)

    @staticmethod
    def write(path: Path, plain: Mapping[Role, str]) -> None:
        """Write a tokens file readable by its owner only; never overwrites."""
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, stat.S_IRUSR | stat.S_IWUSR)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump({role.value: [token] for role, token in plain.items()}, f, indent=2)

    @classmethod
    def load_or_create(cls, path: Path) -> tuple[Tokens, dict[Role, str] | None]:
        """The tokens in `path`, creating the file with fresh tokens when absent (then the new
        plaintext tokens are returned too)."""
        if path.exists():
            return cls.load(path), None
        plain = cls.generate()
        try:
            cls.write(path, plain)
        except FileExistsError:
            return cls.load(path), None
        return cls.from_plain(plain), plain


def policy_for(
    service_names: Iterable[str], allowed: frozenset[Role]
) -> dict[str, frozenset[Role]]:
    """Every method of these services (full names, e.g. rockman.v1.ExecutorService) open to
    `allowed`: read from the protobuf descriptors, so a method added later is covered too."""
    pool = descriptor_pool.Default()
    return {
        f"/{name}/{method.name}": allowed
        for name in service_names
        for method in pool.FindServiceByName(name).methods
    }


def tokens_for_service(path: Path | None, insecure_no_auth: bool, service: str) -> Tokens | None:
    """The tokens a service started from the command line checks: from `path`, or none at
    all when the operator said --insecure-no-auth; neither is a configuration error."""
    if insecure_no_auth:
        return None
    if path is None:
        raise FailedPrecondition(
            f"the {service} needs --tokens-file (or ${TOKENS_FILE_ENV}): the same role tokens "
            f"file as the registry; --insecure-no-auth serves without authentication"
        )
    return Tokens.load(path)


def read_token_file(path: Path, role: Role) -> str:
    """The first token of `role` in a tokens file (for clients started beside a server)."""
    raw = json.loads(path.read_text(encoding="utf-8"))
    tokens = raw.get(role.value)
    token = tokens if isinstance(tokens, str) else (tokens or [None])[0]
    if not isinstance(token, str):
        raise InvalidArgument(f"tokens file {path} has no {role.value} token")
    return token


def bearer(token: str | None) -> list[tuple[str, str]]:
    return [(AUTH_HEADER, f"Bearer {token}")] if token else []


def _rejecting(
    handler: grpc.RpcMethodHandler, code: grpc.StatusCode, message: str
) -> grpc.RpcMethodHandler:
    def abort(_request: Any, context: grpc.ServicerContext) -> Any:
        context.abort(code, message)

    kinds: list[tuple[str, Callable[..., grpc.RpcMethodHandler]]] = [
        ("unary_unary", grpc.unary_unary_rpc_method_handler),
        ("unary_stream", grpc.unary_stream_rpc_method_handler),
        ("stream_unary", grpc.stream_unary_rpc_method_handler),
        ("stream_stream", grpc.stream_stream_rpc_method_handler),
    ]
    for attr, make in kinds:
        if getattr(handler, attr):
            return make(abort, handler.request_deserializer, handler.response_serializer)
    raise RuntimeError("unknown handler kind")


class AuthInterceptor(grpc.ServerInterceptor):
    """Checks the caller's role against a per-method policy before the servicer runs.

    Methods outside the policy (health checking, reflection) need no token. The token itself
    never appears in logs or messages.
    """

    def __init__(self, tokens: Tokens, policy: Mapping[str, frozenset[Role]]) -> None:
        self.tokens = tokens
        self.policy = policy
        self.log = logs.get("auth")

    def _refuse(
        self,
        handler: grpc.RpcMethodHandler,
        details: grpc.HandlerCallDetails,
        code: grpc.StatusCode,
        message: str,
    ) -> grpc.RpcMethodHandler:
        """Refused, and logged for the operator: the method, the reason, and a digest of the
        token (client_key), never the token."""
        self.log.warning(
            "call_refused",
            method=details.method,
            code=code.name,
            reason=message,
            client=grpcutil.client_key(tuple(details.invocation_metadata or ())),
        )
        return _rejecting(handler, code, message)

    def intercept_service(
        self,
        continuation: Callable[[grpc.HandlerCallDetails], grpc.RpcMethodHandler | None],
        handler_call_details: grpc.HandlerCallDetails,
    ) -> grpc.RpcMethodHandler | None:
        handler = continuation(handler_call_details)
        allowed = self.policy.get(handler_call_details.method)
        if handler is None or allowed is None:
            return handler
        metadata = dict(handler_call_details.invocation_metadata or ())
        header = str(metadata.get(AUTH_HEADER, ""))
        scheme, _, token = header.partition(" ")
        if scheme.lower() != "bearer" or not token:
            return self._refuse(
                handler,
                handler_call_details,
                grpc.StatusCode.UNAUTHENTICATED,
                "missing bearer token (metadata 'authorization: Bearer <token>')",
            )
        role = self.tokens.role_of(token.strip())
        if role is None:
            return self._refuse(
                handler, handler_call_details, grpc.StatusCode.UNAUTHENTICATED, "unknown token"
            )
        if role not in allowed:
            method = handler_call_details.method.rsplit("/", 1)[-1]
            return self._refuse(
                handler,
                handler_call_details,
                grpc.StatusCode.PERMISSION_DENIED,
                f"role {role.value} may not call {method}",
            )
        return handler
