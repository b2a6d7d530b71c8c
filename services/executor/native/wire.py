"""Length-prefixed messages between a runner's front-end, fork-server and sandbox init, with
file descriptors passed alongside (SCM_RIGHTS)."""

from __future__ import annotations

import socket
import struct

MAX_MESSAGE = 256 * 1024 * 1024


def send_message(sock: socket.socket, payload: bytes) -> None:
    sock.sendall(struct.pack("!I", len(payload)) + payload)


def send_tagged(
    sock: socket.socket, tag: bytes, payload: bytes = b"", fds: tuple[int, ...] = ()
) -> None:
    header = struct.pack("!Ic", len(payload), tag)
    if fds:
        socket.send_fds(sock, [header], list(fds))
    else:
        sock.sendall(header)
    sock.sendall(payload)


def recv_tagged(sock: socket.socket, max_fds: int = 1) -> tuple[bytes, bytes, list[int]] | None:
    """(tag, payload, file descriptors); None at end of stream."""
    data, fds, _, _ = socket.recv_fds(sock, 5, max_fds)
    if not data:
        return None
    rest = _recv_exact(sock, 5 - len(data)) if len(data) < 5 else b""
    if rest is None:
        return None
    size, tag = struct.unpack("!Ic", data + rest)
    payload = _recv_exact(sock, size) if size else b""
    if payload is None:
        return None
    return tag, payload, list(fds)


def recv_message(sock: socket.socket) -> bytes | None:
    header = _recv_exact(sock, 4)
    if header is None:
        return None
    (size,) = struct.unpack("!I", header)
    if size > MAX_MESSAGE:
        raise ValueError(f"message of {size} bytes")
    return _recv_exact(sock, size)


def _recv_exact(sock: socket.socket, size: int) -> bytes | None:
    chunks = []
    while size:
        chunk = sock.recv(min(size, 1 << 20))
        if not chunk:
            return None
        chunks.append(chunk)
        size -= len(chunk)
    return b"".join(chunks)
