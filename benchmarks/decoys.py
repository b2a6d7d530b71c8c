"""Decoy coverage and soundness on HumanEval-X, and what decoys cost (docs/security.md).

    .venv/bin/python benchmarks/decoys.py [--languages cpp,java,...] [--data DIR]
                                          [--coverage-only] [--cost N] [--out FILE]

For each language (cpp, java, javascript, typescript, rust, go; TypeScript is HumanEval-X's
JavaScript relabelled `TypeScript/N`, as benchmarks/languages.py does, since HumanEval-X has no
TypeScript):

- **coverage**: of the 164 problems, how many get a decoy (any case has a site,
  executor/decoys.py), how many of those by a changed value and how many by a negated assertion
  only, and how many sites there are (the decoys that can be made);
- **soundness** (unless `--coverage-only`): every canonical solution is run against every decoy
  that can be made of its problem (`decoys.candidates`: each site once, with a random new
  value): none may pass (a genuine program judged TAMPERED). Cases the canonical solution itself
  fails (HumanEval-X's data bugs) have no decoy to check: a sample gets one only when it passed;
- **cost** (`--cost N`): the first N canonical solutions judged by a whole `Executor` (the
  compile cache cold, two workers), once with decoys and once without (`ScriptContext.decoys =
  False`), in alternating order: time per sample before and after.

The data folder is the checkout's data/humaneval-x (as the tests use). Prints a table on stderr
and one JSON document on stdout (and to --out); exits 1 when a decoy of a canonical solution
passed.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rockman import enums  # noqa: E402
from rockman.importers.humaneval import humaneval_x_sources, reference_samples  # noqa: E402
from rockman.languages import registry as languages  # noqa: E402
from rockman.v1 import common_pb2 as pb  # noqa: E402
from rockman.v1 import executor_pb2, registry_pb2  # noqa: E402
from services.executor import compiled, decoys, judge  # noqa: E402
from services.executor.core import Executor, ExecutorConfig  # noqa: E402
from services.executor.pool import NativeSandbox  # noqa: E402
from tests.helpers import RegistryBundles, registry_with  # noqa: E402

DATA = ROOT / "data" / "humaneval-x"
LANGUAGES = ("cpp", "java", "javascript", "typescript", "rust", "go")
FILES = {
    "cpp": "humaneval_cpp.jsonl.gz",
    "java": "humaneval_java.jsonl.gz",
    "javascript": "humaneval_js.jsonl.gz",
    "typescript": "humaneval_js.jsonl.gz",  # relabelled TypeScript/N
    "rust": "humaneval_rust.jsonl.gz",
    "go": "humaneval_go.jsonl.gz",
}


def data_file(data: Path, name: str, scratch: Path) -> Path:
    """HumanEval-X's file of a language; for TypeScript, JavaScript's relabelled TypeScript/N."""
    path = data / FILES[name]
    if name != "typescript":
        return path
    out = scratch / "humaneval_ts.jsonl.gz"
    if not out.exists():
        with gzip.open(path, "rt", encoding="utf-8") as f:
            rows = [json.loads(line) for line in f if line.strip()]
        with gzip.open(out, "wt", encoding="utf-8") as f:
            for row in rows:
                row["task_id"] = row["task_id"].replace("JavaScript/", "TypeScript/", 1)
                f.write(json.dumps(row) + "\n")
    return out


@dataclass
class Coverage:
    problems: int = 0
    with_decoy: int = 0
    by_value: int = 0  # problems whose decoys change a value (secret case first, as plan does)
    by_negation: int = 0  # problems whose decoys can only negate an assertion
    sites: int = 0  # decoys that can be made (`decoys.candidates`)
    without: list[str] = field(default_factory=list)
    negation_only: list[str] = field(default_factory=list)


def coverage(language: int, sources: list[registry_pb2.ProblemSource]) -> Coverage:
    found = Coverage()
    for source in sources:
        found.problems += 1
        found.sites += sum(len(s) for _, s in decoys.candidates(language, list(source.cases)))
        decoy = decoys.plan(language, list(source.cases))
        if decoy is None:
            found.without.append(source.problem.task_id)
            continue
        found.with_decoy += 1
        if decoy.site.kind == "value":
            found.by_value += 1
        else:
            found.by_negation += 1
            found.negation_only.append(source.problem.task_id)
    return found


@dataclass
class Soundness:
    checked: int = 0  # decoys run
    cases_skipped: list[str] = field(default_factory=list)  # the canonical fails the case
    # decoys the canonical passed or ended with exit status 0 unmarked (the sample would be
    # TAMPERED): unsound
    passed: list[str] = field(default_factory=list)
    verdicts: dict[str, int] = field(default_factory=dict)
    # value decoys that did not compile, then judged as the executor does: their negation
    fallbacks: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0


def decoy_verdicts(
    ctx: compiled.ScriptContext,
    language: int,
    text: str,
    case_code: str,
    site: decoys.Site,
    limits: Any,
) -> tuple[pb.Verdict.ValueType, pb.Verdict.ValueType | None]:
    """(verdict of the decoy at `site`, verdict of its negation when the decoy did not compile
    and the executor would fall back to it, else None) for the program `text`."""
    code = decoys.render(case_code, site)
    verdict = compiled.judge_test_code(ctx, language, text, code, limits, as_decoy=True)
    if verdict != pb.VERDICT_COMPILE_ERROR or not (site.literal and site.edits):
        return verdict, None
    negated = decoys.render(case_code, site, negate=True)
    return verdict, compiled.judge_test_code(ctx, language, text, negated, limits, as_decoy=True)


def soundness(
    ctx: compiled.ScriptContext,
    language: int,
    sources: list[registry_pb2.ProblemSource],
    completions: dict[str, str],
    workers: int = 2,
    check_cases: bool = True,
) -> Soundness:
    """Run every decoy `decoys.plan` can make of each problem against its canonical solution
    (each site once, a random new value). With `check_cases`, first the case itself: a case the
    canonical solution fails is skipped (no sample that fails it ever gets a decoy); without,
    its decoys are run too (and fail all the more)."""
    out = Soundness()
    start = time.monotonic()

    def limits(problem: pb.Problem) -> Any:
        return judge.limits_for(problem, 2.0, 256)

    def case_jobs(source: registry_pb2.ProblemSource) -> list[tuple[Any, ...]]:
        problem = source.problem
        text = problem.prompt + completions[problem.task_id]
        jobs = []
        for case, found in decoys.candidates(language, list(source.cases)):
            if check_cases:
                verdict = compiled.judge_test_code(
                    ctx, language, text, case.script.code, limits(problem)
                )
                if verdict != pb.VERDICT_PASS:
                    out.cases_skipped.append(f"{problem.task_id} {case.case_id}")
                    continue
            for n, site in enumerate(found):
                name = f"{problem.task_id} {case.case_id} site {n}"
                jobs.append((name, text, case.script.code, site, problem))
        return jobs

    with ThreadPoolExecutor(workers) as pool:
        jobs = [job for batch in pool.map(case_jobs, sources) for job in batch]

        def run(job: tuple[str, str, str, decoys.Site, pb.Problem]) -> tuple[str, Any, Any]:
            name, text, code, site, problem = job
            return name, *decoy_verdicts(ctx, language, text, code, site, limits(problem))

        for name, verdict, fallback in pool.map(run, jobs):
            out.checked += 1
            label = pb.Verdict.Name(verdict).removeprefix("VERDICT_")
            out.verdicts[label] = out.verdicts.get(label, 0) + 1
            if fallback is not None:
                label = pb.Verdict.Name(fallback).removeprefix("VERDICT_")
                out.fallbacks[label] = out.fallbacks.get(label, 0) + 1
            if {pb.VERDICT_PASS, pb.VERDICT_TAMPERED} & {verdict, fallback}:
                out.passed.append(name)
    out.seconds = time.monotonic() - start
    return out


def cost(
    sandbox: NativeSandbox,
    language: int,
    sources: list[registry_pb2.ProblemSource],
    completions: dict[str, str],
    count: int,
    scratch: Path,
) -> dict[str, Any]:
    """Seconds per sample judging `count` canonical solutions, with and without decoys."""
    chosen = sources[:count]
    registry = registry_with(scratch / f"r{language}.db", chosen, suite="humaneval-x", version="v1")
    submissions = [
        executor_pb2.Submission(
            task_id=s.problem.task_id,
            version="v1",
            sample_id="s",
            language=language,  # type: ignore[arg-type]
            code=completions[s.problem.task_id],
            code_kind=pb.CODE_KIND_COMPLETION,
        )
        for s in chosen
    ]
    times: dict[str, list[float]] = {"with": [], "without": []}
    verdicts: dict[str, dict[str, int]] = {"with": {}, "without": {}}
    for order in (("without", "with"), ("with", "without")):
        for mode in order:
            cache = scratch / f"cache-{language}-{mode}-{time.monotonic_ns()}"
            config = ExecutorConfig(workers=2, compile_cache_dir=str(cache))
            executor = Executor(RegistryBundles(registry), sandbox, config)
            executor.scripts.decoys = mode == "with"
            start = time.monotonic()
            with ThreadPoolExecutor(2) as pool:
                results = list(pool.map(executor.execute, submissions))
            times[mode].append((time.monotonic() - start) / len(chosen))
            for r in results:
                label = pb.Verdict.Name(r.verdict).removeprefix("VERDICT_")
                verdicts[mode][label] = verdicts[mode].get(label, 0) + 1
    before = sum(times["without"]) / len(times["without"])
    after = sum(times["with"]) / len(times["with"])
    return {
        "samples": len(chosen),
        "seconds_per_sample_without": round(before, 3),
        "seconds_per_sample_with": round(after, 3),
        "ratio": round(after / before, 3) if before else None,
        "verdicts": verdicts,
        "load": os.getloadavg(),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--languages", default=",".join(LANGUAGES))
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--coverage-only", action="store_true")
    parser.add_argument("--cost", type=int, default=0, help="judge N samples with/without")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--first", type=int, default=0, help="only the first N problems")
    ns = parser.parse_args(argv)
    report: dict[str, Any] = {"languages": {}}
    unsound = False
    sandbox: NativeSandbox | None = None
    with tempfile.TemporaryDirectory(prefix="rockman-decoys-") as tmp:
        scratch = Path(tmp)
        try:
            for name in ns.languages.split(","):
                language = enums.language(name)
                path = data_file(ns.data, name, scratch)
                sources = humaneval_x_sources(path, language)
                if ns.first:
                    sources = sources[: ns.first]
                entry: dict[str, Any] = {"coverage": coverage(language, sources).__dict__}
                _, why = languages.status(language)
                if why:
                    entry["skipped"] = why
                elif not ns.coverage_only or ns.cost:
                    if sandbox is None:
                        sandbox = NativeSandbox(2, languages.readonly_paths())
                    completions = {
                        s["task_id"]: s["completion"] for s in reference_samples(path, name)
                    }
                    if not ns.coverage_only:
                        ctx = compiled.ScriptContext(
                            sandbox,
                            compiled.CompileCache(None, max_entries=8),
                            compiled.CompileLimits(),
                        )
                        found = soundness(ctx, language, sources, completions)
                        entry["soundness"] = found.__dict__
                        unsound = unsound or bool(found.passed)
                    if ns.cost:
                        entry["cost"] = cost(
                            sandbox, language, sources, completions, ns.cost, scratch
                        )
                report["languages"][name] = entry
                _print(name, entry)
        finally:
            if sandbox is not None:
                sandbox.close()
    text = json.dumps(report, indent=2)
    print(text)
    if ns.out:
        ns.out.parent.mkdir(parents=True, exist_ok=True)
        ns.out.write_text(text + "\n")
    return 1 if unsound else 0


def _print(name: str, entry: dict[str, Any]) -> None:
    c = entry["coverage"]
    line = (
        f"{name:11} decoy {c['with_decoy']}/{c['problems']} (value {c['by_value']}, "
        f"negation only {c['by_negation']}), sites {c['sites']}, none: {c['without']}"
    )
    s = entry.get("soundness")
    if s:
        line += (
            f"\n{'':11} canonical vs every decoy: {s['checked']} run, {len(s['passed'])} passed "
            f"{s['passed'][:5]}, {s['verdicts']}, then negated {s['fallbacks']}, "
            f"cases skipped {len(s['cases_skipped'])} "
            f"{s['cases_skipped'][:6]}, {s['seconds']:.0f} s"
        )
    k = entry.get("cost")
    if k:
        line += (
            f"\n{'':11} cost: {k['seconds_per_sample_without']} -> "
            f"{k['seconds_per_sample_with']} s/sample (x{k['ratio']}), {k['samples']} samples"
        )
    if "skipped" in entry:
        line += f"\n{'':11} skipped: {entry['skipped']}"
    print(line, file=sys.stderr, flush=True)


if __name__ == "__main__":
    sys.exit(main())
