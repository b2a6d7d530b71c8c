"""One evaluation: samples -> executor -> results.jsonl -> scorer -> report and manifest.

Results are appended to results.jsonl as they arrive. Started again with the same output folder,
a run keeps the results it already has for the same samples and version, and executes only the
rest.

A sample the executor cannot judge for a reason of its own (its code too large, ...) gets no
result: its SampleError is appended to errors.jsonl as it arrives and the others go on. The
run's report says how many (`unjudged`, and a warning); the folder's errors.jsonl holds, at the
end, exactly the samples left without a result (it is removed when there are none). Those
samples are sent again by the next run into the same folder, which judges them or records
their errors again; nothing else is repeated.
"""

from __future__ import annotations

import json
import platform
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from google.protobuf.json_format import MessageToDict

import rockman
from rockman import enums, logs, signing
from rockman.client import completeness, outputs, provenance, reports
from rockman.client.samples import Sample
from rockman.errors import NotFound
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2, scorer_pb2

if TYPE_CHECKING:
    from rockman.client.api import Client  # the caller's; run never makes one

RESULTS = "results.jsonl"
SAMPLES = "samples.jsonl"  # every run folder keeps the samples it evaluated
ERRORS = "errors.jsonl"  # the samples that could not be judged, and why


@dataclass
class RunOptions:
    suite: str
    out: Path
    version: str = ""
    ks: tuple[int, ...] = ()
    model: str = ""
    samples_path: Path | None = None
    flags: dict[str, Any] = field(default_factory=dict)
    determinism_runs: int = 1
    generation: dict[str, Any] | None = None  # the generation step's manifest block


@dataclass
class RunOutcome:
    """A finished run: report.json's record, the results, the run folder, and how many
    samples were executed now or reused from an earlier, interrupted run."""

    report: dict[str, Any]
    results: list[dict[str, Any]]
    out: Path
    executed: int
    reused: int
    errors: list[dict[str, Any]] = field(default_factory=list)  # errors.jsonl's records

    @property
    def pass_at_1(self) -> float:
        return float(self.report["overall"]["pass_at_1"])

    @property
    def ci(self) -> tuple[float, float]:
        """pass@1's Wilson 95% interval."""
        overall = self.report["overall"]
        return float(overall["ci_low"]), float(overall["ci_high"])

    def by(self, dimension: str) -> dict[str, Any]:
        """A breakdown: category, difficulty, task_type or language."""
        return dict(self.report[f"by_{dimension}"])


Report = RunOutcome  # the Python API's name for it


ProgressFn = Callable[[dict[str, Any], int, int], None]
ErrorFn = Callable[[dict[str, Any]], None]


def _key(task_id: str, language: str, sample_id: str) -> tuple[str, str, str]:
    return (task_id, language, sample_id)


def code_sha256(code: str) -> str:
    """The code hash the executor signs into a sample's result."""
    return signing.code_sha256(code)


def _resume(
    path: Path, wanted: dict[tuple[str, str, str], str], version: str
) -> list[dict[str, Any]]:
    """Earlier results for the same samples (same code, same version), signed (a result of an
    executor that did not sign is judged again)."""
    return outputs.keep_lines(
        path,
        lambda key, record: (
            wanted.get(key) == record.get("code_sha256")
            and record.get("version") == version
            and record.get("verdict") != "SANDBOX_ERROR"
            and bool(record.get("signature"))
        ),
    )


def submission(sample: Sample, version: str, determinism_runs: int = 1) -> executor_pb2.Submission:
    """The executor's Submission of one sample."""
    return executor_pb2.Submission(
        task_id=sample.task_id,
        language=sample.language,
        version=version,
        sample_id=sample.sample_id,
        code=sample.code,
        code_kind=sample.code_kind,
        determinism_runs=determinism_runs,
    )


def default_out(suite: str) -> Path:
    """A new run folder's default path: runs/<suite>-<UTC time>."""
    return Path("runs") / f"{suite}-{datetime.now(UTC):%Y%m%dT%H%M%SZ}"


