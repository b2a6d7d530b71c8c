"""The files of file_io tasks: where a case's files live and how a trusted party lays them out.

Each case of a file_io task runs in its own root folder, `fs/<case_id>` under the run's work
folder; its function gets that path (relative) as its first argument, `root`. The driver in the
sandbox writes the case's input files just before the call (a secret case's files exist only once
its inputs were released) and reads the output paths after it. The reference does the same in a
temporary folder at build time (`run_in_folder`).
"""

from __future__ import annotations

import os
import tempfile
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

from rockman.v1 import common_pb2 as pb

FILES_ROOT = "fs"
T = TypeVar("T")
_CWD_LOCK = threading.Lock()  # the working folder is per process


def case_root(case_id: str) -> str:
    """The root folder of a file_io case (what its `root` argument holds)."""
    return f"{FILES_ROOT}/{case_id}"


def valid_relative_path(path: Any) -> bool:
    """A path inside a case's root: relative, '/'-separated, no empty, '.' or '..' parts."""
    if not isinstance(path, str) or not path or path.startswith("/") or "\\" in path:
        return False
    return all(part not in ("", ".", "..") for part in path.split("/"))


def valid_files(files: Any) -> bool:
    """A case's input files: a mapping of relative path (valid_relative_path) to text."""
    return isinstance(files, dict) and all(
        valid_relative_path(k) and isinstance(v, str) for k, v in files.items()
    )


def job_fixture(case: pb.TestCase) -> dict[str, Any]:
    """What a driver needs for one case: the root to create, the files to write, and the paths
    to read back (never the expected text)."""
    return {
        "root": case_root(case.case_id),
        "files": dict(sorted(case.call.files.items())),
        "collect": sorted(case.call.expected_files),
    }


def collected_match(case: pb.TestCase, reported: Any) -> bool:
    """Whether the driver's `files` report (the text at each collected path, null when missing
    or unreadable) equals the case's expected files."""
    expected = [case.call.expected_files[p] for p in sorted(case.call.expected_files)]
    return reported == expected if expected else reported in (None, [])


def run_in_folder(
    root: str, files: dict[str, str], outputs: list[str], call: Callable[[], T]
) -> tuple[T, dict[str, str | None]]:
    """Run `call` with the working folder set to a fresh temporary folder holding `files`
    under `root`; return its result and the text of each output path (relative to `root`;
    None when missing)."""
    with _CWD_LOCK, tempfile.TemporaryDirectory(prefix="rockman-files-") as tmp:
        write_files(Path(tmp), root, files)
        with _working_folder(tmp):
            result = call()
        found: dict[str, str | None] = {}
        for rel in outputs:
            path = Path(tmp, root, rel)
            try:
                found[rel] = path.read_bytes().decode("utf-8")
            except (OSError, UnicodeDecodeError):
                found[rel] = None
        return result, found


def write_files(folder: Path, root: str, files: dict[str, str]) -> None:
    """Create `root` under `folder` and write each file (path relative to `root`)."""
    base = folder / root
    base.mkdir(parents=True, exist_ok=True)
    for rel, text in files.items():
        path = base / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(text.encode("utf-8"))


@contextmanager
def _working_folder(path: str) -> Iterator[None]:
    old = os.getcwd()
    os.chdir(path)
    try:
        yield
    finally:
        os.chdir(old)
