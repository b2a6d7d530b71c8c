"""Config is read only in `main` (issue 22): importing any module of the package reads no
environment variable. A fresh interpreter replaces os.environ with a recorder, imports every
module of the two packages (rockman/ and services/), and lists the reads
made from the checkout's own files while importing; libraries' reads (grpc's) are theirs."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.processes  # starts compilers, sandboxes, servers or workers

ROOT = Path(__file__).resolve().parents[3]

PROBE = r"""
import importlib, json, os, pkgutil, sys

ROOT = os.path.realpath(sys.argv[1])
LIBRARY = ("os.py", "_collections_abc.py", "posixpath.py", "pathlib.py")
reads, failed = [], []


class Recording(dict):
    def _note(self, key):
        frame = sys._getframe(2)
        while frame and (
            frame.f_code.co_filename.startswith("<frozen")
            and not frame.f_code.co_filename.startswith("<frozen importlib")
            or os.path.basename(frame.f_code.co_filename) in LIBRARY
        ):
            frame = frame.f_back
        name = frame.f_code.co_filename if frame else ""
        if name.startswith("<"):
            return  # a C extension's read during its import (grpc)
        name = os.path.realpath(name)
        if name.startswith(ROOT + os.sep) and os.sep + ".venv" + os.sep not in name:
            reads.append([key, os.path.relpath(name, ROOT), frame.f_lineno])

    def get(self, key, default=None):
        self._note(key)
        return super().get(key, default)

    def __getitem__(self, key):
        self._note(key)
        return super().__getitem__(key)

    def __contains__(self, key):
        self._note(key)
        return super().__contains__(key)


os.environ = Recording(os.environ)
import rockman
import services

names = [m.name for m in pkgutil.walk_packages(rockman.__path__, "rockman.")]
names += [m.name for m in pkgutil.walk_packages(services.__path__, "services.")]
for name in names:
    if name.endswith("__main__") or name.startswith("rockman.v1."):
        continue  # __main__ runs main; rockman.v1 is generated code
    try:
        importlib.import_module(name)
    except Exception as exc:
        failed.append(f"{name}: {exc!r}")
print(json.dumps({"modules": len(names), "reads": reads, "failed": failed}))
"""


def test_importing_any_module_reads_no_environment() -> None:
    proc = subprocess.run(
        [sys.executable, "-c", PROBE, str(ROOT)],
        capture_output=True, text=True, cwd=ROOT, timeout=240,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr[-3000:]
    found = json.loads(proc.stdout.strip().splitlines()[-1])
    assert found["modules"] > 150  # the walk reached both packages' modules
    assert found["failed"] == []
    assert found["reads"] == [], "environment read at import time (read it in main)"
