"""The methodology's 13 validation checks, run on problem folders (docs/validation.md).

Static checks read the spec and the build (prompts in every language, cases, counts, wording,
tags, notation, contamination); dynamic ones judge the references, the buggy variants and the
reference's automatic mutants through a real executor and sandbox (`Judge`). A problem passes
when all 13 pass; `rockman-client validate` prints the table and exits non-zero otherwise.
"""

from __future__ import annotations

import ast
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from rockman import enums, fixtures
from rockman.errors import InvalidArgument
from rockman.languages import registry as languages
from rockman.languages import renderers
from rockman.problem_spec import ProblemSpec
from rockman.problems import (
    build,
    build_pool,
    contamination,
    lint,
    mutants,
    variants,
    vocabulary,
)
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2, registry_pb2

CHECKS: tuple[tuple[str, str], ...] = (
    ("prompt", "valid prompt with signature and docstring"),
    ("cases", "parsable test cases"),
    ("reference", "reference passes (every language with a reference)"),
    ("negative", "tests detect every buggy variant; mutation score >= 80%"),
    ("wording", "no ambiguous language"),
    ("difficulty", "difficulty consistent with category"),
    ("runtime", "reference runtime within 50% of the time limit"),
    ("memory", "reference memory within 50% of the memory limit"),
    ("deterministic", "deterministic execution"),
    ("tags", "appropriate tags"),
    ("hidden", "hidden tests exist"),
    ("complexity", "complexity notation valid"),
    ("contamination", "no contamination"),
)
MIN_CASES = {pb.SPLIT_PUBLIC: 3, pb.SPLIT_PRIVATE: 10, pb.SPLIT_HIDDEN: 50}
MIN_BUGGY = 3
MUTATION_THRESHOLD = 0.8
MAX_TAGS = 8
BUG_KIND_TAGS = frozenset(
    {"debugging", "off-by-one", "logic-bug", "state-mutation", "infinite-loop", "type-error",
     "recursion-bug", "complexity-bug"}
)  # fmt: skip
DETERMINISM_RUNS = 3
EXTENSIONS = {"python": "py", "cpp": "cpp", "java": "java", "javascript": "js",
              "typescript": "ts", "rust": "rs", "go": "go"}  # fmt: skip


@dataclass
class Outcome:
    ok: bool
    detail: str = ""


@dataclass
class ProblemReport:
    task_id: str
    folder: str
    checks: dict[str, Outcome] = field(default_factory=dict)
    mutation: tuple[int, int] | None = None  # (killed, total)

    @property
    def ok(self) -> bool:
        return all(self.checks[name].ok for name, _ in CHECKS if name in self.checks)

    def to_json(self) -> dict[str, Any]:
        return {
            "task_id": self.task_id,
            "folder": self.folder,
            "ok": self.ok,
            "checks": {k: {"ok": v.ok, "detail": v.detail} for k, v in self.checks.items()},
            "mutation": None if self.mutation is None else list(self.mutation),
        }


@dataclass(frozen=True)
class Sample:
    """One submission of a built problem's code, as a solution."""

    task_id: str
    language: int
    code: str
    sample_id: str  # unique within a batch


class Judge(Protocol):
    """Judges a batch of submissions (the executor through the contract: one Execute stream, so
    they run side by side on its workers); returns their results in the batch's order."""

    def __call__(self, samples: list[Sample]) -> list[executor_pb2.ExecutionResult]: ...


# --- static checks ---------------------------------------------------------------------------


def _words(text: str) -> list[str]:
    """Lowercased words, identifiers joined ("level_order" and Go's "levelOrder" are the same
    word: renderers rename parameters in the text to the language's naming)."""
    return contamination.words(text.replace("_", ""))


def _first_words(text: str, count: int = 10) -> list[str]:
    return _words(text)[:count]


def _contains_run(haystack: list[str], needle: list[str]) -> bool:
    n = len(needle)
    return n > 0 and any(haystack[i : i + n] == needle for i in range(len(haystack) - n + 1))


