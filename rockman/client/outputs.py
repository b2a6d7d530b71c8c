"""The files of a run folder: results.jsonl, report.json, report.md, manifest.json.

report.json's shape is a contract (README): overall, pass_at_k, by_difficulty, by_category,
by_task_type, by_language, efficiency, robustness, excluded, plus verdicts and warnings.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any

from rockman import enums
from rockman.v1 import executor_pb2, scorer_pb2


def result_record(result: executor_pb2.ExecutionResult) -> dict[str, Any]:
    """One results.jsonl line."""
    return {
        "task_id": result.task_id,
        "language": enums.name_of(enums.LANGUAGES, result.language),
        "sample_id": result.sample_id,
        "version": result.version,
        "verdict": enums.name_of(enums.VERDICTS, result.verdict),
        "passed": result.passed,
        "splits": {
            enums.name_of(enums.SPLITS, s.split): {"passed": s.passed, "total": s.total}
            for s in result.splits
        },
        "cpu_time_s": round(result.cpu_time_s, 6),
        "wall_time_s": round(result.wall_time_s, 6),
        "peak_memory_mb": round(result.peak_memory_mb, 3),
        "attempts": result.attempts,
        "runs": result.runs,
        "flaky": result.flaky,
        "message": result.message,
    }


def _aggregate(a: scorer_pb2.Aggregate) -> dict[str, Any]:
    return {
        "pass_at_1": a.pass_at_1,
        "ci_low": a.ci_low,
        "ci_high": a.ci_high,
        "n_problems": a.n_problems,
        "n_samples": a.n_samples,
    }


def _optional(a: scorer_pb2.Aggregate) -> dict[str, Any] | None:
    return _aggregate(a) if a.n_problems else None


def report_record(report: scorer_pb2.Report, **context: Any) -> dict[str, Any]:
    """report.json as a dict; `context` (suite, version, model, ...) is added at the top."""
    return {
        **context,
        "overall": _aggregate(report.overall),
        "pass_at_k": {str(k): v for k, v in sorted(report.pass_at_k.items())},
        "by_difficulty": {str(k): _aggregate(v) for k, v in sorted(report.by_difficulty.items())},
        "by_category": {k: _aggregate(v) for k, v in sorted(report.by_category.items())},
        "by_task_type": {k: _aggregate(v) for k, v in sorted(report.by_task_type.items())},
        "by_language": {k: _aggregate(v) for k, v in sorted(report.by_language.items())},
        "efficiency": _optional(report.efficiency),
        "robustness": _optional(report.robustness),
        "excluded": report.excluded,
        "verdicts": dict(sorted(report.verdicts.items())),
        "warnings": list(report.warnings),
    }


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _row(name: str, a: dict[str, Any] | None) -> str:
    if a is None:
        return f"| {name} | - | - | 0 | 0 |"
    return (
        f"| {name} | {_pct(a['pass_at_1'])} | [{_pct(a['ci_low'])}, {_pct(a['ci_high'])}] "
        f"| {a['n_problems']} | {a['n_samples']} |"
    )


def report_markdown(record: dict[str, Any]) -> str:
    """report.md: the headline, pass@k and every breakdown as tables."""
    title = record.get("model") or "results"
    lines = [f"# Rockman report: {title}", ""]
    for key in ("suite", "version", "version_hash"):
        if record.get(key):
            lines.append(f"- {key}: `{record[key]}`")
    lines += [
        "",
        "| group | pass@1 | 95% CI (Wilson) | problems | samples |",
        "|---|---|---|---|---|",
        _row("overall", record["overall"]),
        _row("efficiency", record["efficiency"]),
        _row("robustness", record["robustness"]),
        "",
    ]
    if record["pass_at_k"]:
        lines += ["| k | pass@k |", "|---|---|"]
        lines += [f"| {k} | {_pct(v)} |" for k, v in record["pass_at_k"].items()]
        lines.append("")
    for key, label in (
        ("by_difficulty", "difficulty"),
        ("by_category", "category"),
        ("by_task_type", "task type"),
        ("by_language", "language"),
    ):
        lines += [
            f"## By {label}",
            "",
            "| group | pass@1 | 95% CI (Wilson) | problems | samples |",
            "|---|---|---|---|---|",
        ]
        lines += [_row(name, agg) for name, agg in record[key].items()]
        lines.append("")
    lines += ["## Verdicts", "", "| verdict | samples |", "|---|---|"]
    lines += [f"| {k} | {v} |" for k, v in record["verdicts"].items()]
    lines += ["", f"Excluded (sandbox errors, never scored): {record['excluded']}", ""]
    if record.get("determinism_runs", 1) > 1:
        lines += [
            f"Flaky samples (repeated runs disagreed; not passed): {record.get('flaky', 0)} "
            f"of {record['overall']['n_samples']}",
            "",
        ]
    for warning in record["warnings"]:
        lines.append(f"> warning: {warning}")
    return "\n".join(lines).rstrip() + "\n"


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def write_json_atomic(path: Path, value: Any) -> None:
    """Write JSON to a temporary file and rename it into place: never half-written."""
    write_text_atomic(path, json.dumps(value, indent=2) + "\n")


def write_text_atomic(path: Path, text: str) -> None:
    """Write text to a temporary file and rename it into place."""
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)