def problems_of(
    client: Client, samples: list[Sample], suite: str, version: str, where: str
) -> tuple[dict[tuple[str, int], pb.Problem], str, str]:
    """The suite's problems in every language the samples use, the version listed and its
    hash; NotFound names the first sample (`where`:line) whose task is not there."""
    problems: dict[tuple[str, int], pb.Problem] = {}
    version_hash = ""
    for language in sorted({s.language for s in samples}):
        listed, version, version_hash = client.problems(suite, version, language)
        problems.update({(p.task_id, language): p for p in listed})
    for s in samples:
        if (s.task_id, s.language) not in problems:
            lang = enums.name_of(enums.LANGUAGES, s.language)
            known = any(t == s.task_id for t, _ in problems)
            reason = f"has no {lang} rendering" if known else "is not in the suite"
            raise NotFound(
                f"{where}:{s.line}: unknown task_id {s.task_id!r}: it {reason} ({suite} {version})"
            )
    return problems, version, version_hash


def evaluate(
    client: Client,
    samples: list[Sample],
    options: RunOptions,
    progress: ProgressFn | None = None,
    on_error: ErrorFn | None = None,
) -> RunOutcome:
    """Run the samples and write the run folder; returns the report record and results.
    `progress` hears of each result or error record (done, total); `on_error` of each sample
    that could not be judged (its errors.jsonl record), as it comes."""
    log = logs.get("client", suite=options.suite)
    where = options.samples_path or Path("samples")
    problems, version, version_hash = problems_of(
        client, samples, options.suite, options.version, str(where)
    )
    options.out.mkdir(parents=True, exist_ok=True)
    results_path = options.out / RESULTS
    by_key = {
        _key(s.task_id, enums.name_of(enums.LANGUAGES, s.language), s.sample_id): s for s in samples
    }
    results = _resume(results_path, {k: code_sha256(s.code) for k, s in by_key.items()}, version)
    done = {_key(r["task_id"], r["language"], r["sample_id"]) for r in results}
    reused = len(done)
    todo = [s for k, s in by_key.items() if k not in done]
    log.info(
        "run_start", version=version, samples=len(samples), reused=reused, to_execute=len(todo)
    )
    submissions = (submission(s, version, options.determinism_runs) for s in todo)
    executed = 0
    errors_path = options.out / ERRORS
    # An earlier run's errors stay until these samples are answered again (a line cut short by
    # a kill goes, so appending starts on a fresh line).
    if not outputs.keep_lines(errors_path, lambda key, _: key in by_key and key not in done):
        errors_path.unlink(missing_ok=True)
    errors: dict[tuple[str, str, str], dict[str, Any]] = {}
    with results_path.open("a", encoding="utf-8") as sink, _Appender(errors_path) as error_sink:
        for answer in client.judge(submissions):
            if isinstance(answer, executor_pb2.SampleError):
                record = outputs.error_record(answer)
            else:
                record = outputs.result_record(answer)
            key = _key(record["task_id"], record["language"], record["sample_id"])
            sample = by_key[key]
            record["code_sha256"] = record.get("code_sha256") or code_sha256(sample.code)
            if isinstance(answer, executor_pb2.SampleError):
                record["version"] = version
                error_sink.write(json.dumps(record) + "\n")
                errors[key] = record
                log.warning("sample_not_judged", **{k: record[k] for k in ERROR_LOGGED})
                if on_error is not None:
                    on_error(record)
            else:
                sink.write(json.dumps(record) + "\n")
                sink.flush()
                results.append(record)
                executed += 1
            if progress is not None:
                progress(record, len(results) + len(errors), len(samples))
    # errors.jsonl now holds exactly the samples left without a result.
    done = {_key(r["task_id"], r["language"], r["sample_id"]) for r in results}
    unjudged = [r for k, r in errors.items() if k not in done]
    if unjudged:
        outputs.write_text_atomic(errors_path, "".join(json.dumps(r) + "\n" for r in unjudged))
    else:
        errors_path.unlink(missing_ok=True)
    report = score_results(
        client,
        results,
        list(problems.values()),
        options.ks,
        {
            "model": options.model,
            "suite": options.suite,
            "version": version,
            "version_hash": version_hash,
        },
    )
    report["flaky"] = sum(1 for r in results if r.get("flaky"))
    report["unjudged"] = [
        {k: r[k] for k in ("task_id", "language", "sample_id", "status")} for r in unjudged
    ]
    if unjudged:
        report["warnings"].append(unjudged_warning(unjudged))
    report["determinism_runs"] = options.determinism_runs
    report["judging_modes"] = outputs.judging_modes(results)
    report["split"] = provenance.split_of(results)
    completeness.annotate(report, results, samples)
    if options.generation is not None:
        report["tokens"] = options.generation["usage"]
    outputs.write_json_atomic(options.out / "report.json", report)
    outputs.write_text_atomic(options.out / "report.md", reports.render_markdown(report, results))
    outputs.write_text_atomic(options.out / "report.html", reports.render_html(report, results))
    outputs.write_json_atomic(
        options.out / "manifest.json",
        {
            **manifest(client, options, version, version_hash, results_path),
            "split": report["split"],
        },
    )
    log.info(
        "run_done",
        executed=executed,
        unjudged=len(unjudged),
        pass_at_1=report["overall"]["pass_at_1"],
    )
    return RunOutcome(report, results, options.out, executed, reused, unjudged)


