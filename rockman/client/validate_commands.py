"""`rockman-client validate`: the 13 validation checks on a suite's problem folders.

The problems are built as the registry version they would be published as (with the operator's
ROCKMAN_HIDDEN_SEED when set), put into a registry and judged by an executor through the
contract, like every other command: by default both embedded in this process over a scratch
home (nothing is left behind), or the services `--registry` and `--executor` name (the version
is then published there, with the caller's publisher `--token`). Prints a problem x check table
and a summary (or JSON); exit status 1 when any check fails.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from rich.console import Console
from rich.table import Table

from rockman import grpcutil
from rockman.auth import Role
from rockman.client import connect
from rockman.client.api import Client
from rockman.client.services import EmbeddedServices
from rockman.errors import InvalidArgument, RockmanError
from rockman.problem_spec import SPEC_FILE, ProblemSpec, load_spec, read_yaml
from rockman.problems import build, contamination, seeds
from rockman.problems.validation import (
    CHECKS,
    Judge,
    Options,
    Outcome,
    ProblemReport,
    Sample,
    Validator,
)
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2, registry_pb2


def discover(problems_dir: Path, suite: str) -> tuple[list[ProblemSpec], dict[str, str]]:
    """The suite's problems, and the folders whose spec does not load (with the reason): a
    folder of this suite, or one whose suite cannot be read, is reported, not skipped."""
    if not problems_dir.is_dir():
        raise InvalidArgument(f"problems folder {problems_dir} does not exist")
    specs: list[ProblemSpec] = []
    broken: dict[str, str] = {}
    owners: dict[str, Path] = {}
    for path in sorted(problems_dir.glob(f"*/{SPEC_FILE}")):
        try:
            spec = load_spec(path.parent)
        except InvalidArgument as exc:
            try:
                raw = read_yaml(path.read_text(encoding="utf-8"))
                theirs = raw.get("suite") if isinstance(raw, dict) else None
            except (OSError, yaml.YAMLError):
                theirs = None
            if theirs in (None, suite):
                broken[str(path.parent)] = str(exc)
            continue
        if spec.task_id in owners:
            broken[str(path.parent)] = (
                f"duplicate task id {spec.task_id} (also {owners[spec.task_id]})"
            )
            continue
        owners[spec.task_id] = path.parent
        if spec.suite == suite:
            specs.append(spec)
    return specs, broken


def broken_report(folder: str, why: str) -> ProblemReport:
    """A folder that could not be loaded fails every check."""
    report = ProblemReport(Path(folder).name.replace("__", "/"), folder)
    for name, _ in CHECKS:
        report.checks[name] = Outcome(False, f"the spec does not load: {why}")
    return report


def run_validation(
    problems_dir: Path,
    suite: str,
    version: str,
    tasks: list[str],
    options: Options,
    workers: int,
    public_dir: Path,
    progress: bool = True,
    services: ServiceOptions | None = None,
) -> list[ProblemReport]:
    """Build, judge and check every problem of `suite` (or only `tasks`)."""
    specs, broken = discover(problems_dir, suite)
    if tasks:
        missing = sorted(set(tasks) - {s.task_id for s in specs})
        if missing:
            raise InvalidArgument(f"no problem folders for {', '.join(missing)} in suite {suite}")
        specs = [s for s in specs if s.task_id in tasks]
        broken = {}
    if not specs and not broken:
        raise InvalidArgument(f"no problems of suite {suite!r} under {problems_dir}")
    try:
        public: contamination.PublicIndex | None = contamination.PublicIndex.from_folder(public_dir)
    except ValueError:
        public = None
    built, errors = Validator.build(specs, options)
    err = Console(stderr=True)
    sources: list[registry_pb2.ProblemSource] = [s for group in built.values() for s in group]

    def note(task_id: str) -> None:
        if progress:
            err.print(f"[dim]validating {task_id}[/dim]")

    with tempfile.TemporaryDirectory(prefix="rockman-validate-") as tmp:
        given = services or ServiceOptions()
        embedded = EmbeddedServices(
            Path(tmp), given.registry, given.executor, None, workers, None, given.tls,
            given.token, given.backend,
        )  # fmt: skip
        with (
            embedded,
            connect.client_of(embedded, Role.PUBLISHER, given.token, given.tls) as client,
        ):
            if sources:
                client.put_version(suite, version, sources)
            judge = _judge_through(client, version)
            reports = Validator(judge, public, options, note).validate(specs, built, errors)
    return [*(broken_report(folder, why) for folder, why in sorted(broken.items())), *reports]


@dataclass(frozen=True)
class ServiceOptions:
    """The services validation uses: any not given is embedded over a scratch home."""

    registry: str | None = None
    executor: str | None = None
    token: str | None = None  # the caller's (publisher) token for given services
    tls: grpcutil.TlsFiles | None = None
    backend: str = "native"


def _judge_through(client: Client, version: str) -> Judge:
    """Batches judged over one Execute stream each (side by side on the executor's workers),
    their results put back in the batch's order."""

    def judge(samples: list[Sample]) -> list[executor_pb2.ExecutionResult]:
        if not samples:
            return []
        submissions = [
            executor_pb2.Submission(
                task_id=sample.task_id, version=version,
                language=pb.Language.ValueType(sample.language), sample_id=sample.sample_id,
                code=sample.code, code_kind=pb.CODE_KIND_SOLUTION,
            )
            for sample in samples
        ]  # fmt: skip
        by_id = {result.sample_id: result for result in client.execute(submissions)}
        return [by_id[sample.sample_id] for sample in samples]

    return judge


def print_table(reports: list[ProblemReport], out: Console) -> None:
    table = Table(title="validation: problem x check")
    table.add_column("problem")
    for index, (name, _) in enumerate(CHECKS, 1):
        table.add_column(f"{index} {name}", justify="center")
    table.add_column("mutants", justify="right")
    for report in reports:
        marks = ["ok" if report.checks[name].ok else "[red]FAIL[/red]" for name, _ in CHECKS]
        mutation = f"{report.mutation[0]}/{report.mutation[1]}" if report.mutation else "-"
        table.add_row(report.task_id, *marks, mutation)
    out.print(table)
    for report in reports:
        for name, title in CHECKS:
            outcome = report.checks[name]
            if not outcome.ok:
                out.print(f"[red]FAIL[/red] {report.task_id} {name} ({title}): {outcome.detail}")
    failed = [r for r in reports if not r.ok]
    by_check = {name: sum(not r.checks[name].ok for r in reports) for name, _ in CHECKS}
    killed = sum(r.mutation[0] for r in reports if r.mutation)
    total = sum(r.mutation[1] for r in reports if r.mutation)
    score = f"{killed}/{total} ({killed / total:.0%})" if total else "-"
    out.print(
        f"{len(reports)} problems, {len(reports) - len(failed)} pass all 13 checks, "
        f"{len(failed)} fail; failures by check: "
        + (", ".join(f"{k} {v}" for k, v in by_check.items() if v) or "none")
        + f"; mutants killed {score}"
    )


def cmd_validate(args: argparse.Namespace) -> int:
    problems_dir = args.problems_dir or build.default_problems_dir()
    split = seeds.resolve(args.home, os.environ, args.development_split)
    development = split.development
    options = Options(seed=split.value, development=development, mutants=args.mutants,
                      languages=not args.python_only)  # fmt: skip
    public_dir = args.public_suites or contamination.default_corpus_dir()
    try:
        services = ServiceOptions(
            args.registry, args.executor, args.token, connect.tls_files(args), args.backend
        )
        reports = run_validation(problems_dir, args.suite, args.version, args.task, options,
                                 args.workers or 2, public_dir, progress=not args.json,
                                 services=services)  # fmt: skip
    except RockmanError as exc:  # a bad folder, a service down, a version that exists there
        print(f"rockman-client validate: {exc}", file=sys.stderr)
        return 2
    if args.json:
        summary: dict[str, Any] = {
            "suite": args.suite,
            "version": args.version,
            "development_split": development,
            "split": split.describe(),
            "problems": [r.to_json() for r in reports],
            "passed": sum(r.ok for r in reports),
            "failed": sum(not r.ok for r in reports),
        }
        print(json.dumps(summary, indent=2))
    else:
        print_table(reports, Console(width=220))
    return 0 if all(r.ok for r in reports) else 1


def add_parsers(sub: argparse._SubParsersAction) -> None:
    validate = sub.add_parser("validate", help="the 13 validation checks on a suite's problems")
    validate.add_argument("--suite", default="rockman")
    validate.add_argument("--version", default="draft", help="the version label to build as")
    validate.add_argument("--task", action="append", default=[], help="only this task (repeat)")
    validate.add_argument("--problems-dir", type=Path)
    validate.add_argument(
        "--public-suites", type=Path, help="public *.jsonl.gz suites for the contamination check"
    )
    validate.add_argument("--mutants", type=int, default=20, help="mutants per problem (0: none)")
    validate.add_argument(
        "--python-only", action="store_true", help="judge reference.py only, no other language"
    )
    validate.add_argument("--json", action="store_true")
    connect.add_service_flags(validate)
    validate.set_defaults(func=cmd_validate)
