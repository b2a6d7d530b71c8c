"""rockman-client: run evaluations, serve the services, browse problems, score results.

Human-readable output goes to stderr; `--json` output to stdout. Errors are one line on stderr
and a non-zero exit, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from google.protobuf.json_format import MessageToDict

from rockman import enums, logs, service_flags
from rockman.client import (
    baseline_commands,
    compare_commands,
    completeness,
    leaderboard_commands,
    outputs,
    probe_command,
    provenance,
    registry_commands,
    report_commands,
    rerun,
    validate_commands,
    verify_run,
)
from rockman.client import demo as demo_module
from rockman.client import serve as serve_module
from rockman.client.connect import add_service_flags, connected, suites_for
from rockman.client.generation import cli as generation_cli
from rockman.client.generation.sampling import GenerationOptions, generate_samples
from rockman.client.progress import RunProgress
from rockman.client.run import ERRORS, SAMPLES, RunOptions, RunOutcome, default_out, evaluate
from rockman.client.samples import Sample, read_samples
from rockman.errors import InvalidArgument, RockmanError
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2

EXIT_ERROR = 1
EXIT_UNJUDGED = 3  # run: finished, but some samples could not be judged (errors.jsonl)
EXIT_INTERRUPTED = 130


def _err(text: str) -> None:
    sys.stderr.write(text + "\n")
    sys.stderr.flush()


def summary_line(name: str, report: dict[str, Any]) -> str:
    o = report["overall"]
    return (
        f"{name}: pass@1 {o['pass_at_1']:.3f} (95% CI {o['ci_low']:.3f}-{o['ci_high']:.3f}) "
        f"over {o['n_problems']} problems, {o['n_samples']} samples"
    )


def keep_copy(samples: Path, kept: Path) -> Path:
    """The run folder keeps the samples it evaluated (for `rerun`); returns the copy's path."""
    kept.parent.mkdir(parents=True, exist_ok=True)
    if not kept.exists() or not kept.samefile(samples):
        outputs.write_text_atomic(kept, samples.read_text(encoding="utf-8"))
    return kept


def _run(
    ns: argparse.Namespace,
    samples: list[Sample],
    out: Path,
    generation_options: GenerationOptions | None,
    progress: RunProgress,
) -> RunOutcome:
    """Generation (with --base-url), then evaluation, into `out`."""
    with connected(ns, sync=ns.suite) as client:
        generation = None
        if generation_options is not None:
            progress.phase("generating", 0)
            summary = generate_samples(
                client, ns.suite, ns.version or "", out, generation_options,
                on_sample=lambda record, done, total: progress.update(done, total),
            )  # fmt: skip
            generation = summary.manifest
            samples_path = out / SAMPLES
            samples = read_samples(samples_path)
        else:
            samples_path = keep_copy(ns.samples, out / SAMPLES)
        progress.phase("evaluating", len(samples))
        return evaluate(
            client,
            samples,
            RunOptions(
                suite=ns.suite,
                out=out,
                version=ns.version or "",
                ks=tuple(ns.k or ()),
                model=ns.model or "",
                samples_path=samples_path,
                flags={k: str(v) for k, v in vars(ns).items() if k not in ("func", "token")},
                determinism_runs=ns.determinism_runs,
                generation=generation,
            ),
            progress=lambda record, done, total: progress.update(done, total, record),
            on_error=lambda record: progress.note(unjudged_line(record)),
        )


def unjudged_line(record: dict[str, Any]) -> str:
    """The stderr line about one sample that could not be judged (an errors.jsonl record)."""
    named = f"sample {record['sample_id']} of {record['task_id']}"
    message = str(record["message"])
    if named not in message:
        message = f"{named} ({record['language']}): {message}"
    return f"rockman-client: not judged ({record['status']}): {message}"


def _progress_mode(ns: argparse.Namespace) -> str:
    if ns.json or ns.quiet:
        return "none"
    return "log" if ns.log_file == Path("-") else "auto"


