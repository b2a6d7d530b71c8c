"""The fast lane's line: unit test modules that start processes (compilers, sandboxes, servers,
build workers, ruff and mypy) or build the whole problem set are marked `processes`, and
`make check` runs the unit tests without them (`-m "not processes"`); `make test` runs all.
And the `node` fixture the JavaScript and TypeScript runtime tests share."""

from __future__ import annotations

import shutil

import pytest

from rockman.languages.base import ToolchainMissing
from rockman.languages.javascript import toolchain as javascript

STARTS_PROCESSES = frozenset(
    {
        "test_build_pool",
        "test_ci_skips",
        "test_cpp_pch",
        "test_executor_core",
        "test_import_side_effects",
        "test_importers",
        "test_language_cpp",
        "test_language_go",
        "test_language_java",
        "test_language_javascript",
        "test_language_rust",
        "test_language_typescript",
        "test_lint",
        "test_problem_set",
        "test_protos",
        "test_render_cpp",
        "test_render_go",
        "test_render_java",
        "test_render_javascript",
        "test_render_rust",
        "test_render_typescript",
        "test_runner_cleanup",
        "test_runtime_cpp",
        "test_runtime_go",
        "test_runtime_java",
        "test_runtime_javascript",
        "test_runtime_rust",
        "test_runtime_typescript",
        "test_runner_wire",
        "test_signing",
        "test_startup_imports",
    }
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        module = getattr(item, "module", None)
        if module is not None and module.__name__.rsplit(".", 1)[-1] in STARTS_PROCESSES:
            item.add_marker(pytest.mark.processes)


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
