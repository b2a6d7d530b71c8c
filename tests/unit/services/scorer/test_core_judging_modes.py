"""Judging modes and VERDICT_TAMPERED in the client's outputs: results.jsonl's "judging_mode",
report.json's "judging_modes", their section of report.md and report.html, and TAMPERED counted
as a failure by the scorer."""

from __future__ import annotations

import re
from typing import Any

import pytest

from rockman.client import outputs
from rockman.client.reports import render_html, render_markdown
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2
from services.scorer import core


def test_result_record_names_the_mode() -> None:
    names = {
        executor_pb2.JUDGING_MODE_OUTSIDE: "outside",
        executor_pb2.JUDGING_MODE_ISOLATED: "isolated",
        executor_pb2.JUDGING_MODE_DECOY: "decoy",
        executor_pb2.JUDGING_MODE_IN_PROCESS: "in_process",
        executor_pb2.JUDGING_MODE_UNSPECIFIED: "unspecified",
    }
    for mode, name in names.items():
        result = executor_pb2.ExecutionResult(
            task_id="T/1", sample_id="s", verdict=pb.VERDICT_TAMPERED,
            judging_mode=mode,
        )  # fmt: skip
        record = outputs.result_record(result)
        assert record["judging_mode"] == name
        assert record["verdict"] == "TAMPERED" and record["passed"] is False
    assert outputs.JUDGING_MODES == ("outside", "isolated", "decoy", "in_process")


def _results() -> list[dict[str, Any]]:
    return [
        {"verdict": "PASS", "judging_mode": "decoy"},
        {"verdict": "PASS", "judging_mode": "decoy"},
        {"verdict": "TAMPERED", "judging_mode": "decoy"},
        {"verdict": "PASS", "judging_mode": "in_process"},
        {"verdict": "WRONG_ANSWER", "judging_mode": "in_process"},
        {"verdict": "PASS", "judging_mode": "outside"},
        {"verdict": "PASS"},  # an older results.jsonl line
    ]


def test_judging_modes_counts() -> None:
    assert outputs.judging_modes(_results()) == {
        "outside": 1,
        "isolated": 0,
        "decoy": 3,
        "in_process": 2,
        "unspecified": 1,
    }
    assert outputs.judging_modes([]) == dict.fromkeys(outputs.JUDGING_MODES, 0)


def _record() -> dict[str, Any]:
    return {
        "overall": {"pass_at_1": 0.5, "ci_low": 0.2, "ci_high": 0.8, "n_problems": 1,
                    "n_samples": 7},
        "verdicts": {"PASS": 4, "TAMPERED": 1, "WRONG_ANSWER": 1},
        "excluded": 0,
        "judging_modes": outputs.judging_modes(_results()),
    }  # fmt: skip


def test_report_shows_the_modes_the_unchecked_passes_and_the_tampered() -> None:
    text = render_markdown(_record(), _results())
    assert "## Judging modes" in text
    assert "decoy (in-process, the pass checked by a decoy run) 3" in text
    assert "in process (no decoy) 2" in text
    assert "outside (values compared outside the program) 1" in text
    assert "no decoy (the weakest check): 1." in text
    assert "the pass did not depend on the tests' expected values; counted as failures): 1" in text
    assert "| TAMPERED | 1 |" in text
    page = render_html(_record(), _results(), with_figures=False)
    ids = re.findall(r'<section id="([^"]+)"', page)
    assert ids.index("judging") == ids.index("verdicts") + 1
    without = {k: v for k, v in _record().items() if k != "judging_modes"}
    assert "Judging modes" not in render_markdown(without)


def test_tampered_counts_as_a_failure() -> None:
    info = core.ProblemInfo("T/1", 1, pb.CATEGORY_MATH, pb.TASK_TYPE_GENERATION, frozenset())
    outcomes = [
        core.Outcome("T/1", pb.LANGUAGE_CPP, "a", pb.VERDICT_PASS),
        core.Outcome("T/1", pb.LANGUAGE_CPP, "b", pb.VERDICT_TAMPERED),
    ]
    report = core.score([info], outcomes)
    assert report.overall.pass_at_1 == pytest.approx(0.5)
    assert report.excluded == 0  # a failure, never left out like a sandbox error
    assert report.verdicts == {"PASS": 1, "TAMPERED": 1}
