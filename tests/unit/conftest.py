"""The `node` fixture the JavaScript and TypeScript runtime tests share.

The unit tests mirror the package tree: the tests of rockman/languages/cpp/render.py are in
tests/unit/rockman/languages/cpp/test_render.py (test_render_*.py when there are several files),
whole-repository checks (lint, imports, protos, self-containment) in tests/unit/repository/.
A test module that starts processes (compilers, sandboxes, servers, build workers, ruff and
mypy) or builds the whole problem set says so with `pytestmark = pytest.mark.processes`;
`make check` runs the unit tests without them (`-m "not processes"`), `make test` runs all."""

from __future__ import annotations

import shutil

import pytest

from rockman.languages.base import ToolchainMissing
from rockman.languages.javascript import toolchain as javascript


@pytest.fixture(scope="session")
def node() -> str:
    """node as the executor finds it (the sandbox's PATH), else on PATH."""
    try:
        return javascript._find_node()
    except ToolchainMissing as exc:
        found = shutil.which("node")
        if found is None:
            pytest.skip(f"toolchain missing: {exc}")
        return found