def cmd_run(ns: argparse.Namespace) -> int:
    if (ns.samples is None) == (ns.base_url is None):
        raise InvalidArgument(
            "give either --samples FILE (samples made elsewhere) or --base-url URL --model M "
            "(generate them from an OpenAI-compatible endpoint)"
        )
    generation_options = generation_cli.options(ns) if ns.base_url else None
    samples = read_samples(ns.samples) if ns.samples else []
    out = ns.out or default_out(ns.suite)
    try:
        with RunProgress(_progress_mode(ns)) as progress:
            outcome = _run(ns, samples, out, generation_options, progress)
    except KeyboardInterrupt:
        _err(f"rockman-client: stopped; {out}/ keeps every finished sample and result: "
             "run the same command again to continue")  # fmt: skip
        raise
    if not ns.quiet:
        _err(summary_line(ns.model or "run", outcome.report))
        errors = ", errors.jsonl" if outcome.errors else ""
        _err(f"wrote {out}/ (samples.jsonl, results.jsonl{errors}, report.json, report.md, "
             "report.html, manifest.json)")  # fmt: skip
        for warning in outcome.report["warnings"]:
            _err(f"warning: {warning}")
        for notice in completeness.notices(outcome.report):
            _err(f"warning: {notice}")
    if ns.json:
        sys.stdout.write(json.dumps(outcome.report, indent=2) + "\n")
    if outcome.errors:  # shown even with --quiet: it is why the exit status is not 0
        statuses = Counter(r["status"] for r in outcome.errors)
        counts = ", ".join(f"{name} {n}" for name, n in sorted(statuses.items()))
        total = len(outcome.results) + len(outcome.errors)
        _err(f"rockman-client: {len(outcome.errors)} of {total} samples could "
             f"not be judged ({counts}): {out / ERRORS} says which and what to fix; "
             f"exit status {EXIT_UNJUDGED}")  # fmt: skip
        return EXIT_UNJUDGED
    return completeness.strict_exit(ns, outcome.report)


def cmd_score(ns: argparse.Namespace) -> int:
    path: Path = ns.results
    if not path.is_file():
        raise InvalidArgument(f"results file {path} does not exist")
    results = report_commands.read_results(path, allow_empty=True)
    samples = completeness.folder_samples(path)
    with connected(ns, sync=suites_for(r["task_id"] for r in results)) as client:
        context = {"model": ns.model or ""}
        report = report_commands.score_records(client, results, tuple(ns.k or ()), context)
    report["split"] = provenance.split_of(results)
    completeness.annotate(report, results, samples)
    if ns.out:
        outputs.write_json_atomic(ns.out, report)
    _err(summary_line(ns.model or str(path), report))
    _err(f"split: {provenance.describe(report['split'])}")
    for notice in completeness.notices(report):
        _err(f"warning: {notice}")
    if ns.json:
        sys.stdout.write(json.dumps(report, indent=2) + "\n")
    return completeness.strict_exit(ns, report)


def _problem_summary(p: pb.Problem) -> dict[str, Any]:
    return {
        "task_id": p.task_id,
        "category": enums.name_of(enums.CATEGORIES, p.category),
        "subcategory": p.subcategory,
        "difficulty": p.difficulty,
        "task_type": enums.name_of(enums.TASK_TYPES, p.task_type),
        "tags": list(p.tags),
        "language": enums.name_of(enums.LANGUAGES, p.language),
        "version": p.version,
        "content_hash": p.content_hash,
    }


def cmd_problems_list(ns: argparse.Namespace) -> int:
    filters: dict[str, Any] = {}
    if ns.category:
        filters["category"] = enums.category(ns.category)
    if ns.task_type:
        filters["task_type"] = enums.task_type(ns.task_type)
    if ns.difficulty:
        filters["difficulty"] = ns.difficulty
    if ns.tag:
        filters["tags"] = ns.tag
    with connected(ns, sync=ns.suite) as client:
        problems, version, version_hash = client.problems(
            ns.suite, ns.version or "", enums.language(ns.language), **filters
        )
    rows = [_problem_summary(p) for p in problems]
    if ns.json:
        sys.stdout.write(
            json.dumps(
                {
                    "suite": ns.suite,
                    "version": version,
                    "version_hash": version_hash,
                    "problems": rows,
                },
                indent=2,
            )
            + "\n"
        )
        return 0
    sys.stdout.write(f"# {ns.suite} {version} ({len(rows)} problems)\n")
    for r in rows:
        sys.stdout.write(
            f"{r['task_id']:<22} d{r['difficulty']}  {r['category']:<20} "
            f"{r['task_type']:<18} {','.join(r['tags'])}\n"
        )
    return 0


