"""What a compile produces: the artefacts (files by name, which of them are executable) or
the compiler's verdict and message; and the tar stream artefacts travel in, out of the compile
sandbox and in the compile cache's files. Below both compiled.py and compile_cache.py."""

from __future__ import annotations

import io
import tarfile
from dataclasses import dataclass, field
from pathlib import Path

from rockman.v1 import common_pb2 as pb


@dataclass
class Compiled:
    verdict: pb.Verdict.ValueType  # PASS (compiled), COMPILE_ERROR or SANDBOX_ERROR
    artefacts: dict[str, bytes] = field(default_factory=dict)
    executables: tuple[str, ...] = ()
    message: str = ""  # compiler diagnostics
    cached: bool = False


def untar(data: bytes) -> tuple[dict[str, bytes], tuple[str, ...]]:
    """(files, executables) of a tar stream of artefacts; ValueError for a member whose name
    leaves the work folder (tarfile.TarError for a stream that is no tar)."""
    files: dict[str, bytes] = {}
    executables: list[str] = []
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:") as tar:
        for member in tar.getmembers():
            if not member.isfile():
                continue
            name = member.name.removeprefix("./")
            if name.startswith("/") or ".." in Path(name).parts:
                raise ValueError(f"artefact {member.name!r} escapes the work folder")
            extracted = tar.extractfile(member)
            if extracted is None:
                continue
            files[name] = extracted.read()
            if member.mode & 0o111:
                executables.append(name)
    return files, tuple(executables)
