"""`make demo`'s figures: the reference model passes everything, the buggy one does not, on the
starter suite and on a sample of the Rockman set."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import ROOT

# The demo builds the starter suite and the Rockman set from a fresh home's private seed.
pytestmark = pytest.mark.timeout(900)


def test_demo_figures(tmp_path: Path) -> None:
    out = tmp_path / "demo"
    env = dict(os.environ, ROCKMAN_HOME=str(tmp_path / "home"))
    proc = subprocess.run(
        [sys.executable, "-m", "rockman.client.cli", "demo", "--out", str(out), "--json"],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
        cwd=ROOT,
    )
    assert proc.returncode == 0, proc.stderr
    summary = json.loads(proc.stdout)
    reference, buggy = summary["models"]["reference"], summary["models"]["buggy"]
    assert reference["pass_at_1"] == 1.0
    assert buggy["pass_at_1"] < 1.0
    assert reference["ci_low"] < 1.0 == reference["ci_high"]
    assert summary["z_test"]["significant"] and summary["z_test"]["z"] > 0
    for model in ("reference", "buggy"):
        for name in ("results.jsonl", "report.json", "report.md", "manifest.json"):
            assert (out / model / name).is_file(), f"{model}/{name}"
        report = json.loads((out / model / "report.json").read_text())
        assert report["overall"] == summary["models"][model]
    # ... and a sample of the Rockman set, one problem per category, the same way.
    sample = summary["sample"]
    assert sample["suite"] == "rockman" and len(sample["tasks"]) == 12
    assert len({t.split("/")[1].rsplit("_", 1)[0] for t in sample["tasks"]}) == 12
    assert sample["models"]["reference"]["pass_at_1"] == 1.0
    assert sample["models"]["reference"]["n_problems"] == 12
    assert sample["models"]["buggy"]["pass_at_1"] < 1.0
    assert sample["z_test"]["significant"]
    assert (out / "rockman" / "reference" / "report.json").is_file()