def cmd_problems_show(ns: argparse.Namespace) -> int:
    with connected(ns, sync=suites_for([ns.task_id])) as client:
        problem = client.problem(ns.task_id, enums.language(ns.language), ns.version or "")
    if ns.json:
        sys.stdout.write(
            json.dumps(MessageToDict(problem, preserving_proto_field_name=True), indent=2) + "\n"
        )
        return 0
    info = _problem_summary(problem)
    for key, value in info.items():
        sys.stdout.write(f"{key}: {value}\n")
    sys.stdout.write(
        f"canary: {problem.canary}\n\n{problem.prompt}\n# public tests\n{problem.public_test}"
    )
    return 0


def cmd_doctor(ns: argparse.Namespace) -> int:
    """What the executor can run: backend, limits, and each language's toolchain and start-up
    self-test, or why not. Exit status 1 when a language is unavailable."""
    with connected(ns) as client:
        caps = client.capabilities(wait_for_self_test=True)
    languages = [
        {
            "language": enums.name_of(enums.LANGUAGES, c.language),
            "available": c.available,
            "version": c.version,
            "reason": c.reason,
            "self_test": executor_pb2.SelfTest.Name(c.self_test)
            .removeprefix("SELF_TEST_")
            .lower()
            .replace("unspecified", "none"),
        }
        for c in caps.languages
    ]
    if ns.json:
        report = {
            "backend": caps.backend,
            "cgroup_version": caps.cgroup_version,
            "workers": caps.workers,
            "languages": languages,
        }
        sys.stdout.write(json.dumps(report, indent=2) + "\n")
    else:
        sys.stdout.write(
            f"executor: {caps.backend} backend, cgroup {caps.cgroup_version or '-'}, "
            f"{caps.workers} workers\n"
        )
        for row in languages:
            state = "ok" if row["available"] else "UNAVAILABLE"
            detail = row["version"] if row["available"] else row["reason"]
            check = f"self-test {row['self_test']}"
            sys.stdout.write(f"{row['language']:<11} {state:<11} {check:<18} {detail}\n")
    return 0 if all(row["available"] for row in languages) else 1


