"""Quick check of problem folders while writing them: build, reference, buggy variants, timing.

    .venv/bin/python scripts/check_problems.py problems/Rockman__DP_001 [more folders...]
    .venv/bin/python scripts/check_problems.py --languages all problems/Rockman__DP_001

For each folder: the spec loads; the build draws the private and hidden cases with the development
seed and computes their expected values with reference.py; the Python reference PASSES every split
through the real executor and native sandbox; every buggy variant (buggy/*.patch applied to
reference.py) FAILS; the reference's CPU time stays within half the time limit. With
--languages, each reference.<ext> present is judged in its language too. Exit status 1 when
anything is wrong. (The full 13-check pipeline is `rockman-client validate`.)
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rockman import enums  # noqa: E402
from rockman.errors import InvalidArgument  # noqa: E402
from rockman.languages import registry as languages  # noqa: E402
from rockman.problem_spec import ProblemSpec, load_spec  # noqa: E402
from rockman.problems import build, variants  # noqa: E402
from rockman.v1 import common_pb2 as pb  # noqa: E402
from rockman.v1 import executor_pb2, registry_pb2  # noqa: E402
from services.executor.core import Executor, ExecutorConfig  # noqa: E402
from services.executor.pool import NativeSandbox  # noqa: E402
from tests.helpers import RegistryBundles, open_registry  # noqa: E402

EXTENSIONS = {"cpp": "cpp", "java": "java", "javascript": "js", "typescript": "ts",
              "rust": "rs", "go": "go"}  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="+", type=Path)
    parser.add_argument("--languages", default="", help="'all' or a list: judge reference.<ext>")
    ns = parser.parse_args(argv)
    named = [x for x in ns.languages.split(",") if x]
    wanted = list(EXTENSIONS) if ns.languages == "all" else named
    problems = []
    failures = 0
    for folder in ns.folders:
        try:
            spec = load_spec(folder)
            problems.append((spec, build.build_all_languages(spec, build.DEV_SEED, True)))
        except InvalidArgument as exc:
            print(f"FAIL {folder}: {exc}")
            failures += 1
    if not problems:
        return 1
    with tempfile.TemporaryDirectory() as tmp:
        registry = open_registry(Path(tmp) / "r.db")
        by_suite: dict[str, list[registry_pb2.ProblemSource]] = {}
        for spec, sources in problems:
            by_suite.setdefault(spec.suite, []).extend(sources)
        for suite, sources in by_suite.items():
            registry.put_version(suite, "check", sources)
        sandbox = NativeSandbox(2, languages.readonly_paths())
        try:
            config = ExecutorConfig(workers=2, compile_cache_dir=str(Path(tmp) / "cache"))
            executor = Executor(RegistryBundles(registry), sandbox, config)
            for spec, _ in problems:
                failures += _check(executor, spec, wanted)
        finally:
            sandbox.close()
    print(f"{len(problems)} problems checked, {failures} failure(s)")
    return 1 if failures else 0


def _submit(
    executor: Executor, spec: ProblemSpec, language: int, code: str, sample: str
) -> executor_pb2.ExecutionResult:
    return executor.execute(
        executor_pb2.Submission(
            task_id=spec.task_id,
            language=pb.Language.ValueType(language),
            sample_id=sample,
            code=code,
            code_kind=pb.CODE_KIND_SOLUTION,
        )
    )


def _check(executor: Executor, spec: ProblemSpec, wanted: list[str]) -> int:
    failures = 0
    folder = spec.folder
    reference = (folder / "reference.py").read_text()
    result = _submit(executor, spec, pb.LANGUAGE_PYTHON, reference, "ref")
    splits = {pb.Split.Name(s.split): f"{s.passed}/{s.total}" for s in result.splits}
    ok = result.verdict == pb.VERDICT_PASS
    limit = spec.time_limit_s
    slow = result.cpu_time_s > limit / 2
    over = ", OVER HALF" if slow else ""
    print(f"{'ok  ' if ok and not slow else 'FAIL'} {spec.task_id} python reference: "
          f"{pb.Verdict.Name(result.verdict)} {splits} cpu {result.cpu_time_s:.3f}s "
          f"(limit {limit}s{over}) {'' if ok else result.message[:500]}")  # fmt: skip
    failures += (not ok) + slow
    found = variants.buggy_variants(folder)
    if len(found) < 3:
        print(f"FAIL {spec.task_id}: {len(found)} buggy variants (at least 3)")
        failures += 1
    for variant in found:
        r = _submit(executor, spec, pb.LANGUAGE_PYTHON, variant.code, variant.name)
        caught = r.verdict != pb.VERDICT_PASS
        print(f"{'ok  ' if caught else 'FAIL'} {spec.task_id} buggy/{variant.name}.patch: "
              f"{pb.Verdict.Name(r.verdict)}{'' if caught else ' (NOT CAUGHT)'}")  # fmt: skip
        failures += not caught
    for name in wanted:
        path = folder / f"reference.{EXTENSIONS[name]}"
        if not path.is_file():
            continue
        language = enums.language(name)
        r = _submit(executor, spec, language, path.read_text(), f"ref-{name}")
        good = r.verdict == pb.VERDICT_PASS
        print(f"{'ok  ' if good else 'FAIL'} {spec.task_id} {name} reference: "
              f"{pb.Verdict.Name(r.verdict)} {'' if good else r.message[:800]}")  # fmt: skip
        failures += not good
    return failures


if __name__ == "__main__":
    sys.exit(main())
