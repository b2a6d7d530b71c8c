"""Checking a submitted run folder before the leaderboard stores it.

A submission is a run folder: manifest.json, report.json and results.jsonl. It is accepted only
when results.jsonl hashes to the SHA256 the manifest recorded, the report's overall figures are
the ones results.jsonl gives, and manifest, report and results name the same suite version. The
scorer has no problem metadata, so the category and difficulty breakdowns come from report.json,
which the overall check ties to the results. results.jsonl arrives in chunks and is hashed and
parsed as it comes, into per-problem tallies (n scored samples, c passed).
"""

from __future__ import annotations

import hashlib
import json
import math
import re
from collections.abc import Iterable
from dataclasses import dataclass, fields
from typing import Any

from rockman import enums
from rockman.errors import InvalidArgument, ResourceExhausted
from rockman.scorer.core import Aggregate

MAX_RESULTS_BYTES = 1 << 30
OVERALL_TOLERANCE = 1e-9
_SHA256 = re.compile(r"[0-9a-f]{64}")
_BASE_FIELDS = {"pass_at_1", "ci_low", "ci_high", "n_problems", "n_samples"}

ProblemKey = tuple[str, str]  # (task_id, language)


@dataclass(frozen=True)
class RunSettings:
    """How the samples were generated, given at submission (the run folder cannot know)."""

    temperature: float | None = None
    max_tokens: int | None = None
    attempts: int | None = None
    model_version: str = ""
    model: str = ""


@dataclass(frozen=True)
class Tally:
    n: int  # scored samples (SANDBOX_ERROR excluded)
    c: int  # passed


@dataclass(frozen=True)
class Submission:
    """A checked run, ready to store."""

    results_sha256: str
    suite: str
    version: str
    version_hash: str
    model: str
    settings: RunSettings
    cpu_model: str
    cpu_count: int
    executor_backend: str
    run_date: str
    rockman_version: str
    overall: Aggregate
    manifest: dict[str, Any]
    report: dict[str, Any]
    tallies: dict[ProblemKey, Tally]


class ResultsReader:
    """results.jsonl fed in chunks: hashed as it arrives, parsed line by line into tallies."""

    def __init__(self) -> None:
        self._sha = hashlib.sha256()
        self._pending = b""
        self._size = 0
        self._line = 0
        self._seen: set[tuple[str, str, str]] = set()
        self.tallies: dict[ProblemKey, Tally] = {}
        self.versions: set[str] = set()
        self.excluded = 0

    def feed(self, chunk: bytes) -> None:
        self._size += len(chunk)
        if self._size > MAX_RESULTS_BYTES:
            raise ResourceExhausted(f"results.jsonl is larger than {MAX_RESULTS_BYTES} bytes")
        self._sha.update(chunk)
        lines = (self._pending + chunk).split(b"\n")
        self._pending = lines.pop()
        for line in lines:
            self._parse(line)

    def finish(self) -> str:
        """Parse the last line; return the file's SHA256."""
        if self._pending:
            self._parse(self._pending)
            self._pending = b""
        return self._sha.hexdigest()

    def _parse(self, raw: bytes) -> None:
        self._line += 1
        if not raw.strip():
            return
        where = f"results.jsonl:{self._line}"
        try:
            record = json.loads(raw)
        except (json.JSONDecodeError, UnicodeDecodeError):
            raise InvalidArgument(f"{where}: not JSON") from None
        if not isinstance(record, dict):
            raise InvalidArgument(f"{where}: not a results.jsonl record")
        task_id, language, sample_id, verdict = (
            record.get(k) for k in ("task_id", "language", "sample_id", "verdict")
        )
        if not (isinstance(task_id, str) and task_id and isinstance(sample_id, str | int)):
            raise InvalidArgument(f"{where}: needs task_id and sample_id")
        if language not in enums.LANGUAGES:
            raise InvalidArgument(f"{where}: unknown language {language!r}")
        if verdict not in enums.VERDICTS:
            raise InvalidArgument(f"{where}: unknown verdict {verdict!r}")
        key = (task_id, language, str(sample_id))
        if key in self._seen:
            raise InvalidArgument(f"{where}: duplicate sample {sample_id!r} of {task_id!r}")
        self._seen.add(key)
        self.versions.add(str(record.get("version", "")))
        if verdict == "SANDBOX_ERROR":
            self.excluded += 1
            return
        old = self.tallies.get((task_id, language), Tally(0, 0))
        self.tallies[(task_id, language)] = Tally(old.n + 1, old.c + (verdict == "PASS"))


def _object(text: str, name: str) -> dict[str, Any]:
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InvalidArgument(f"{name} is not JSON: {exc}") from None
    if not isinstance(value, dict):
        raise InvalidArgument(f"{name} is not a JSON object")
    return value


def _dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _text(record: dict[str, Any], key: str, name: str, required: bool = True) -> str:
    value = record.get(key, "")
    if not isinstance(value, str) or (required and not value):
        raise InvalidArgument(f"{name} has no {key}")
    return value


