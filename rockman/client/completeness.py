"""What a run folder's results leave out: samples with no result (a partial folder) and samples
excluded because every attempt ended in SANDBOX_ERROR.

A run folder keeps the samples it evaluated (samples.jsonl); `report`, `score`, `submit` and
`verify-run` compare results.jsonl with it, so a folder whose run crashed or whose results were
deleted is named partial instead of being scored as if it were whole. report.json gets
"partial" (true, false, or null when there are no samples to compare with), "missing_results"
(how many), "missing" (their ids), and "excluded_samples" (the ids behind "excluded").
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from rockman import enums
from rockman.client.samples import Sample, read_samples
from rockman.errors import FailedPrecondition

SAMPLES = "samples.jsonl"
RESULTS = "results.jsonl"
SHOWN = 5  # ids named in a one-line message
EXIT_STRICT = 3  # --strict: the run finished, but a sample was excluded or has no result

SampleKey = tuple[str, str, str]  # (task_id, language, sample_id)


def sample_key(sample: Sample) -> SampleKey:
    return (sample.task_id, enums.name_of(enums.LANGUAGES, sample.language), sample.sample_id)


def record_key(record: Mapping[str, Any]) -> SampleKey:
    return (str(record["task_id"]), str(record["language"]), str(record["sample_id"]))


def folder_samples(results_file: Path) -> list[Sample] | None:
    """The samples.jsonl beside a run folder's results.jsonl, or None when there is none (a
    results file on its own cannot tell what is missing)."""
    if results_file.name != RESULTS:
        return None
    path = results_file.parent / SAMPLES
    return read_samples(path) if path.is_file() else None


def missing_results(
    samples: Iterable[SampleKey], results: Iterable[Mapping[str, Any]]
) -> list[SampleKey]:
    """The samples (in file order) that have no result."""
    have = {record_key(r) for r in results}
    return [key for key in samples if key not in have]


def _ids(keys: Iterable[SampleKey]) -> list[dict[str, str]]:
    return [{"task_id": t, "language": lang, "sample_id": s} for t, lang, s in keys]


def annotate(
    report: dict[str, Any],
    results: Sequence[Mapping[str, Any]],
    samples: Sequence[Sample] | None,
) -> dict[str, Any]:
    """Add partial, missing_results, missing and excluded_samples to a report record."""
    if samples is None:
        report["partial"] = None
        report["missing_results"] = 0
        report["missing"] = []
    else:
        missing = missing_results((sample_key(s) for s in samples), results)
        report["partial"] = bool(missing)
        report["missing_results"] = len(missing)
        report["missing"] = _ids(missing)
    report["excluded_samples"] = _ids(
        record_key(r) for r in results if r.get("verdict") == "SANDBOX_ERROR"
    )
    return report


def describe(ids: Sequence[Mapping[str, Any]], shown: int = SHOWN) -> str:
    """'Starter/A (python, sample 0), … and 3 more'."""
    named = [f"{i['task_id']} ({i['language']}, sample {i['sample_id']})" for i in ids[:shown]]
    more = f" and {len(ids) - shown} more" if len(ids) > shown else ""
    return ", ".join(named) + more


def partial_message(report: Mapping[str, Any]) -> str:
    """One line on a partial report; empty when it is not partial."""
    if not report.get("partial"):
        return ""
    missing = report.get("missing") or []
    n = report.get("missing_results", len(missing))
    return (
        f"PARTIAL: {n} sample(s) of samples.jsonl have no result in results.jsonl: "
        f"{describe(missing)}; pass@1 covers only the samples that have one (run the same "
        "command again with the same --out to finish the run)"
    )


def excluded_message(report: Mapping[str, Any]) -> str:
    """One line on the samples excluded for SANDBOX_ERROR; empty when there are none."""
    ids = report.get("excluded_samples") or []
    n = report.get("excluded") or len(ids)
    if not n:
        return ""
    named = f": {describe(ids)}" if ids else ""
    return (
        f"{n} sample(s) excluded from pass@1: every attempt ended in SANDBOX_ERROR (a fault "
        f"of the sandbox, not a verdict){named}"
    )


def notices(report: Mapping[str, Any]) -> list[str]:
    """The CLI's warnings about what the score leaves out."""
    return [m for m in (partial_message(report), excluded_message(report)) if m]


def strict_failed(report: Mapping[str, Any]) -> bool:
    """--strict fails a run with an excluded sample or a missing result."""
    return bool(report.get("partial")) or bool(report.get("excluded"))


def refuse_partial(report_or_missing: Mapping[str, Any], where: Path) -> None:
    """FailedPrecondition naming the first missing results of a partial folder."""
    missing = report_or_missing.get("missing") or []
    if missing:
        raise FailedPrecondition(
            f"{where} is a partial run: {len(missing)} sample(s) of {SAMPLES} have no result in "
            f"{RESULTS}, first {describe(missing, 1)}: finish the run (run the same command "
            "again with the same --out) before submitting it"
        )


def add_strict_flag(p: argparse.ArgumentParser) -> None:
    """--strict for run, report and score."""
    p.add_argument(
        "--strict",
        action="store_true",
        help=f"exit {EXIT_STRICT} when a sample was excluded (every attempt ended in "
        "SANDBOX_ERROR) or has no result; everything is written all the same",
    )


def strict_exit(ns: argparse.Namespace, report: Mapping[str, Any]) -> int:
    """0, or with --strict EXIT_STRICT (saying why on stderr) when the report has an excluded
    sample or a missing result."""
    if getattr(ns, "strict", False) and strict_failed(report):
        sys.stderr.write(
            f"rockman-client: --strict: exit {EXIT_STRICT}: the score leaves out "
            f"{report.get('excluded') or 0} excluded sample(s) and "
            f"{report.get('missing_results') or 0} missing result(s)\n"
        )
        return EXIT_STRICT
    return 0
