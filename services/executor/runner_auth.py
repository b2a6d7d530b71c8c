"""The secret between an executor and each runner daemon it starts.

A runner's socket sits in a folder only the executor's user can enter, and the runner checks a
bearer token besides: a fresh random one per runner, handed over in a file the runner reads and
deletes before it serves (never in its argv or environment, which every run it forks would
inherit and could read back).
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path

import grpc

from rockman import auth, grpcutil
from rockman.v1 import runner_pb2

SERVICE_NAME = runner_pb2.DESCRIPTOR.services_by_name["RunnerService"].full_name


def write_token(path: Path, uid: int | None = None) -> str:
    """A fresh token in a new file at `path` (mode 0400, owned by `uid` when given)."""
    token = f"rr-{secrets.token_urlsafe(32)}"
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o400)
    try:
        if uid is not None:
            os.fchown(fd, uid, uid)
        os.write(fd, token.encode())
    finally:
        os.close(fd)
    return token


def take_token(path: Path) -> str:
    """Read the token file and delete it."""
    try:
        token = path.read_text(encoding="utf-8").strip()
    finally:
        path.unlink(missing_ok=True)
    if len(token) < 16:
        raise ValueError(f"runner token file {path} holds no token")
    return token


def interceptor(token: str) -> grpc.ServerInterceptor:
    """The runner's check: every RunnerService method needs the executor's token."""
    tokens = auth.Tokens({auth.Role.EXECUTOR: [token]})
    return auth.AuthInterceptor(tokens, auth.policy_for([SERVICE_NAME], auth.EXECUTE))


def channel(socket_path: Path, token: str) -> tuple[grpc.Channel, grpc.Channel]:
    """(the raw channel to close, the channel that sends `token` on every call)."""
    raw = grpcutil.channel(f"unix:{socket_path}")
    return raw, grpcutil.authorized(raw, token)
