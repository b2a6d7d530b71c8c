"""Building problem folders into registry sources: cases drawn, expected values computed.

Private and hidden inputs come from each folder's generator.py, seeded from the build's seed
(seeds.py: the home's private seed, the operator's ROCKMAN_HIDDEN_SEED, or, when asked for, the
public development seed) and the task id; their expected values come from running reference.py
here, in the trusted build. Problems record the seed's fingerprint and whether it was the
development seed (``development_split``).
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rockman import fixtures, hashing, typesyntax
from rockman.errors import InvalidArgument
from rockman.judging import verify
from rockman.judging.compare import values_match
from rockman.judging.python_harness import from_json, to_json
from rockman.languages import renderers
from rockman.languages.python import render as render_python
from rockman.problem_spec import SPEC_FILE, ProblemSpec, load_spec
from rockman.problems import seeds
from rockman.v1 import common_pb2 as pb
from rockman.v1 import registry_pb2

DEV_SEED = seeds.DEV_SEED
SEED_ENV = seeds.SEED_ENV
MAX_GENERATOR_ROUNDS = 20


def default_problems_dir() -> Path:
    """ROCKMAN_PROBLEMS_DIR, else the problems/ folder of this checkout."""
    env = os.environ.get("ROCKMAN_PROBLEMS_DIR")
    return Path(env) if env else Path(__file__).resolve().parents[2] / "problems"


def _exec_file(path: Path) -> dict[str, Any]:
    ns: dict[str, Any] = {"__name__": f"rockman_problem_{path.stem}", "__file__": str(path)}
    try:
        exec(compile(path.read_text(encoding="utf-8"), str(path), "exec"), ns)
    except FileNotFoundError:
        raise InvalidArgument(f"{path.parent}: missing {path.name}") from None
    except Exception as exc:
        raise InvalidArgument(f"{path}: fails to load: {type(exc).__name__}: {exc}") from None
    return ns


@dataclass
class Reference:
    """The trusted reference solution of a problem, run in-process to compute expected values."""

    spec: ProblemSpec
    namespace: dict[str, Any]

    @classmethod
    def load(cls, spec: ProblemSpec) -> Reference:
        ns = _exec_file(spec.folder / "reference.py")
        if not callable(ns.get(spec.entry_point)):
            raise InvalidArgument(f"{spec.folder}/reference.py: does not define {spec.entry_point}")
        return cls(spec, ns)

    def expected(self, case: dict[str, Any]) -> Any:
        """The JSON expected value(s) of a case's inputs."""
        iface = self.spec.interface
        if self.spec.is_class:
            cls_iface = iface.class_interface
            params = {
                m.name: [typesyntax.descriptor(p.type) for p in m.params] for m in cls_iface.methods
            }
            ctor = [typesyntax.descriptor(p.type) for p in cls_iface.constructor_params]
            obj = self.namespace[cls_iface.name](
                *[from_json(d, a) for d, a in zip(ctor, case["init"], strict=True)]
            )
            values = []
            for name, args in case["ops"]:
                if name not in params:
                    raise InvalidArgument(f"{self.spec.folder}: unknown method {name!r} in a case")
                native = [from_json(d, a) for d, a in zip(params[name], args, strict=True)]
                values.append(to_json(getattr(obj, name)(*native)))
            return values
        descs = [typesyntax.descriptor(p.type) for p in iface.function.params]
        native = [from_json(d, a) for d, a in zip(descs, case["args"], strict=True)]
        return to_json(self.namespace[iface.function.name](*native))

    def expected_with_files(self, case: dict[str, Any], case_id: str) -> tuple[Any, dict[str, str]]:
        """The expected value and, for a file_io task, the expected text of each output file
        (keyed by its path relative to the case's root): the reference runs in a temporary folder
        holding the case's files under its root. `case["args"]` starts with that root."""
        if not self.spec.is_file_io:
            return self.expected(case), {}
        root = fixtures.case_root(case_id)
        value, found = fixtures.run_in_folder(
            root, case["files"], self.spec.output_files, lambda: self.expected(case)
        )
        missing = sorted(rel for rel, text in found.items() if text is None)
        if missing:
            raise InvalidArgument(
                f"{self.spec.folder}: case {case_id}: the reference wrote no UTF-8 text at "
                f"{missing} (output_files)"
            )
        return value, {rel: str(text) for rel, text in found.items()}


def _inputs_key(case: dict[str, Any], is_class: bool) -> str:
    if is_class:
        return hashing.canonical_json([case["init"], case["ops"]])
    if "files" in case:  # file_io: the root (first argument) differs per case; the rest counts
        return hashing.canonical_json([case["args"][1:], case["files"]])
    return hashing.canonical_json(case["args"])