def cmd_demo(ns: argparse.Namespace) -> int:
    return demo_module.run_demo(ns.out, ns.home, ns.workers, as_json=ns.json, backend=ns.backend)


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="rockman-client", description=__doc__.splitlines()[0])
    p.add_argument(
        "--home",
        type=Path,
        default=None,
        help="data folder of embedded services (default $ROCKMAN_HOME or ~/.local/share/rockman)",
    )
    p.add_argument("--log-level", default=os.environ.get("ROCKMAN_LOG_LEVEL", "info"))
    p.add_argument(
        "--log-file",
        type=Path,
        default=None,
        help="JSON log lines go here (default: HOME/logs/rockman.log; '-' = stderr)",
    )
    sub = p.add_subparsers(dest="command", required=True)

    run = sub.add_parser("run", help="evaluate samples against a suite")
    run.add_argument("--samples", type=Path, help="JSONL samples file (or generate: --base-url)")
    run.add_argument("--suite", default="starter")
    run.add_argument("--version", default="")
    run.add_argument("--out", type=Path, help="run folder (default runs/<suite>-<time>)")
    run.add_argument("--model", default="", help="the model (the endpoint's name for it)")
    run.add_argument("--k", type=int, action="append", help="report pass@k (repeatable)")
    run.add_argument("--json", action="store_true", help="print report.json to stdout")
    run.add_argument(
        "--quiet",
        action="store_true",
        help="no progress and no summary (errors are still shown on stderr)",
    )
    completeness.add_strict_flag(run)
    run.add_argument(
        "--determinism-runs",
        type=int,
        default=1,
        help="run each passing sample of a deterministic problem N times in all and report "
        "disagreement as flaky (leaderboard runs: 3)",
    )
    generation_cli.add_flags(run)
    add_service_flags(run)
    run.set_defaults(func=cmd_run)

    score = sub.add_parser("score", help="score an existing results.jsonl")
    score.add_argument("results", type=Path)
    score.add_argument("--model", default="")
    score.add_argument("--k", type=int, action="append")
    score.add_argument("--out", type=Path, help="write report.json here")
    score.add_argument("--json", action="store_true")
    completeness.add_strict_flag(score)
    add_service_flags(score)
    score.set_defaults(func=cmd_score)

    problems = sub.add_parser("problems", help="list or show problems")
    psub = problems.add_subparsers(dest="problems_command", required=True)
    plist = psub.add_parser("list")
    plist.add_argument("--suite", default="starter")
    plist.add_argument("--version", default="")
    plist.add_argument("--language", default="python")
    plist.add_argument("--category")
    plist.add_argument("--task-type")
    plist.add_argument("--difficulty", type=int)
    plist.add_argument("--tag", action="append")
    plist.add_argument("--json", action="store_true")
    add_service_flags(plist)
    plist.set_defaults(func=cmd_problems_list)
    registry_commands.add_problems_build(psub)
    pshow = psub.add_parser("show")
    pshow.add_argument("task_id")
    pshow.add_argument("--language", default="python")
    pshow.add_argument("--version", default="")
    pshow.add_argument("--json", action="store_true")
    add_service_flags(pshow)
    pshow.set_defaults(func=cmd_problems_show)

    serve_module.add_parser(sub)
    registry_commands.add_parsers(sub)
    compare_commands.add_parsers(sub)
    leaderboard_commands.add_parsers(sub)
    report_commands.add_parsers(sub)
    validate_commands.add_parsers(sub)
    rerun.add_parser(sub)
    verify_run.add_parser(sub)
    probe_command.add_parser(sub)
    baseline_commands.add_parsers(sub)

    doctor = sub.add_parser("doctor", help="what the executor can run: languages, versions")
    doctor.add_argument("--json", action="store_true")
    add_service_flags(doctor)
    doctor.set_defaults(func=cmd_doctor)

    demo = sub.add_parser("demo", help="embedded evaluation of the starter suite, two models")
    demo.add_argument("--out", type=Path, default=Path("runs/demo"))
    demo.add_argument("--workers", type=int)
    service_flags.add_backend_flag(demo)
    demo.add_argument("--json", action="store_true")
    demo.set_defaults(func=cmd_demo)
    return p


def main(argv: list[str] | None = None) -> int:
    ns = parser().parse_args(argv)
    ns.home = ns.home or service_flags.rockman_home()
    if not hasattr(ns, "version"):
        ns.version = ""
    log_path = (
        None if ns.log_file == Path("-") else (ns.log_file or ns.home / "logs" / "rockman.log")
    )
    try:
        logs.configure(ns.log_level, log_path)
        code: int = ns.func(ns)
        return code
    except RockmanError as exc:
        _err(f"rockman-client: error: {exc}")
        return EXIT_ERROR
    except KeyboardInterrupt:
        _err("rockman-client: interrupted")
        return EXIT_INTERRUPTED
    except OSError as exc:
        _err(f"rockman-client: error: {exc}")
        return EXIT_ERROR
    except Exception as exc:  # a bug: one line here whatever the flags, the traceback in the log
        logs.get("client").exception("unexpected_error")
        where = "stderr" if log_path is None else str(log_path)
        _err(f"rockman-client: unexpected error: {type(exc).__name__}: {exc} "
             f"(the traceback is in {where})")  # fmt: skip
        return EXIT_ERROR


if __name__ == "__main__":
    sys.exit(main())
