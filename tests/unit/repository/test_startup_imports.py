"""A command's start imports neither scipy nor pandas (about 1.3 s of every `rockman-client`
call and service start): statistics import scipy where a function needs it, and sqlite_utils is
imported with pandas hidden (rockman/sqlite_db.py)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.conftest import ROOT

pytestmark = pytest.mark.processes  # starts compilers, sandboxes, servers or workers


def test_the_cli_and_services_start_without_scipy_or_pandas() -> None:
    code = (
        "import sys, rockman.client.cli, services.registry.store, services.scorer.server\n"
        "print(sorted(m for m in ('scipy', 'pandas', 'statsmodels') if m in sys.modules))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=ROOT
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_pandas_imports_after_the_registry_store() -> None:
    code = "import services.registry.store, pandas; print(pandas.__name__)"
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=ROOT
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "pandas"