def check_prompt(spec: ProblemSpec, sources: list[registry_pb2.ProblemSource]) -> Outcome:
    """Every language's prompt declares the entry point and carries the description as its
    docstring or doc comment."""
    problems = []
    if len(contamination.words(spec.description)) < 8:
        problems.append("the description has fewer than 8 words")
    opening = _first_words(spec.description)
    kind = "class" if spec.is_class else "function"
    for source in sources:
        language = source.problem.language
        prompt = source.problem.prompt
        name = _language_name(language)
        if language == pb.LANGUAGE_PYTHON:
            try:
                tree = ast.parse(prompt)
            except SyntaxError as exc:
                problems.append(f"python: the prompt does not parse: {exc}")
                continue
            defs = [
                n
                for n in ast.walk(tree)
                if isinstance(n, ast.FunctionDef | ast.ClassDef) and n.name == spec.entry_point
            ]
            if not defs:
                problems.append(f"python: no definition of {spec.entry_point}")
            elif not ast.get_docstring(defs[0]) and not (
                spec.starter_code and ast.get_docstring(tree)  # the task's text above its code
            ):
                problems.append(f"python: {spec.entry_point} has no docstring")
        else:
            entry = renderers.load(language).entry_name(spec.entry_point, kind)
            if entry not in prompt:
                problems.append(f"{name}: the prompt does not declare {entry}")
        if not _contains_run(_words(prompt), opening):
            problems.append(f"{name}: the description is not in the prompt's doc comment")
    return Outcome(not problems, "; ".join(problems))


def check_cases(spec: ProblemSpec, python: registry_pb2.ProblemSource) -> Outcome:
    """Every case's arguments and expected values are valid JSON of the declared types."""
    problems = []
    iface = spec.interface
    for case in python.cases:
        where = f"{case.case_id}"
        try:
            if case.HasField("call"):
                args = json.loads(case.call.args_json)
                expected = json.loads(case.call.expected_json)
                params = iface.function.params
                if len(args) != len(params):
                    problems.append(f"{where}: {len(args)} arguments for {len(params)} parameters")
                for value, param in zip(args, params, strict=False):
                    if not lint.conforms(value, param.type):
                        wanted = lint.type_name(param.type)
                        problems.append(f"{where}: {param.name} is not a {wanted}")
                if not lint.conforms(expected, iface.function.returns):
                    wanted = lint.type_name(iface.function.returns)
                    problems.append(f"{where}: expected is not a {wanted}")
                if spec.is_file_io:
                    problems += _file_problems(case, where)
            elif case.HasField("operations"):
                cls = iface.class_interface
                init = json.loads(case.operations.constructor_args_json)
                if len(init) != len(cls.constructor_params) or not all(
                    lint.conforms(v, p.type)
                    for v, p in zip(init, cls.constructor_params, strict=False)
                ):
                    problems.append(f"{where}: constructor arguments do not match the interface")
                methods = {m.name: m for m in cls.methods}
                for op in case.operations.operations:
                    method = methods.get(op.method)
                    if method is None:
                        problems.append(f"{where}: unknown method {op.method}")
                        continue
                    args = json.loads(op.args_json)
                    if len(args) != len(method.params) or not all(
                        lint.conforms(v, p.type) for v, p in zip(args, method.params, strict=False)
                    ):
                        problems.append(f"{where}: {op.method} arguments do not match")
                    if not lint.conforms(json.loads(op.expected_json), method.returns):
                        problems.append(f"{where}: {op.method} expected value has the wrong type")
            else:
                problems.append(f"{where}: neither a call nor an operation sequence")
        except (ValueError, TypeError) as exc:
            problems.append(f"{where}: {exc}")
        if len(problems) > 5:
            break
    return Outcome(not problems, "; ".join(problems[:5]))


def _file_problems(case: pb.TestCase, where: str) -> list[str]:
    """A file_io case's files and expected files lie in its own root folder, which is its
    first argument."""
    root = fixtures.case_root(case.case_id)
    problems = []
    if json.loads(case.call.args_json)[:1] != [root]:
        problems.append(f"{where}: the first argument is not the case's root {root!r}")
    for path in [*case.call.files, *case.call.expected_files]:
        rel = path.removeprefix(root + "/")
        if rel == path or not fixtures.valid_relative_path(rel):
            problems.append(f"{where}: file {path!r} is not inside {root!r}")
    return problems


