"""Reading JSON Lines files, plain or gzip-compressed, all-or-nothing.

Importers must never register half a file: any bad line (not JSON, not an object, not UTF-8, or a
truncated gzip stream) raises InvalidArgument naming ``FILE:LINE`` and nothing is returned.
Gzip is recognized by its magic bytes, so a compressed file without ``.gz`` (or a plain file
named ``.gz``) reads correctly. Lines are split on ``\\n`` only: JSON strings may hold raw
U+2028 and similar characters, which ``str.splitlines`` would treat as line breaks.
"""

from __future__ import annotations

import gzip
import io
import json
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from rockman.errors import InvalidArgument, NotFound

GZIP_MAGIC = b"\x1f\x8b"


def is_gzip(path: Path) -> bool:
    """Whether the file starts with the gzip magic bytes (its name does not matter)."""
    with path.open("rb") as f:
        return f.read(2) == GZIP_MAGIC


def open_binary(path: Path) -> io.BufferedIOBase:
    """The file's (decompressed) bytes as a stream; NotFound if it does not exist."""
    try:
        compressed = is_gzip(path)
        return gzip.open(path, "rb") if compressed else path.open("rb")
    except FileNotFoundError:
        raise NotFound(f"file {path} does not exist") from None
    except IsADirectoryError:
        raise InvalidArgument(f"{path} is a folder, not a JSON Lines file") from None
    except OSError as exc:
        raise InvalidArgument(f"{path}: cannot read ({exc.strerror or exc})") from None


def _lines(path: Path, stream: io.BufferedIOBase) -> Iterator[tuple[int, bytes]]:
    """(line number, raw bytes) for each line; a damaged stream is an error naming the line."""
    lineno = 0
    while True:
        try:
            raw = stream.readline()
        except (EOFError, gzip.BadGzipFile, zlib.error, OSError) as exc:
            reason = "truncated gzip data" if isinstance(exc, EOFError) else f"corrupt data ({exc})"
            raise InvalidArgument(f"{path}:{lineno + 1}: {reason}") from None
        if not raw:
            return
        lineno += 1
        yield lineno, raw


def read_jsonl(path: Path) -> list[tuple[int, dict[str, Any]]]:
    """Every non-blank line of a .jsonl or .jsonl.gz file as (line number, JSON object)."""
    records: list[tuple[int, dict[str, Any]]] = []
    with open_binary(path) as stream:
        for lineno, raw in _lines(path, stream):
            where = f"{path}:{lineno}"
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError as exc:
                raise InvalidArgument(
                    f"{where}: not UTF-8 text ({exc.reason} at byte {exc.start})"
                ) from None
            if lineno == 1:
                text = text.removeprefix("\ufeff")
            if not text.strip():
                continue
            try:
                record = json.loads(text)
            except json.JSONDecodeError as exc:
                raise InvalidArgument(f"{where}: not valid JSON ({exc.msg})") from None
            except RecursionError:
                raise InvalidArgument(f"{where}: JSON nested too deeply") from None
            if not isinstance(record, dict):
                raise InvalidArgument(
                    f"{where}: expected a JSON object, got {type(record).__name__}"
                )
            records.append((lineno, record))
    return records
