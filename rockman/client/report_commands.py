"""`rockman-client report RESULTS`: re-score a results.jsonl (or a run folder) and render it.

The report is always computed again by the scorer from the results, never copied from an old
report.json, so a report reflects the scorer of today. The run folder's report.json and
manifest.json only supply context: model, suite, version, determinism runs, and the ks to report
when --k is not given.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rockman import enums, logs
from rockman.client import completeness, outputs, provenance, reports
from rockman.client.api import Client
from rockman.client.connect import add_service_flags, connected, suites_for
from rockman.client.run import RESULTS, score_results
from rockman.errors import InvalidArgument, NotFound
from services.scorer import baselines
from services.scorer.baseline_servicer import summary_from_proto

FORMATS = {"md": "report.md", "html": "report.html", "json": "report.json"}
SUFFIXES = {".md": "md", ".markdown": "md", ".html": "html", ".htm": "html", ".json": "json"}
CONTEXT_KEYS = ("model", "suite", "version", "version_hash")
REQUIRED = ("task_id", "language", "sample_id", "verdict")


def results_path(path: Path) -> Path:
    """The results.jsonl of a run folder, or the file itself."""
    if path.is_dir():
        inside = path / RESULTS
        if not inside.is_file():
            raise InvalidArgument(f"run folder {path} has no {RESULTS}")
        return inside
    if not path.is_file():
        raise InvalidArgument(f"results file {path} does not exist")
    return path


def read_results(path: Path, allow_empty: bool = False) -> list[dict[str, Any]]:
    """results.jsonl records; InvalidArgument names the first bad line, mixed suite versions,
    or an empty file (unless `allow_empty`)."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except UnicodeDecodeError:
        raise InvalidArgument(f"{path}: not a UTF-8 results.jsonl file") from None
    results = []
    versions: dict[str, int] = {}
    for i, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
            if not all(isinstance(record[key], str) for key in REQUIRED):
                raise TypeError
            if not isinstance(record.get("version", ""), str):
                raise TypeError
        except (json.JSONDecodeError, KeyError, TypeError):
            raise InvalidArgument(
                f"{path}:{i}: not a results.jsonl record (needs {', '.join(REQUIRED)})"
            ) from None
        results.append(record)
        outputs.check_one_version(path, i, record, versions)
    if not results and not allow_empty:
        raise InvalidArgument(f"{path} holds no results")
    return results


def _json_file(path: Path) -> dict[str, Any]:
    try:
        value = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return value if isinstance(value, dict) else {}