def aggregate_of(value: Any, name: str) -> Aggregate:
    """An Aggregate from its report.json form (the five base fields required, the standard
    errors taken when present); InvalidArgument naming `name` otherwise."""
    if not isinstance(value, dict) or not value.keys() >= _BASE_FIELDS:
        raise InvalidArgument(f"{name} is not a pass@1 aggregate")
    try:
        given: dict[str, Any] = {
            f.name: int(value[f.name]) if f.type in ("int", int) else float(value[f.name])
            for f in fields(Aggregate)
            if f.name in value
        }
        agg = Aggregate(**given)
    except (TypeError, ValueError):
        raise InvalidArgument(f"{name} is not a pass@1 aggregate") from None
    if not all(0.0 <= x <= 1.0 for x in (agg.pass_at_1, agg.ci_low, agg.ci_high)):
        raise InvalidArgument(f"{name} has a proportion outside [0, 1]")
    if agg.n_problems < 0 or agg.n_samples < 0:
        raise InvalidArgument(f"{name} has a negative count")
    return agg


def check_settings(settings: RunSettings) -> None:
    t = settings.temperature
    if t is not None and not (math.isfinite(t) and t >= 0):
        raise InvalidArgument(f"temperature must be a finite number >= 0, got {t}")
    for name, value in (("max tokens", settings.max_tokens), ("attempts", settings.attempts)):
        if value is not None and value < 1:
            raise InvalidArgument(f"{name} must be at least 1, got {value}")


def check_submission(
    manifest_text: str, report_text: str, settings: RunSettings, results: Iterable[bytes]
) -> Submission:
    """The checked submission, or InvalidArgument saying which file is wrong and how."""
    check_settings(settings)
    manifest = _object(manifest_text, "manifest.json")
    report = _object(report_text, "report.json")
    suite = _text(manifest, "suite", "manifest.json")
    version = _text(manifest, "version", "manifest.json")
    version_hash = _text(manifest, "version_hash", "manifest.json", required=False)
    files = manifest.get("files")
    recorded = files.get("results", {}).get("sha256") if isinstance(files, dict) else None
    if not isinstance(recorded, str) or not _SHA256.fullmatch(recorded):
        raise InvalidArgument("manifest.json has no files.results.sha256")
    for key, expected in (("suite", suite), ("version", version), ("version_hash", version_hash)):
        if report.get(key, expected) != expected:
            raise InvalidArgument(
                f"report.json is for {key} {report.get(key)!r}, manifest.json for {expected!r}"
            )
    overall = aggregate_of(report.get("overall"), "report.json overall")
    for key in ("by_category", "by_difficulty"):
        groups = report.get(key, {})
        if not isinstance(groups, dict):
            raise InvalidArgument(f"report.json {key} is not an object")
        for name, value in groups.items():
            aggregate_of(value, f"report.json {key}.{name}")

    reader = ResultsReader()
    for chunk in results:
        reader.feed(chunk)
    digest = reader.finish()
    if digest != recorded:
        raise InvalidArgument(
            f"results.jsonl has SHA256 {digest} but manifest.json records {recorded}: "
            "one of them changed after the run"
        )
    other = sorted(v for v in reader.versions if v != version)
    if other:
        raise InvalidArgument(
            f"results.jsonl mixes suite versions: {other[0]!r} beside the manifest's {version!r}"
        )
    _check_overall(overall, report, reader)

    model = settings.model or str(manifest.get("model") or report.get("model") or "")
    if not model:
        raise InvalidArgument("the run has no model name: give one with --model")
    caps = _dict(manifest.get("executor_capabilities"))
    env = _dict(caps.get("environment"))
    try:
        cpu_count = int(env.get("cpu_count") or 0)
    except (TypeError, ValueError):
        cpu_count = 0
    return Submission(
        results_sha256=digest,
        suite=suite,
        version=version,
        version_hash=version_hash,
        model=model,
        settings=settings,
        cpu_model=str(env.get("cpu_model") or ""),
        cpu_count=cpu_count,
        executor_backend=str(caps.get("backend") or ""),
        run_date=str(manifest.get("created_at") or ""),
        rockman_version=str(manifest.get("rockman_version") or ""),
        overall=overall,
        manifest=manifest,
        report=report,
        tallies=reader.tallies,
    )


def _check_overall(overall: Aggregate, report: dict[str, Any], reader: ResultsReader) -> None:
    """report.json's overall must be what results.jsonl gives: the file ties the figures."""
    scored = [t for t in reader.tallies.values() if t.n > 0]
    if not scored:
        raise InvalidArgument("results.jsonl has no scored sample: nothing to rank")
    n_samples = sum(t.n for t in scored)
    mean = sum(t.c / t.n for t in scored) / len(scored)
    mismatch = [
        f"{name} {given} in report.json, {found} from results.jsonl"
        for name, given, found in (
            ("problems", overall.n_problems, len(scored)),
            ("samples", overall.n_samples, n_samples),
            ("excluded", report.get("excluded", reader.excluded), reader.excluded),
        )
        if given != found
    ]
    if abs(overall.pass_at_1 - mean) > OVERALL_TOLERANCE:
        mismatch.append(f"pass@1 {overall.pass_at_1:.6f} in report.json, {mean:.6f} from results")
    if mismatch:
        raise InvalidArgument(f"report.json does not match results.jsonl: {'; '.join(mismatch)}")
