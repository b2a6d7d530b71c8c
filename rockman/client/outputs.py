"""The files of a run folder: results.jsonl, report.json, manifest.json (report.md and
report.html are rendered by rockman/client/reports).

report.json's shape is a contract (docs/contracts.md): overall, pass_at_k, by_difficulty,
by_category, by_task_type, by_language, efficiency, robustness, excluded, verdicts, warnings,
pass_at_k_ci, bootstrap, few_samples and the per-problem table `problems`; the run adds
judging_modes (how many samples were judged in which mode, `judging_modes`).
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from rockman import enums, signing
from rockman.client import executors
from rockman.errors import InvalidArgument
from rockman.v1 import executor_pb2, scorer_pb2
from rockman.v1.common_pb2 import LANGUAGE_PYTHON

judging_mode_name = signing.judging_mode_name  # one naming for records and signatures


JUDGING_MODES = tuple(judging_mode_name(m) for m in sorted(executor_pb2.JudgingMode.values()) if m)


def judging_modes(results: Iterable[dict[str, Any]]) -> dict[str, int]:
    """report.json's "judging_modes": how many samples were judged in each mode, strongest
    first (every mode listed, 0 included; "unspecified" only when some result lacks one)."""
    counts = dict.fromkeys(JUDGING_MODES, 0)
    for record in results:
        mode = record.get("judging_mode")
        key = mode if isinstance(mode, str) and mode in counts else "unspecified"
        counts[key] = counts.get(key, 0) + 1
    return counts


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
        "work_folder_peak_mb": round(result.work_folder_peak_mb, 3),
        "attempts": result.attempts,
        "runs": result.runs,
        "flaky": result.flaky,
        "judging_mode": judging_mode_name(result.judging_mode),
        "message": result.message,
        # What the executor signed besides the fields above (docs/security.md).
        "code_sha256": result.code_sha256,
        "version_hash": result.version_hash,
        "seed_fingerprint": result.seed_fingerprint,
        "development_split": result.development_split,
        "signing_key_id": result.signing_key_id,
        "signature": result.signature.hex(),
        "request_id": result.request_id,
    }


def error_record(error: executor_pb2.SampleError) -> dict[str, Any]:
    """One errors.jsonl line: a sample that could not be judged, and why."""
    return {
        "task_id": error.task_id,
        "language": enums.name_of(enums.LANGUAGES, error.language or LANGUAGE_PYTHON),
        "sample_id": error.sample_id,
        "status": executors.status_name(error.code),
        "message": error.message,
        "request_id": error.request_id,
    }


def check_one_version(
    path: Path, line: int, record: dict[str, Any], versions: dict[str, int]
) -> None:
    """Refuse a results file mixing suite versions (pass@k across versions compares different
    problems), naming the first line of each; `versions` maps version -> first line so far."""
    version = record.get("version")
    if not version:
        return
    versions.setdefault(str(version), line)
    if len(versions) > 1:
        (a, first), (b, second) = sorted(versions.items(), key=lambda item: item[1])[:2]
        raise InvalidArgument(
            f"{path}:{second}: results mix suite versions {a!r} (line {first}) and {b!r}; "
            "score one version at a time"
        )


def _aggregate(a: scorer_pb2.Aggregate) -> dict[str, Any]:
    return {
        "pass_at_1": a.pass_at_1,
        "ci_low": a.ci_low,
        "ci_high": a.ci_high,
        "n_problems": a.n_problems,
        "n_samples": a.n_samples,
        "se": a.se,
        "clt_low": a.clt_low,
        "clt_high": a.clt_high,
        "n_clusters": a.n_clusters,
        "cluster_se": a.cluster_se,
        "cluster_low": a.cluster_low,
        "cluster_high": a.cluster_high,
    }


def _problem(p: scorer_pb2.ProblemScore) -> dict[str, Any]:
    return {
        "task_id": p.task_id,
        "language": enums.name_of(enums.LANGUAGES, p.language),
        "n": p.n,
        "c": p.c,
        "pass_at_1": p.pass_at_1,
        "difficulty": p.difficulty,
        "category": enums.name_of(enums.CATEGORIES, p.category),
        "task_type": enums.name_of(enums.TASK_TYPES, p.task_type),
        "tags": list(p.tags),
        "excluded": p.excluded,
        "pass_at_k": {str(k): v for k, v in sorted(p.pass_at_k.items())},
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
        "pass_at_k_ci": {
            str(k): {"low": v.low, "high": v.high} for k, v in sorted(report.pass_at_k_ci.items())
        },
        "bootstrap": {"resamples": report.bootstrap_resamples, "seed": report.bootstrap_seed},
        "few_samples": list(report.few_samples),
        "problems": [_problem(p) for p in report.problems],
    }


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


SampleKey = tuple[str, str, str]  # (task_id, language, sample_id)


def keep_lines(
    path: Path, keep: Callable[[SampleKey, dict[str, Any]], bool]
) -> list[dict[str, Any]]:
    """The complete records of a JSONL file of samples or results that `keep` accepts (one per
    sample, the last wins); the file is rewritten to hold only those, so a line cut short by a
    killed run disappears. A resumed run appends the rest."""
    if not path.exists():
        return []
    kept: dict[SampleKey, dict[str, Any]] = {}
    for line in path.read_text(encoding="utf-8", errors="replace").split("\n"):
        try:
            record = json.loads(line)
            key = (record["task_id"], record["language"], record["sample_id"])
        except (json.JSONDecodeError, KeyError, TypeError):
            continue  # a line cut short by a kill
        if keep(key, record):
            kept[key] = record
    write_text_atomic(path, "".join(json.dumps(r) + "\n" for r in kept.values()))
    return list(kept.values())
