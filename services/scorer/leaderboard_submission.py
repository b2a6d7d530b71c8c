"""Checking a submitted run folder before the leaderboard stores it.

A submission is a run folder: manifest.json, report.json and results.jsonl. It is accepted only
when every record of results.jsonl carries a signature, by an executor key this scorer trusts,
over what the record says (task, language, sample, code hash, verdict, split counts, suite
version and its hash, seed fingerprint: rockman.signing), every record is of the suite
version the manifest names (its version hash too), results.jsonl hashes to the SHA256 the
manifest recorded, and the report's figures are the ones the signed records give: overall,
verdict counts, the per-problem table, and the category and difficulty breakdowns recomputed from
that table. The first record that fails is named (line, task, sample, what is wrong) and nothing
is stored. results.jsonl arrives in chunks and is hashed, verified and parsed as it comes, into
per-problem tallies (n scored samples, c passed).
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
from rockman.errors import FailedPrecondition, InvalidArgument, ResourceExhausted
from rockman.problems import seeds
from rockman.signing import TrustedKeys
from services.scorer.core import Aggregate

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
    """results.jsonl fed in chunks: hashed as it arrives, each line parsed, its signature checked
    with `trusted` and its suite version with (`version`, `version_hash`), into tallies."""

    def __init__(
        self,
        trusted: TrustedKeys,
        version: str,
        version_hash: str,
        split_fingerprint: str | None = "",
    ) -> None:
        self._sha = hashlib.sha256()
        self._pending = b""
        self._size = 0
        self._line = 0
        self._seen: set[tuple[str, str, str]] = set()
        self.trusted = trusted
        self.version = version
        self.version_hash = version_hash
        self.split_fingerprint = split_fingerprint  # the seed this leaderboard's cases came from
        self.tallies: dict[ProblemKey, Tally] = {}
        self.verdicts: dict[str, int] = {}
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
        self._verify(record, f"{where} ({task_id}, {language} sample {sample_id!r})")
        self.verdicts[verdict] = self.verdicts.get(verdict, 0) + 1
        if verdict == "SANDBOX_ERROR":
            self.excluded += 1
            return
        old = self.tallies.get((task_id, language), Tally(0, 0))
        self.tallies[(task_id, language)] = Tally(old.n + 1, old.c + (verdict == "PASS"))

    def _verify(self, record: dict[str, Any], where: str) -> None:
        """The record is signed by a trusted key, unaltered, says what a signed result can say,
        and is of the run's suite version; otherwise the error names it."""
        problem = self.trusted.check(record)
        if problem is not None:
            error = FailedPrecondition if problem.untrusted else InvalidArgument
            raise error(f"{where}: {problem.reason}")
        if record["version"] != self.version:
            raise InvalidArgument(
                f"{where}: a result of suite version {record['version']!r}, but the run "
                f"(manifest.json) is {self.version!r}"
            )
        if record["version_hash"] != self.version_hash:
            raise InvalidArgument(
                f"{where}: a result of another suite version: signed for version hash "
                f"{str(record['version_hash'])[:16] or 'none'}…, but manifest.json's "
                f"{self.version!r} has hash {self.version_hash[:16]}…"
            )
        if self.split_fingerprint is None:
            return  # a check of the run alone (verify-run): any split
        if record["development_split"]:
            raise FailedPrecondition(
                f"{where}: judged by the development split ({seeds.DEVELOPMENT_NOTE}), so "
                "the leaderboard takes no such run: run again with a private seed "
                '(docs/problem-format.md, "The three seeds")'
            )
        if record["seed_fingerprint"] != self.split_fingerprint:
            raise FailedPrecondition(
                f"{where}: judged with the cases of seed {record['seed_fingerprint'] or 'none'}, "
                f"but this leaderboard's seed is {self.split_fingerprint}: only runs judged "
                "with its own private and hidden cases are ranked"
            )


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
    manifest_text: str,
    report_text: str,
    settings: RunSettings,
    results: Iterable[bytes],
    trusted: TrustedKeys,
    split_fingerprint: str | None = "",
) -> Submission:
    """The checked submission, or InvalidArgument saying which file is wrong and how
    (FailedPrecondition for records signed by a key not in `trusted`, or no trusted key). A
    leaderboard ranks only runs judged with its seed's cases (`split_fingerprint`; "" refuses
    every run); None checks the run alone, whatever its split (verify-run)."""
    check_settings(settings)
    if split_fingerprint == "":
        raise FailedPrecondition(
            "this scorer knows no seed, so it can rank no run: start it with "
            "--split-fingerprint (the fingerprint of the seed its suites' private and hidden "
            "cases are drawn from; docs/problem-format.md)"
        )
    if not trusted:
        raise FailedPrecondition(
            "this scorer trusts no executor key, so it can check no run: start it with "
            "--trusted-keys FILE (the executors' public keys, docs/security.md)"
        )
    manifest = _object(manifest_text, "manifest.json")
    report = _object(report_text, "report.json")
    suite = _text(manifest, "suite", "manifest.json")
    version = _text(manifest, "version", "manifest.json")
    version_hash = _text(manifest, "version_hash", "manifest.json")
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

    reader = ResultsReader(trusted, version, version_hash, split_fingerprint)
    for chunk in results:
        reader.feed(chunk)
    digest = reader.finish()
    if digest != recorded:
        raise InvalidArgument(
            f"results.jsonl has SHA256 {digest} but manifest.json records {recorded}: "
            "one of them changed after the run"
        )
    _check_overall(overall, report, reader)
    _check_table(report, reader)

    split = {"kind": "private", "seed_fingerprint": split_fingerprint or "", "note": ""}
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
        # The split, as every signed record says (the files' own word is not taken).
        manifest={**manifest, "split": split},
        report={**report, "split": split},
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