def check_hidden(python: registry_pb2.ProblemSource) -> Outcome:
    counts: dict[int, int] = {}
    for case in python.cases:
        counts[case.split] = counts.get(case.split, 0) + 1
    short = [
        f"{pb.Split.Name(split).removeprefix('SPLIT_').lower()} {counts.get(split, 0)} < {n}"
        for split, n in MIN_CASES.items()
        if counts.get(split, 0) < n
    ]
    return Outcome(not short, ", ".join(short) or "public {}, private {}, hidden {}".format(
        *(counts.get(s, 0) for s in MIN_CASES)))  # fmt: skip


def check_tags(spec: ProblemSpec) -> Outcome:
    problems = []
    unknown = vocabulary.unknown_tags(spec.tags)
    if unknown:
        problems.append(f"not in the vocabulary: {', '.join(unknown)}")
    if not 1 <= len(spec.tags) <= MAX_TAGS:
        problems.append(f"{len(spec.tags)} tags (1-{MAX_TAGS})")
    if len(set(spec.tags)) != len(spec.tags):
        problems.append("repeated tags")
    if spec.task_type == pb.TASK_TYPE_OPTIMIZATION and not {"complexity", "efficiency"} & set(
        spec.tags
    ):
        problems.append("an optimization problem needs complexity or efficiency")
    if spec.task_type == pb.TASK_TYPE_DEBUGGING and not BUG_KIND_TAGS & set(spec.tags):
        problems.append("a debugging problem needs a bug-kind tag")
    if spec.task_type == pb.TASK_TYPE_FILE_IO and "file-io" not in spec.tags:
        problems.append("a file_io problem needs the file-io tag")
    return Outcome(not problems, "; ".join(problems))


def check_canaries(sources: list[registry_pb2.ProblemSource], others: dict[str, str]) -> list[str]:
    """Canary problems: missing from a prompt, or shared with another task."""
    problems = []
    for source in sources:
        p = source.problem
        if not p.canary or p.canary not in p.prompt:
            problems.append(f"{_language_name(p.language)}: canary missing from the prompt")
    canary = sources[0].problem.canary if sources else ""
    owner = others.get(canary)
    if owner is not None and sources and owner != sources[0].problem.task_id:
        problems.append(f"canary shared with {owner}")
    return problems


# --- the pipeline ----------------------------------------------------------------------------


@dataclass
class Options:
    seed: str = build.DEV_SEED
    development: bool = True
    mutants: int = 20  # mutants per problem (0: no mutation score)
    languages: bool = True  # judge every reference.<ext>, not only Python's


