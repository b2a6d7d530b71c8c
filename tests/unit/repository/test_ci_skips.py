"""tests/ci_skips.py: with CI=true a skip fails unless it names a host limitation; without CI
every skip stays a skip. Each case is a real pytest run in a subprocess."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.processes  # starts compilers, sandboxes, servers or workers

ROOT = Path(__file__).resolve().parents[3]

SUITE = """
import pytest
from tests.ci_skips import host_limitation


def test_toolchain():
    pytest.skip("toolchain missing: g++")


@pytest.mark.skipif(True, reason="libfaketime missing")
def test_marked():
    pass


def test_host():
    host_limitation("cgroup v1 host: no v2 memory controller")


@pytest.mark.xfail(reason="a known bug", strict=True)
def test_known_bug():
    assert False


def test_runs():
    assert True
"""


def _run(tmp_path: Path, ci: str | None) -> tuple[int, str]:
    (tmp_path / "test_suite.py").write_text(SUITE)
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    if ci is not None:
        env["CI"] = ci
    env["PYTHONPATH"] = str(ROOT)
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-rA", "-p", "tests.ci_skips", "-p",
         "no:cacheprovider", "--rootdir", str(tmp_path), str(tmp_path)],
        capture_output=True, text=True, env=env, cwd=tmp_path, timeout=120,
    )  # fmt: skip
    return proc.returncode, proc.stdout


@pytest.mark.parametrize("ci", ["true", "1"])
def test_in_ci_a_skip_fails_unless_the_host_lacks_it(tmp_path: Path, ci: str) -> None:
    code, out = _run(tmp_path, ci)
    assert code == 1, out
    # A skip in a test fails it; a skipif mark (reported at setup) errors it.
    assert "1 failed, 1 passed, 1 skipped, 1 xfailed, 1 error" in out, out
    assert "FAILED test_suite.py::test_toolchain" in out
    assert "ERROR test_suite.py::test_marked" in out
    assert "toolchain missing: g++" in out and "libfaketime missing" in out
    assert "SKIPPED [1] test_suite.py:16: host limitation: cgroup v1 host" in out, out


@pytest.mark.parametrize("ci", [None, "false", ""])
def test_outside_ci_every_skip_stays_a_skip(tmp_path: Path, ci: str | None) -> None:
    code, out = _run(tmp_path, ci)
    assert code == 0, out
    assert "1 passed, 3 skipped, 1 xfailed" in out, out
