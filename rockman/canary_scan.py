"""Finding Rockman canaries in files: was benchmark text seen in a corpus or in a model's output?

`scan` walks files and folders (recursively, sorted, not following symbolic links to folders) and
reports every ``ROCKMAN_CANARY_<32 hex>`` it finds, with its file, line and task. One compiled
pattern finds every canary at once; each match is looked up in the known canaries, so scanning for
a whole registry costs the same as for one task. A match that is no known canary is still a
Rockman canary (of a task, suite or version the caller did not list) and is reported with
task_id "".

Files are read as a byte stream in chunks, never whole and never line by line from memory, so
huge files and files with huge lines are fine; gzip is recognized by its magic bytes and
decompressed while streaming. Matching on the bytes is the same as decoding as UTF-8 with
``errors="replace"``: a canary is ASCII, and ASCII bytes are never part of a multi-byte UTF-8
sequence. Lines are counted on ``\\n`` (1-based; in a gzip file, lines of the decompressed text).

Unreadable files (permissions, vanished, corrupt or truncated gzip) do not stop a scan: pass a
list as `skipped` and each gets a `Skipped` entry with the reason; findings made before a read
error are kept. A path given explicitly that does not exist raises NotFound, since that is a
typo rather than something found during the walk.
"""

from __future__ import annotations

import gzip
import io
import os
import re
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from rockman.errors import InvalidArgument, NotFound

CANARY_PATTERN = re.compile(rb"ROCKMAN_CANARY_[0-9a-f]{32}")
CANARY_LENGTH = len("ROCKMAN_CANARY_") + 32
CHUNK_BYTES = 1 << 20
GZIP_MAGIC = b"\x1f\x8b"


@dataclass(frozen=True)
class Finding:
    """A canary on one line of one file; task_id "" for a canary not in the known set."""

    path: str
    line: int
    task_id: str
    canary: str


@dataclass(frozen=True)
class Skipped:
    """A file that could not be read (completely), and why."""

    path: str
    reason: str


def _files(root: Path, skipped: list[Skipped]) -> Iterator[Path]:
    """Regular files under `root` (or `root` itself), in a stable order."""
    if not root.exists() and not root.is_symlink():
        raise NotFound(f"{root} does not exist")
    if not root.is_dir():
        yield root
        return

    def on_error(exc: OSError) -> None:
        skipped.append(Skipped(str(exc.filename or root), f"cannot list: {exc.strerror or exc}"))

    for folder, dirs, names in os.walk(root, onerror=on_error):
        dirs.sort()
        for name in sorted(names):
            path = Path(folder) / name
            if path.is_symlink() and not path.exists():
                skipped.append(Skipped(str(path), "broken symbolic link"))
            elif path.is_file():
                yield path


def _scan_file(path: Path, canaries: dict[str, str], out: list[Finding]) -> None:
    """Scan one file, decompressing it while reading when it starts with the gzip magic."""
    with path.open("rb") as raw:
        magic = raw.read(2)
        raw.seek(0)
        if magic == GZIP_MAGIC:
            with gzip.GzipFile(fileobj=raw, mode="rb") as unzipped:
                _scan_stream(unzipped, str(path), canaries, out)
        else:
            _scan_stream(raw, str(path), canaries, out)


def _scan_stream(
    stream: io.BufferedIOBase, path: str, canaries: dict[str, str], out: list[Finding]
) -> None:
    """Append the findings of one stream; matches that span chunk boundaries are found once."""
    tail = b""
    line = 1  # the line number of tail[0]
    seen: set[tuple[int, str]] = set()
    while True:
        chunk = stream.read1(CHUNK_BYTES)  # read1: a cut gzip still yields what precedes the cut
        if not chunk:
            break
        data = tail + chunk
        # A canary starting in the last CANARY_LENGTH - 1 bytes may continue in the next chunk:
        # keep those bytes and look for it there.
        keep = max(0, len(data) - (CANARY_LENGTH - 1))
        pos, current = 0, line
        for match in CANARY_PATTERN.finditer(data, 0, len(data)):
            if match.start() >= keep:
                break
            current += data.count(b"\n", pos, match.start())
            pos = match.start()
            canary = match.group().decode("ascii")
            if (current, canary) not in seen:
                seen.add((current, canary))
                out.append(Finding(path, current, canaries.get(canary, ""), canary))
        line = current + data.count(b"\n", pos, keep)
        tail = data[keep:]
    for match in CANARY_PATTERN.finditer(tail):
        current = line + tail.count(b"\n", 0, match.start())
        canary = match.group().decode("ascii")
        if (current, canary) not in seen:
            seen.add((current, canary))
            out.append(Finding(path, current, canaries.get(canary, ""), canary))


def scan(
    paths: list[Path], canaries: dict[str, str], skipped: list[Skipped] | None = None
) -> list[Finding]:
    """Every canary in the files and folders `paths`, in file order then line order.

    `canaries` maps canary -> task_id (e.g. ``{hashing.canary_for(t): t for t in tasks}``);
    unreadable files are appended to `skipped` when given, and silently passed over otherwise.
    """
    for canary in canaries:
        if not CANARY_PATTERN.fullmatch(canary.encode("utf-8", "replace")):
            raise InvalidArgument(f"{canary!r} is not a Rockman canary (ROCKMAN_CANARY_<32 hex>)")
    notes: list[Skipped] = skipped if skipped is not None else []
    findings: list[Finding] = []
    for root in paths:
        for path in _files(root, notes):
            try:
                _scan_file(path, canaries, findings)
            except EOFError:
                notes.append(Skipped(str(path), "truncated gzip data (read up to the cut)"))
            except (gzip.BadGzipFile, zlib.error) as exc:
                notes.append(Skipped(str(path), f"corrupt gzip data ({exc})"))
            except OSError as exc:
                notes.append(Skipped(str(path), f"cannot read: {exc.strerror or exc}"))
    return findings