class Validator:
    """Runs the 13 checks on built problems. `judge` runs submissions; `public` is the index of
    public suites for check 13 (None: check 13 fails, saying so)."""

    def __init__(
        self,
        judge: Judge,
        public: contamination.PublicIndex | None,
        options: Options | None = None,
        progress: Callable[[str], None] | None = None,
    ) -> None:
        self.judge = judge
        self.public = public
        self.options = options or Options()
        self.progress = progress or (lambda _: None)

    @staticmethod
    def build(
        specs: list[ProblemSpec], options: Options
    ) -> tuple[dict[str, list[registry_pb2.ProblemSource]], dict[str, str]]:
        """Each problem's sources (an empty list when its build failed) and build errors."""
        built: dict[str, list[registry_pb2.ProblemSource]] = {}
        errors: dict[str, str] = {}
        each = build_pool.build_each(specs, options.seed, options.development)
        for spec, sources in zip(specs, each, strict=True):
            if isinstance(sources, InvalidArgument):
                built[spec.task_id] = []
                errors[spec.task_id] = str(sources)
            else:
                built[spec.task_id] = sources
        return built, errors

    def validate(
        self,
        specs: list[ProblemSpec],
        built: dict[str, list[registry_pb2.ProblemSource]],
        errors: dict[str, str],
    ) -> list[ProblemReport]:
        canaries: dict[str, str] = {}
        for task_id, sources in built.items():
            if sources:
                canaries.setdefault(sources[0].problem.canary, task_id)
        reports = []
        for spec in specs:
            self.progress(spec.task_id)
            reports.append(self._one(spec, built.get(spec.task_id, []),
                                     errors.get(spec.task_id), canaries))  # fmt: skip
        return reports

    def _one(
        self,
        spec: ProblemSpec,
        sources: list[registry_pb2.ProblemSource],
        error: str | None,
        canaries: dict[str, str],
    ) -> ProblemReport:
        report = ProblemReport(spec.task_id, str(spec.folder))
        checks = report.checks
        text = f"{spec.wording}\n{spec.subcategory}"
        checks["wording"] = Outcome(not (found := lint.ambiguity(text)), "; ".join(found))
        found = lint.difficulty_problems(
            spec.category, spec.task_type, spec.difficulty, bool(spec.verifier)
        )
        checks["difficulty"] = Outcome(not found, "; ".join(found))
        checks["tags"] = check_tags(spec)
        found = lint.complexity_problems(spec.expected_complexity)
        checks["complexity"] = Outcome(not found, "; ".join(found))
        if error is not None or not sources:
            failed = Outcome(False, f"the build failed: {error}")
            for name in ("prompt", "cases", "reference", "negative", "runtime", "memory",
                         "deterministic", "hidden", "contamination"):  # fmt: skip
                checks[name] = failed
            return report
        python = sources[0]
        checks["prompt"] = check_prompt(spec, sources)
        checks["cases"] = check_cases(spec, python)
        checks["hidden"] = check_hidden(python)
        checks["contamination"] = self._contamination(spec, sources, canaries)
        self._dynamic(spec, sources, report)
        return report

    def _contamination(
        self,
        spec: ProblemSpec,
        sources: list[registry_pb2.ProblemSource],
        canaries: dict[str, str],
    ) -> Outcome:
        problems = check_canaries(sources, canaries)
        if self.public is None:
            problems.append("no public suites to compare against (ROCKMAN_PUBLIC_SUITES)")
        else:
            reference = (spec.folder / "reference.py").read_text(encoding="utf-8")
            overlaps = self.public.overlaps(f"{spec.description}\n{reference}")
            if overlaps:
                problems.append(f"shares a {self.public.n}-word run with {'; '.join(overlaps[:3])}")
        return Outcome(not problems, "; ".join(problems))

    def _dynamic(
        self, spec: ProblemSpec, sources: list[registry_pb2.ProblemSource], report: ProblemReport
    ) -> None:
        checks = report.checks
        built_languages = {s.problem.language for s in sources}
        # 3 and 7, 8: the references.
        failures, slow, heavy = [], [], []
        python_result = None
        references: list[tuple[str, Sample]] = []
        for name, ext in EXTENSIONS.items():
            path = spec.folder / f"reference.{ext}"
            language = enums.language(name)
            if not path.is_file() or (name != "python" and not self.options.languages):
                continue
            if language not in built_languages:
                failures.append(f"{name}: the problem does not render in {name}")
                continue
            _, why = languages.status(language) if name != "python" else (None, "")
            if why:
                failures.append(f"{name}: unavailable here ({why})")
                continue
            code = path.read_text(encoding="utf-8")
            references.append((name, Sample(spec.task_id, language, code, f"reference-{name}")))
        results = self.judge([sample for _, sample in references])
        for (name, sample), result in zip(references, results, strict=True):
            if name == "python":
                python_result = result
            if result.verdict != pb.VERDICT_PASS:
                failures.append(f"{name}: {pb.Verdict.Name(result.verdict)} {result.message[:300]}")
                continue
            factor = languages.time_multiplier(sample.language)
            limit = spec.time_limit_s * factor
            if result.cpu_time_s > limit / 2:
                slow.append(f"{name} {result.cpu_time_s:.2f}s of {limit:.2f}s")
            if name == "python" and result.peak_memory_mb > spec.memory_limit_mb / 2:
                heavy.append(f"{name} {result.peak_memory_mb:.0f} of {spec.memory_limit_mb} MB")
        if python_result is None and not (spec.folder / "reference.py").is_file():
            failures.append("no reference.py")
        checks["reference"] = Outcome(not failures, "; ".join(failures))
        if python_result is not None and python_result.verdict == pb.VERDICT_PASS:
            ran = True
            used = f"python {python_result.cpu_time_s:.3f}s of {spec.time_limit_s}s"
            peak = f"python {python_result.peak_memory_mb:.0f} of {spec.memory_limit_mb} MB"
        else:
            ran = False
            used = peak = "the reference did not pass"
        checks["runtime"] = Outcome(ran and not slow, "; ".join(slow) or used)
        checks["memory"] = Outcome(ran and not heavy, "; ".join(heavy) or peak)
        # 9: deterministic generator, reference and runs.
        checks["deterministic"] = self._determinism(spec, sources, python_result)
        # 4: buggy variants and mutants.
        checks["negative"], report.mutation = self._negative(spec, ran)

    def _determinism(
        self,
        spec: ProblemSpec,
        sources: list[registry_pb2.ProblemSource],
        first: executor_pb2.ExecutionResult | None,
    ) -> Outcome:
        problems = []
        if not spec.deterministic:
            problems.append("the spec says deterministic: false")
        try:
            again = build.build_problem(spec, self.options.seed, self.options.development)
        except InvalidArgument as exc:
            problems.append(f"a second build failed: {exc}")
        else:
            if list(again.cases) != list(sources[0].cases):
                problems.append("a second build drew or computed different cases")
        if first is None or first.verdict != pb.VERDICT_PASS:
            problems.append("the reference did not pass")
        else:
            code = (spec.folder / "reference.py").read_text(encoding="utf-8")
            runs = [
                Sample(spec.task_id, pb.LANGUAGE_PYTHON, code, f"determinism-{run}")
                for run in range(1, DETERMINISM_RUNS)
            ]
            seen = {_signature(first), *(_signature(r) for r in self.judge(runs))}
            if len(seen) > 1:
                problems.append(f"{DETERMINISM_RUNS} runs of the reference disagreed")
        return Outcome(not problems, "; ".join(problems))

    def _negative(self, spec: ProblemSpec, ran: bool) -> tuple[Outcome, tuple[int, int] | None]:
        problems = []
        try:
            found = variants.buggy_variants(spec.folder)
        except InvalidArgument as exc:
            found = []
            problems.append(str(exc))
        if len(found) < MIN_BUGGY and not problems:
            problems.append(f"{len(found)} buggy variants (at least {MIN_BUGGY})")
        judged = self.judge(
            [
                Sample(spec.task_id, pb.LANGUAGE_PYTHON, variant.code, f"buggy-{variant.name}")
                for variant in found
            ]
        )
        for variant, result in zip(found, judged, strict=True):
            if result.verdict == pb.VERDICT_PASS:
                problems.append(f"buggy/{variant.name}.patch passes")
        mutation = None
        if self.options.mutants and ran:
            source = (spec.folder / "reference.py").read_text(encoding="utf-8")
            made = mutants.mutants(source, self.options.mutants)
            killed = 0
            survivors = []
            judged = self.judge(
                [
                    Sample(spec.task_id, pb.LANGUAGE_PYTHON, mutant.source, f"mutant-{i}")
                    for i, mutant in enumerate(made)
                ]
            )
            for mutant, result in zip(made, judged, strict=True):
                if result.verdict != pb.VERDICT_PASS:
                    killed += 1
                else:
                    survivors.append(mutant.description)
            mutation = (killed, len(made))
            if made and killed / len(made) < MUTATION_THRESHOLD:
                problems.append(
                    f"mutation score {killed}/{len(made)} < {MUTATION_THRESHOLD:.0%} "
                    f"(survivors: {'; '.join(survivors[:3])})"
                )
        detail = "; ".join(problems)
        if not problems:
            detail = f"{len(found)} variants caught" + (
                f", mutants killed {mutation[0]}/{mutation[1]}" if mutation else ""
            )
        return Outcome(not problems, detail), mutation


def _language_name(language: int) -> str:
    return pb.Language.Name(language).removeprefix("LANGUAGE_").lower()  # type: ignore[arg-type]


def _signature(result: executor_pb2.ExecutionResult) -> str:
    splits = sorted((s.split, s.passed, s.total) for s in result.splits)
    return json.dumps([int(result.verdict), splits, result.message])
