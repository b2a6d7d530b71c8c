"""Calls of the warm compilers (javac through javax.tools, tsc in a resident node).

A language module offers a `WarmCompiler` beside a program's cold `compile_argv`; the executor
sends the program's sources to that resident service (RunMode.SERVICE, native/service.py) and
gets back what the cold command would have left: the exit status, the compiler's messages and
the artefacts. The cold command stays the reference: a call that fails for any reason but the
program's own limits (the service crashed, would not start, broke its protocol, or the backend
has no resident services) falls back to it, and so do sources that are not UTF-8 (the services
read text; the compilers report such bytes themselves when they read files).

Frames (the services' side is in languages/warm/): entries, each a 4-byte big-endian length and
a UTF-8 key, a 4-byte length and the value. Request keys: "arg" (an option, in order),
"file:<name>" (a source) and the compiler's own settings (WarmCompiler.settings). Reply keys:
"exit" (the exit status as text), "diagnostics", and "file:<path>" for each file it wrote.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

from rockman.languages.base import Program

_LENGTH = struct.Struct("!I")


def encode(entries: list[tuple[str, bytes]]) -> bytes:
    parts = []
    for key, value in entries:
        raw = key.encode()
        parts += [_LENGTH.pack(len(raw)), raw, _LENGTH.pack(len(value)), value]
    return b"".join(parts)


def decode(payload: bytes) -> list[tuple[str, bytes]]:
    """The entries of a frame; ValueError when it is not a well-formed one."""
    entries = []
    offset = 0
    while offset < len(payload):
        fields = []
        for _ in range(2):
            if offset + _LENGTH.size > len(payload):
                raise ValueError("truncated entry")
            (size,) = _LENGTH.unpack_from(payload, offset)
            offset += _LENGTH.size
            if offset + size > len(payload):
                raise ValueError("truncated entry")
            fields.append(payload[offset : offset + size])
            offset += size
        entries.append((fields[0].decode(), fields[1]))
    return entries


def request(program: Program) -> bytes | None:
    """The request frame for the program's warm compiler; None when it must compile cold."""
    warm = program.warm
    if warm is None:
        return None
    entries = [(key, value.encode()) for key, value in warm.settings]
    entries += [("arg", arg.encode()) for arg in warm.args]
    for name in warm.sources:
        content = program.files[name]
        try:
            content.decode("utf-8")
        except UnicodeDecodeError:
            return None
        entries.append((f"file:{name}", content))
    return encode(entries)


@dataclass(frozen=True)
class Reply:
    exit_code: int
    diagnostics: str
    files: dict[str, bytes]


def reply(payload: bytes) -> Reply:
    """The compiler's answer; ValueError when the frame is not one."""
    exit_code: int | None = None
    diagnostics = ""
    files: dict[str, bytes] = {}
    for key, value in decode(payload):
        if key == "exit":
            exit_code = int(value.decode("ascii"))
        elif key == "diagnostics":
            diagnostics = value.decode("utf-8", "replace")
        elif key.startswith("file:"):
            name = key.removeprefix("file:")
            if name.startswith("/") or ".." in name.split("/"):
                raise ValueError(f"artefact {name!r} escapes the work folder")
            files[name] = value
    if exit_code is None:
        raise ValueError("no exit status in the reply")
    return Reply(exit_code, diagnostics, files)