def _to_test_case(
    case: dict[str, Any],
    expected: Any,
    split: pb.Split.ValueType,
    case_id: str,
    is_class: bool,
    expected_files: dict[str, str] | None = None,
) -> pb.TestCase:
    cj = hashing.canonical_json
    if is_class:
        ops = [
            pb.Operation(method=name, args_json=cj(args), expected_json=cj(value))
            for (name, args), value in zip(case["ops"], expected, strict=True)
        ]
        return pb.TestCase(
            case_id=case_id,
            split=split,
            operations=pb.OperationSequenceCase(
                constructor_args_json=cj(case["init"]), operations=ops
            ),
        )
    root = fixtures.case_root(case_id)
    return pb.TestCase(
        case_id=case_id,
        split=split,
        call=pb.CallCase(
            args_json=cj(case["args"]),
            expected_json=cj(expected),
            files={f"{root}/{rel}": text for rel, text in case.get("files", {}).items()},
            expected_files={f"{root}/{rel}": text for rel, text in (expected_files or {}).items()},
        ),
    )


def _valid_generated(case: Any, is_class: bool, file_io: bool = False) -> bool:
    if not isinstance(case, dict):
        return False
    if file_io:
        return isinstance(case.get("args"), list) and fixtures.valid_files(case.get("files"))
    if is_class:
        return isinstance(case.get("init"), list) and isinstance(case.get("ops"), list)
    return isinstance(case.get("args"), list)


def _draw(
    spec: ProblemSpec,
    generate: Callable[..., Any],
    split_name: str,
    count: int,
    seed: str,
    seen: set[str],
) -> list[dict[str, Any]]:
    """`count` new cases whose inputs are not in `seen`, drawn deterministically from the seed.

    A round that leaves the split short (duplicates) draws a whole new batch of `count` from a
    fresh generator, not just the missing few: generators put their fixed edge-case kinds first
    and draw random kinds after them, so a short batch would only repeat the fixed kinds."""
    drawn: list[dict[str, Any]] = []
    for round_no in range(MAX_GENERATOR_ROUNDS):
        if len(drawn) >= count:
            break
        rng = random.Random(f"{seed}:{spec.task_id}:{split_name}:{round_no}")
        try:
            batch = generate(rng, split_name, count)
        except Exception as exc:
            raise InvalidArgument(
                f"{spec.folder}/generator.py: generate() failed: {type(exc).__name__}: {exc}"
            ) from None
        for case in batch:
            if not _valid_generated(case, spec.is_class, spec.is_file_io):
                raise InvalidArgument(f"{spec.folder}/generator.py: malformed case {case!r:.200}")
            if spec.is_file_io:  # the root folder is the call's first argument
                root = fixtures.case_root(f"{split_name}-{len(drawn)}")
                case = {**case, "args": [root, *case["args"]]}
            key = _inputs_key(case, spec.is_class)
            if key in seen:
                continue
            seen.add(key)
            drawn.append(case)
            if len(drawn) == count:
                break
    if len(drawn) < count:
        raise InvalidArgument(
            f"{spec.folder}/generator.py: only {len(drawn)} distinct {split_name} cases of {count}"
        )
    return drawn


def _public_matches(spec: ProblemSpec, case: dict[str, Any], actual: Any) -> bool:
    """The reference's answer to a public case is the spec's (for an open problem: the
    verifier accepts it against the spec's)."""
    if spec.comparison.kind != pb.COMPARATOR_KIND_VERIFIER:
        return values_match(case["expected"], actual, spec.comparison)
    try:
        item = (case["args"], case["expected"], actual)
        return verify.run(spec.verifier, spec.comparison.threshold, [item]) == [True]
    except verify.VerifierFailed as exc:
        raise InvalidArgument(f"{spec.folder}/verifier.py: {exc}") from None


def build_problem(spec: ProblemSpec, seed: str, development: bool) -> registry_pb2.ProblemSource:
    """The registry source of one problem: Python rendering plus every case of every split."""
    return _build_python(spec, seed, development)[0]