def _check_table(report: dict[str, Any], reader: ResultsReader) -> None:
    """report.json's verdict counts and per-problem table must be the signed records', and its
    category and difficulty breakdowns (the leaderboard's columns) the table's."""
    verdicts = report.get("verdicts")
    if not isinstance(verdicts, dict) or verdicts != reader.verdicts:
        raise InvalidArgument(
            f"report.json does not match results.jsonl: verdicts {verdicts} in report.json, "
            f"{dict(sorted(reader.verdicts.items()))} from results.jsonl"
        )
    rows = report.get("problems")
    if not isinstance(rows, list):
        raise InvalidArgument("report.json has no per-problem table (problems)")
    seen: dict[ProblemKey, dict[str, Any]] = {}
    for row in rows:
        if not isinstance(row, dict):
            raise InvalidArgument("report.json problems holds a row that is not an object")
        key = (row.get("task_id"), row.get("language"))
        tally = reader.tallies.get(key)  # type: ignore[arg-type]
        if tally is None or tally.n == 0 or key in seen:
            raise InvalidArgument(
                f"report.json problems row {key[0]!r} ({key[1]}) is not a problem that "
                "results.jsonl scores (or is listed twice)"
            )
        if (row.get("n"), row.get("c")) != (tally.n, tally.c):
            raise InvalidArgument(
                f"report.json does not match results.jsonl: {key[0]} ({key[1]}) has n "
                f"{row.get('n')}, c {row.get('c')} in report.json, n {tally.n}, c {tally.c} "
                "from results.jsonl"
            )
        seen[key] = row  # type: ignore[index]
    unlisted = [k for k, t in reader.tallies.items() if t.n > 0 and k not in seen]
    if unlisted:
        raise InvalidArgument(
            f"report.json problems lacks {unlisted[0][0]} ({unlisted[0][1]}), which "
            "results.jsonl scores"
        )
    for breakdown, field_name in (("by_category", "category"), ("by_difficulty", "difficulty")):
        groups: dict[str, list[dict[str, Any]]] = {}
        for row in seen.values():
            groups.setdefault(str(row.get(field_name)), []).append(row)
        given = report.get(breakdown) or {}
        if set(given) != set(groups):
            raise InvalidArgument(
                f"report.json {breakdown} has groups {sorted(given)}, its problems table "
                f"{sorted(groups)}"
            )
        for name, members in groups.items():
            agg = aggregate_of(given[name], f"report.json {breakdown}.{name}")
            mean = sum(r["c"] / r["n"] for r in members) / len(members)
            n_samples = sum(r["n"] for r in members)
            if (
                agg.n_problems != len(members)
                or agg.n_samples != n_samples
                or abs(agg.pass_at_1 - mean) > OVERALL_TOLERANCE
            ):
                raise InvalidArgument(
                    f"report.json {breakdown}.{name} does not match its problems: pass@1 "
                    f"{agg.pass_at_1:.6f} over {agg.n_problems} problems in report.json, "
                    f"{mean:.6f} over {len(members)} from the signed results"
                )