def run_context(results_file: Path, results: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Model, suite, version and hash from the run folder's manifest.json and report.json, when
    the results are a run folder's results.jsonl; the version falls back to the results' own."""
    folder = results_file.parent
    in_run_folder = results_file.name == RESULTS
    old_report = _json_file(folder / "report.json") if in_run_folder else {}
    manifest = _json_file(folder / "manifest.json") if in_run_folder else {}
    context: dict[str, Any] = {key: "" for key in CONTEXT_KEYS}
    for source in (old_report, manifest):
        for key in CONTEXT_KEYS:
            if isinstance(source.get(key), str) and source[key] and not context[key]:
                context[key] = source[key]
    versions = {r.get("version") for r in results if r.get("version")}
    if len(versions) == 1:
        version = str(versions.pop())
        if context["version"] not in ("", version):
            context["version_hash"] = ""  # the folder described another version
        context["version"] = version
    runs = old_report.get("determinism_runs")
    if isinstance(runs, int) and not isinstance(runs, bool) and runs >= 1:
        context["determinism_runs"] = runs
    ks = old_report.get("pass_at_k")
    if isinstance(ks, dict) and ks and all(str(k).isdigit() for k in ks):
        context["ks"] = tuple(sorted(int(k) for k in ks))
    return context


def humans_section(client: Client, set_name: str) -> dict[str, Any]:
    """The "humans" section of a report record for a stored baseline set (docs/statistics.md)."""
    return baselines.section(summary_from_proto(client.human_summary(set_name)))


def score_records(
    client: Client,
    results: Sequence[dict[str, Any]],
    ks: tuple[int, ...],
    context: dict[str, Any],
    humans: str = "",
) -> dict[str, Any]:
    """The report record of `results`, each problem fetched from the registry at its version."""
    problems = {}
    for r in results:
        key = (r["task_id"], r["language"], r.get("version") or "")
        if key not in problems:
            problems[key] = client.problem(key[0], enums.language(key[1]), key[2])
    record = score_results(client, list(results), list(problems.values()), ks, context)
    if humans:
        record["humans"] = humans_section(client, humans)
    return record


def rescore(
    ns: argparse.Namespace,
    results: Sequence[dict[str, Any]],
    ks: tuple[int, ...],
    context: dict[str, Any],
    humans: str = "",
) -> dict[str, Any]:
    """The report record of `results` from the scorer, problems from the registry. Results that
    name their suite version skip building the local suites into an embedded registry (the slow
    part) unless the registry lacks that version; a version is immutable, so this changes
    nothing but the time."""
    if all(r.get("version") for r in results):
        try:
            with connected(ns) as client:
                return score_records(client, results, ks, context, humans)
        except NotFound:
            pass  # a version this registry has not seen yet: build the local suites, retry
    with connected(ns, sync=suites_for(r["task_id"] for r in results)) as client:
        return score_records(client, results, ks, context, humans)


def output_format(ns: argparse.Namespace) -> str:
    if ns.format:
        return str(ns.format)
    if ns.out is not None and ns.out.suffix.lower() in SUFFIXES:
        return SUFFIXES[ns.out.suffix.lower()]
    return "md"


def render(fmt: str, record: dict[str, Any], results: Sequence[dict[str, Any]]) -> str:
    if fmt == "json":
        return json.dumps(record, indent=2) + "\n"
    if fmt == "html":
        return reports.render_html(record, results)
    return reports.render_markdown(record, results)


def destination(out: Path, fmt: str) -> Path:
    """Where --out writes: a file, or report.<format> inside an existing folder."""
    target = out / FORMATS[fmt] if out.is_dir() else out
    if not target.parent.is_dir():
        raise InvalidArgument(f"cannot write {target}: folder {target.parent} does not exist")
    return target


def cmd_report(ns: argparse.Namespace) -> int:
    fmt = output_format(ns)
    if ns.k and min(ns.k) < 1:
        raise InvalidArgument(f"--k must be at least 1, got {min(ns.k)}")
    target = destination(ns.out, fmt) if ns.out is not None else None
    path = results_path(ns.results)
    results = read_results(path)
    samples = completeness.folder_samples(path)
    context = run_context(path, results)
    if ns.model:
        context["model"] = ns.model
    runs = context.pop("determinism_runs", None)
    ks = tuple(ns.k or ()) or context.pop("ks", ())
    context.pop("ks", None)
    log = logs.get("client", command="report", results=str(path))
    record = rescore(ns, results, ks, context, ns.humans or "")
    record["judging_modes"] = outputs.judging_modes(results)
    record["split"] = provenance.split_of(results)
    if runs is not None:
        record["flaky"] = sum(1 for r in results if r.get("flaky"))
        record["determinism_runs"] = runs
    completeness.annotate(record, results, samples)
    text = render(fmt, record, results)
    if target is None:
        sys.stdout.write(text)
    else:
        outputs.write_text_atomic(target, text)
        sys.stderr.write(f"wrote {target}\n")
    for notice in completeness.notices(record):
        sys.stderr.write(f"warning: {notice}\n")
    log.info(
        "report_done",
        format=fmt,
        samples=len(results),
        out=str(target or "-"),
        partial=record["partial"],
        excluded=record.get("excluded", 0),
    )
    return completeness.strict_exit(ns, record)


def add_parsers(sub: Any) -> None:
    """The `report` subcommand."""
    p = sub.add_parser(
        "report",
        help="re-score a results.jsonl or run folder and render report.md, .html or .json",
    )
    p.add_argument("results", type=Path, help="results.jsonl, or a run folder holding one")
    p.add_argument(
        "--format",
        choices=sorted(FORMATS),
        help="default: from --out's suffix, else md",
    )
    p.add_argument(
        "--out",
        type=Path,
        help="file to write (atomically), or a folder to hold report.<format>; default stdout",
    )
    p.add_argument("--model", default="", help="model name (default: the run folder's)")
    p.add_argument(
        "--humans",
        metavar="SET",
        help="show this stored human baseline set beside the model (rockman-client humans import)",
    )
    p.add_argument(
        "--k",
        type=int,
        nargs="+",
        action="extend",
        help="report pass@k for these k (repeatable; default 1, and 10 where defined)",
    )
    completeness.add_strict_flag(p)
    add_service_flags(p)
    p.set_defaults(func=cmd_report)