ERROR_LOGGED = ("task_id", "language", "sample_id", "status", "message", "request_id")
SHOWN_IN_WARNING = 5


def unjudged_warning(unjudged: list[dict[str, Any]]) -> str:
    """The report's warning about samples that could not be judged."""
    shown = ", ".join(
        f"{r['task_id']} sample {r['sample_id']} ({r['language']}, {r['status']})"
        for r in unjudged[:SHOWN_IN_WARNING]
    )
    more = (
        f" and {len(unjudged) - SHOWN_IN_WARNING} more" if len(unjudged) > SHOWN_IN_WARNING else ""
    )
    return (
        f"{len(unjudged)} sample(s) could not be judged and are not scored: {shown}{more}; "
        f"errors.jsonl says why and what to fix"
    )


class _Appender:
    """A JSONL file opened for appending on the first write (none is made without one), each
    line flushed as it is written."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._file: Any = None

    def __enter__(self) -> _Appender:
        return self

    def __exit__(self, *exc: object) -> None:
        if self._file is not None:
            self._file.close()

    def write(self, line: str) -> None:
        if self._file is None:
            self._file = self.path.open("a", encoding="utf-8")
        self._file.write(line)
        self._file.flush()


def score_results(
    client: Client,
    results: list[dict[str, Any]],
    problems: list[pb.Problem],
    ks: tuple[int, ...] | list[int],
    context: dict[str, Any],
) -> dict[str, Any]:
    """Send results to the scorer; return the report.json record."""
    metas = {
        p.task_id: scorer_pb2.ProblemMeta(
            task_id=p.task_id,
            difficulty=p.difficulty,
            category=p.category,
            task_type=p.task_type,
            tags=list(p.tags),
        )
        for p in problems
    }
    outcomes = [
        scorer_pb2.SampleOutcome(
            task_id=r["task_id"],
            language=enums.language(r["language"]),
            sample_id=r["sample_id"],
            verdict=enums.verdict(r["verdict"]),
            version=str(r.get("version") or ""),
        )
        for r in results
    ]
    report = client.score(metas.values(), outcomes, ks)
    return outputs.report_record(report, **context)


def manifest(
    client: Client, options: RunOptions, version: str, version_hash: str, results_path: Path
) -> dict[str, Any]:
    """What is needed to reproduce the run and check its inputs."""
    uname = platform.uname()
    errors_path = options.out / ERRORS
    caps = client.capabilities()
    capabilities = MessageToDict(caps, preserving_proto_field_name=True)
    return {
        "rockman_version": rockman.__version__,
        "created_at": datetime.now(UTC).isoformat(timespec="seconds").replace("+00:00", "Z"),
        "command": sys.argv,
        "flags": options.flags,
        "model": options.model,
        "suite": options.suite,
        "version": version,
        "version_hash": version_hash,
        "endpoints": {
            "registry": client.endpoints.registry,
            "executor": client.endpoints.executor,
            "scorer": client.endpoints.scorer,
        },
        "generation": options.generation,
        "executor_capabilities": capabilities,
        # The key the executor answering GetCapabilities signs with (each record names its
        # own key id; verify-run checks them with a key you trust, never this copy).
        "signing": {
            "public_key": caps.signing_public_key.hex(),
            "key_id": signing.key_id(caps.signing_public_key) if caps.signing_public_key else "",
        },
        "client_environment": {
            "python": platform.python_version(),
            "os": f"{uname.system} {uname.release}",
            "machine": uname.machine,
        },
        "files": {
            "samples": {
                "path": str(options.samples_path) if options.samples_path else None,
                "sha256": outputs.sha256_file(options.samples_path)
                if options.samples_path and options.samples_path.exists()
                else None,
            },
            "results": {"path": RESULTS, "sha256": outputs.sha256_file(results_path)},
            "errors": {"path": ERRORS, "sha256": outputs.sha256_file(errors_path)}
            if errors_path.exists()
            else None,
        },
    }