def _build_python(
    spec: ProblemSpec, seed: str, development: bool
) -> tuple[registry_pb2.ProblemSource, hashing.ContentHasher]:
    """build_problem, and the hasher of its cases that every other language reuses."""
    reference = Reference.load(spec)
    where = str(spec.folder)
    cases: list[pb.TestCase] = []
    seen: set[str] = set()
    for i, case in enumerate(spec.public):
        actual, outputs = reference.expected_with_files(case, f"public-{i}")
        if not _public_matches(spec, case, actual):
            raise InvalidArgument(
                f"{where}: public[{i}]: the reference returns {json.dumps(actual):.200}, "
                f"the spec expects {json.dumps(case['expected']):.200}"
            )
        if outputs != case.get("expected_files", {}):
            raise InvalidArgument(
                f"{where}: public[{i}]: the reference writes {json.dumps(outputs):.300}, "
                f"the spec expects {json.dumps(case['expected_files']):.300}"
            )
        seen.add(_inputs_key(case, spec.is_class))
        cases.append(
            _to_test_case(
                case, case["expected"], pb.SPLIT_PUBLIC, f"public-{i}", spec.is_class, outputs
            )
        )
    generated_counts = {"private": 0, "hidden": 0}
    if any(spec.generate.values()):
        generate = _exec_file(spec.folder / "generator.py").get("generate")
        if not callable(generate):
            raise InvalidArgument(f"{where}/generator.py: does not define generate()")
        for split_name, split in (("private", pb.SPLIT_PRIVATE), ("hidden", pb.SPLIT_HIDDEN)):
            count = spec.generate.get(split_name, 0)
            for i, case in enumerate(_draw(spec, generate, split_name, count, seed, seen)):
                case_id = f"{split_name}-{i}"
                try:
                    expected, outputs = reference.expected_with_files(case, case_id)
                except InvalidArgument:
                    raise
                except Exception as exc:
                    raise InvalidArgument(
                        f"{where}: the reference fails on generated {split_name} case {i}: "
                        f"{type(exc).__name__}: {exc}"
                    ) from None
                cases.append(_to_test_case(case, expected, split, case_id, spec.is_class, outputs))
            generated_counts[split_name] = count
    canary = hashing.canary_for(spec.task_id)
    prompt = render_python.render_prompt(spec, canary)
    public_cases = [c for c in cases if c.split == pb.SPLIT_PUBLIC]
    problem = pb.Problem(
        task_id=spec.task_id,
        suite=spec.suite,
        category=spec.category,
        subcategory=spec.subcategory,
        difficulty=spec.difficulty,
        prompt=prompt,
        public_test=render_python.render_public_test(spec, public_cases),
        time_limit_s=spec.time_limit_s,
        memory_limit_mb=spec.memory_limit_mb,
        language=pb.LANGUAGE_PYTHON,
        tags=spec.tags,
        source_type=spec.source_type,
        source_url=spec.source_url,
        derived_from=spec.derived_from,
        generation_method=spec.generation_method,
        generator_version=spec.generator_version,
        expected_complexity=spec.expected_complexity,
        deterministic=spec.deterministic,
        task_type=spec.task_type,
        creation_date=spec.creation_date,
        canary=canary,
        interface=spec.interface,
        entry_point=spec.entry_point,
        public_cases=public_cases,
        comparison=spec.comparison,
        case_counts=pb.SplitCounts(
            public_cases=len(public_cases),
            private_cases=generated_counts["private"],
            hidden_cases=generated_counts["hidden"],
        ),
        development_split=development,
        seed_fingerprint=seeds.fingerprint(seed),
        style_checks=spec.style_checks,
        verifier=spec.verifier,
    )
    hasher = hashing.ContentHasher(spec.task_id, cases)
    problem.content_hash = hasher.digest(pb.LANGUAGE_PYTHON, prompt, spec.verifier)
    return registry_pb2.ProblemSource(problem=problem, cases=cases), hasher


def in_language(
    spec: ProblemSpec,
    python: registry_pb2.ProblemSource,
    language: int,
    hasher: hashing.ContentHasher | None = None,
) -> registry_pb2.ProblemSource | None:
    """The problem rendered into `language`: same cases, that language's prompt (None when the
    task shows starter code that has not been written in that language)."""
    name = renderers.MODULES[language]
    if spec.starter_code and name not in spec.starter_code:
        return None
    problem = pb.Problem()
    problem.CopyFrom(python.problem)
    problem.language = pb.Language.ValueType(language)
    problem.prompt = renderers.load(language).render_prompt(spec, problem.canary)
    problem.public_test = ""  # the public cases are in public_cases; asserts are Python's
    hasher = hasher or hashing.ContentHasher(spec.task_id, python.cases)
    problem.content_hash = hasher.digest(language, problem.prompt, problem.verifier)
    return registry_pb2.ProblemSource(problem=problem, cases=python.cases)


def build_all_languages(
    spec: ProblemSpec, seed: str, development: bool = False
) -> list[registry_pb2.ProblemSource]:
    """The problem in Python and in every other language it renders into."""
    python, hasher = _build_python(spec, seed, development)
    others = (in_language(spec, python, language, hasher) for language in renderers.MODULES)
    return [python, *(source for source in others if source is not None)]


def discover(problems_dir: Path, suite: str | None = None) -> list[ProblemSpec]:
    """Every problem folder under `problems_dir` (of one suite if given), sorted by task id."""
    if not problems_dir.is_dir():
        raise InvalidArgument(f"problems folder {problems_dir} does not exist")
    specs = [load_spec(p.parent) for p in sorted(problems_dir.glob(f"*/{SPEC_FILE}"))]
    seen: dict[str, Path] = {}
    for spec in specs:
        if spec.task_id in seen:
            raise InvalidArgument(
                f"{spec.folder}: duplicate task id {spec.task_id} (also in {seen[spec.task_id]})"
            )
        seen[spec.task_id] = spec.folder
    return [s for s in specs if suite is None or s.suite == suite]


def local_suites(problems_dir: Path) -> set[str]:
    """Names of the suites that have problem folders under `problems_dir`."""
    return {spec.suite for spec in discover(problems_dir)} if problems_dir.is_dir() else set()
