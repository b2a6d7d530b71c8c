"""rockman-client as a user runs it: a real process, embedded services, real files."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import PROBLEMS, ROOT

CLIENT = [sys.executable, "-m", "rockman.client.cli"]


def rockman(home: Path, *args: str, timeout: float = 180) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, ROCKMAN_HOME=str(home))
    return subprocess.run(
        [*CLIENT, *args], capture_output=True, text=True, env=env, timeout=timeout, cwd=ROOT
    )


def write_samples(path: Path, records: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    return path


def reference(task: str) -> str:
    return (PROBLEMS / task.replace("/", "__") / "reference.py").read_text()


def test_run_embedded_writes_the_run_folder(tmp_path: Path) -> None:
    samples = write_samples(
        tmp_path / "samples.jsonl",
        [
            {"task_id": "Starter/MATH_001", "solution": reference("Starter/MATH_001")},
            {
                "task_id": "Starter/MATH_001",
                "solution": "def count_primes_between(low, high):\n    return 0\n",
            },
            {"task_id": "Starter/FUND_002", "solution": reference("Starter/FUND_002")},
        ],
    )
    out = tmp_path / "run"
    proc = rockman(tmp_path / "home", "run", "--samples", str(samples), "--out", str(out), "--json")
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    assert report["overall"]["n_problems"] == 2 and report["overall"]["n_samples"] == 3
    assert report["overall"]["pass_at_1"] == pytest.approx((0.5 + 1.0) / 2)
    for key in (
        "pass_at_k",
        "by_difficulty",
        "by_category",
        "by_task_type",
        "by_language",
        "efficiency",
        "robustness",
        "excluded",
    ):
        assert key in report
    assert report["by_category"]["math"]["pass_at_1"] == 0.5
    lines = [json.loads(x) for x in (out / "results.jsonl").read_text().splitlines()]
    assert len(lines) == 3
    for line in lines:
        assert set(line) >= {
            "task_id",
            "language",
            "sample_id",
            "verdict",
            "passed",
            "splits",
            "cpu_time_s",
            "wall_time_s",
            "peak_memory_mb",
        }
        assert set(line["splits"]) == {"public", "private", "hidden"}
    assert sorted(x["verdict"] for x in lines) == ["PASS", "PASS", "WRONG_ANSWER"]
    assert json.loads((out / "report.json").read_text()) == report
    assert "# Rockman report" in (out / "report.md").read_text()
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["version"] == report["version"]
    assert manifest["executor_capabilities"]["backend"] == "native"
    assert manifest["executor_capabilities"]["cgroup_version"] in ("v1", "v2")
    assert len(manifest["files"]["results"]["sha256"]) == 64
    assert "pass@1" in proc.stderr  # human-readable output on stderr

    # Run again with the same --out: every result is reused, nothing re-executed.
    again = rockman(
        tmp_path / "home", "run", "--samples", str(samples), "--out", str(out), "--json"
    )
    assert again.returncode == 0, again.stderr
    assert json.loads(again.stdout)["overall"] == report["overall"]
    assert len((out / "results.jsonl").read_text().splitlines()) == 3


@pytest.mark.parametrize(
    ("lines", "fragment"),
    [
        (
            ['{"task_id": "Starter/MATH_001", "solution": "x"}', "{broken"],
            "samples.jsonl:2: not valid JSON",
        ),
        (
            ['{"task_id": "Starter/NOPE_9", "completion": "x"}'],
            "samples.jsonl:1: unknown task_id 'Starter/NOPE_9'",
        ),
    ],
)
def test_bad_samples_are_one_line_errors(tmp_path: Path, lines: list[str], fragment: str) -> None:
    samples = tmp_path / "samples.jsonl"
    samples.write_text("\n".join(lines) + "\n")
    proc = rockman(
        tmp_path / "home", "run", "--samples", str(samples), "--out", str(tmp_path / "out")
    )
    assert proc.returncode != 0
    assert fragment in proc.stderr
    assert "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


def test_unreachable_service_is_a_one_line_error(tmp_path: Path) -> None:
    samples = write_samples(
        tmp_path / "s.jsonl", [{"task_id": "Starter/MATH_001", "solution": "x"}]
    )
    proc = rockman(
        tmp_path / "home", "run", "--samples", str(samples), "--registry", "127.0.0.1:9", timeout=60
    )
    assert proc.returncode != 0
    assert "cannot reach the registry at 127.0.0.1:9" in proc.stderr
    assert "Traceback" not in proc.stderr and len(proc.stderr.strip().splitlines()) == 1
    proc = rockman(tmp_path / "home", "run", "--samples", str(samples), "--scorer", "nonsense")
    assert proc.returncode != 0 and "is not HOST:PORT" in proc.stderr


def test_problems_list_and_show(tmp_path: Path) -> None:
    listed = rockman(tmp_path / "home", "problems", "list", "--json")
    assert listed.returncode == 0, listed.stderr
    data = json.loads(listed.stdout)
    assert data["suite"] == "starter" and len(data["problems"]) >= 10
    filtered = json.loads(
        rockman(tmp_path / "home", "problems", "list", "--json", "--category", "math").stdout
    )
    assert {p["category"] for p in filtered["problems"]} == {"math"}
    shown = rockman(tmp_path / "home", "problems", "show", "Starter/STATE_001")
    assert shown.returncode == 0, shown.stderr
    assert "class LRUCache" in shown.stdout and "ROCKMAN_CANARY_" in shown.stdout
    missing = rockman(tmp_path / "home", "problems", "show", "Starter/NOPE_1")
    assert missing.returncode != 0 and "unknown task 'Starter/NOPE_1'" in missing.stderr


def test_score_rescores_a_results_file(tmp_path: Path) -> None:
    samples = write_samples(
        tmp_path / "samples.jsonl",
        [
            {"task_id": "Starter/DP_001", "solution": reference("Starter/DP_001")},
            {
                "task_id": "Starter/DP_001",
                "solution": "def weighted_edit_cost(*a):\n    return 0\n",
            },
        ],
    )
    out = tmp_path / "run"
    assert (
        rockman(tmp_path / "home", "run", "--samples", str(samples), "--out", str(out)).returncode
        == 0
    )
    proc = rockman(tmp_path / "home", "score", str(out / "results.jsonl"), "--json")
    assert proc.returncode == 0, proc.stderr
    assert (
        json.loads(proc.stdout)["overall"]
        == json.loads((out / "report.json").read_text())["overall"]
    )
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"task_id": "x"}\n')
    proc = rockman(tmp_path / "home", "score", str(bad))
    assert proc.returncode != 0 and "bad.jsonl:1: not a results.jsonl record" in proc.stderr


def test_doctor_reports_every_language(tmp_path: Path) -> None:
    """`make test` installs every toolchain first, so all seven languages are available here;
    an unavailable one would carry its reason and make doctor exit 1."""
    proc = rockman(tmp_path / "home", "doctor", "--json")
    report = json.loads(proc.stdout)
    rows = report["languages"]
    names = [row["language"] for row in rows]
    assert names == ["python", "cpp", "java", "javascript", "typescript", "rust", "go"]
    for row in rows:
        assert row["available"] == bool(row["version"]) == (not row["reason"]), row
    # Each compiled language was compiled and run in the sandbox before doctor answered.
    assert {row["language"]: row["self_test"] for row in rows[1:]} == {
        name: "passed" for name in names[1:]
    }
    assert rows[0]["self_test"] == "none"  # Python: the warm harness, no separate check
    unavailable = {row["language"]: row["reason"] for row in rows if not row["available"]}
    assert not unavailable, f"toolchains missing after make toolchains: {unavailable}"
    assert proc.returncode == 0
    assert report["backend"] == "native" and report["workers"] >= 1
