"""`rockman-client rerun RUN_DIR`: the saved samples evaluated again reproduce every verdict;
changed samples or verdicts are reported."""

from __future__ import annotations

import json
from pathlib import Path

from tests.integration.test_cli import reference, rockman, write_samples


def test_rerun_reproduces_the_verdicts_and_reports_changes(tmp_path: Path) -> None:
    home, out = tmp_path / "home", tmp_path / "run"
    samples = write_samples(
        tmp_path / "elsewhere.jsonl",
        [
            {"task_id": "Starter/MATH_001", "solution": reference("Starter/MATH_001")},
            {"task_id": "Starter/MATH_001", "completion": "    return -1\n"},
            {"task_id": "Starter/FUND_002", "solution": reference("Starter/FUND_002")},
        ],
    )
    first = rockman(home, "run", "--samples", str(samples), "--out", str(out))
    assert first.returncode == 0, first.stderr
    assert (out / "samples.jsonl").read_text() == samples.read_text()  # the run keeps a copy

    again = rockman(home, "rerun", str(out), "--out", str(tmp_path / "again"), "--json")
    assert again.returncode == 0, again.stderr
    record = json.loads(again.stdout)
    assert (record["reproduced"], record["total"], record["differences"]) == (3, 3, [])
    assert "3/3 verdicts reproduced" in again.stderr
    assert (tmp_path / "again" / "report.json").is_file()

    # a verdict recorded differently is reported, and the exit code says so
    results = out / "results.jsonl"
    lines = [json.loads(x) for x in results.read_text().splitlines()]
    wrong = next(r for r in lines if r["verdict"] == "WRONG_ANSWER")
    wrong["verdict"] = "PASS"
    results.write_text("".join(json.dumps(r) + "\n" for r in lines))
    changed = rockman(home, "rerun", str(out), "--out", str(tmp_path / "third"))
    assert changed.returncode == 1
    assert "2/3 verdicts reproduced" in changed.stderr
    assert f"Starter/MATH_001 (python) sample {wrong['sample_id']}: PASS -> WRONG_ANSWER" in (
        changed.stderr
    )

    # samples edited after the run are refused
    (out / "samples.jsonl").write_text(samples.read_text().replace("-1", "-2"))
    tampered = rockman(home, "rerun", str(out))
    assert tampered.returncode == 1
    assert "the samples changed after the run" in tampered.stderr
    missing = rockman(home, "rerun", str(tmp_path / "nowhere"))
    assert missing.returncode == 1 and "does not exist" in missing.stderr
