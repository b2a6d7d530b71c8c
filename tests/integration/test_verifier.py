"""Open problems judged by a trusted verifier with a published threshold: any valid answer good
enough passes, in Python and in a compiled toolchain; the verifier is covered by the content
hash; a verifier that hangs or crashes fails the answers, never the executor."""

from __future__ import annotations

import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rockman import hashing
from rockman.errors import DataLoss, InvalidArgument
from rockman.judging import verify
from rockman.languages import registry as languages
from rockman.problem_spec import load_spec
from rockman.problems import build
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2
from services.executor import bundles, judge
from services.executor.core import Executor, ExecutorConfig
from services.executor.pool import NativeSandbox
from tests.helpers import RegistryBundles, registry_with

SPEC = """
task_id: Test/OPEN_001
suite: testsuite
category: algorithms
subcategory: Greedy
difficulty: 7
task_type: optimization
tags: [greedy, arrays]
expected_complexity: O(n log n)
deterministic: true
time_limit: 2.0
memory_limit: 256
source_type: original
source_url: ""
derived_from: []
generation_method: hand-written
generator_version: "1"
creation_date: "2026-12-03T00:00:00Z"
interface:
  kind: function
  name: pack
  params:
    - {name: weights, type: "list[int]"}
    - {name: capacity, type: int}
  returns: "list[list[int]]"
description: |
  Pack items into bins: return a list of bins, each a list of item indices, using every index of
  weights exactly once, with no bin's total weight above capacity (every weight is between 1
  and capacity). Use few bins: an answer passes when it uses at most 1.25 times as many bins as
  the first-fit-decreasing packing.
comparison: {mode: verifier, threshold: 1.25}
public:
  - {args: [[4, 4, 4, 4], 8], expected: [[0, 1], [2, 3]]}
  - {args: [[5, 3, 2], 5], expected: [[0], [1, 2]]}
  - {args: [[1], 3], expected: [[0]]}
generate: {private: 10, hidden: 50}
"""
REFERENCE = textwrap.dedent("""\
    def pack(weights, capacity):
        bins, loads = [], []
        for i in sorted(range(len(weights)), key=lambda i: -weights[i]):
            for b, load in enumerate(loads):
                if load + weights[i] <= capacity:
                    bins[b].append(i)
                    loads[b] += weights[i]
                    break
            else:
                bins.append([i])
                loads.append(weights[i])
        return bins
""")
VERIFIER = textwrap.dedent("""\
    def verify(args, expected, actual, threshold):
        weights, capacity = args
        used = sorted(i for b in actual for i in b)
        if used != list(range(len(weights))):
            return False
        if any(sum(weights[i] for i in b) > capacity for b in actual):
            return False
        return len(actual) <= threshold * len(expected)
""")
GENERATOR = textwrap.dedent("""\
    def generate(rng, split, count):
        cases = []
        for _ in range(count):
            capacity = rng.randint(10, 100)
            n = rng.randint(1, 60)
            cases.append({"args": [[rng.randint(1, capacity) for _ in range(n)], capacity]})
        return cases
""")
# Next fit, in input order: a valid packing but often far more bins than the reference's.
NEXT_FIT = textwrap.dedent("""\
    def pack(weights, capacity):
        bins, load = [[]], 0
        for i, w in enumerate(weights):
            if load + w > capacity:
                bins.append([])
                load = 0
            bins[-1].append(i)
            load += w
        return bins
""")
JS_BEST_FIT = (
    "function pack(weights, capacity) {\n"
    "  const order = weights.map((_, i) => i).sort((a, b) => weights[b] - weights[a]);\n"
    "  const bins = [], loads = [];\n"
    "  for (const i of order) {\n"
    "    let best = -1;\n"
    "    for (let b = 0; b < bins.length; b++) {\n"
    "      const fits = loads[b] + weights[i] <= capacity;\n"
    "      if (fits && (best < 0 || loads[b] > loads[best])) best = b;\n"
    "    }\n"
    "    if (best < 0) { bins.push([i]); loads.push(weights[i]); }\n"
    "    else { bins[best].push(i); loads[best] += weights[i]; }\n"
    "  }\n"
    "  return bins;\n"
    "}\n"
)


def write_problem(root: Path, spec: str = SPEC, verifier: str | None = VERIFIER) -> Path:
    folder = root / "Test__OPEN_001"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "spec.yaml").write_text(spec)
    (folder / "reference.py").write_text(REFERENCE)
    (folder / "generator.py").write_text(GENERATOR)
    if verifier is not None:
        (folder / "verifier.py").write_text(verifier)
    return folder


@pytest.fixture(scope="module")
def setup(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Executor, Any]]:
    root = tmp_path_factory.mktemp("problems")
    sources = build.build_all_languages(load_spec(write_problem(root)), "test-seed", True)
    registry = registry_with(root / "registry.db", sources)
    sandbox = NativeSandbox(1, languages.readonly_paths())
    yield Executor(RegistryBundles(registry), sandbox, ExecutorConfig(workers=1)), registry
    sandbox.close()


def run(executor: Executor, code: str, language: int = pb.LANGUAGE_PYTHON) -> Any:
    return executor.execute(
        executor_pb2.Submission(
            task_id="Test/OPEN_001", version="v1", sample_id="s", code=code,
            language=pb.Language.ValueType(language), code_kind=pb.CODE_KIND_SOLUTION,
        )
    )  # fmt: skip


def test_the_reference_and_another_good_answer_pass(setup: tuple[Executor, Any]) -> None:
    executor, _ = setup
    assert run(executor, REFERENCE).verdict == pb.VERDICT_PASS
    # The same packing with bins and items in another order: not equal, still as good.
    shuffled = REFERENCE.replace("return bins", "return [b[::-1] for b in reversed(bins)]")
    assert run(executor, shuffled).verdict == pb.VERDICT_PASS


def test_valid_but_not_good_enough_and_invalid_answers_fail(setup: tuple[Executor, Any]) -> None:
    executor, _ = setup
    result = run(executor, NEXT_FIT)
    assert result.verdict == pb.VERDICT_WRONG_ANSWER
    assert 0 < sum(s.passed for s in result.splits) < sum(s.total for s in result.splits)
    overfull = "def pack(weights, capacity):\n    return [list(range(len(weights)))]\n"
    assert run(executor, overfull).verdict == pb.VERDICT_WRONG_ANSWER
    garbage = "def pack(weights, capacity):\n    return [[None]]\n"  # the verifier raises
    assert run(executor, garbage).verdict == pb.VERDICT_WRONG_ANSWER


def test_a_compiled_language_is_judged_by_the_same_verifier(setup: tuple[Executor, Any]) -> None:
    executor, _ = setup
    if languages.status(pb.LANGUAGE_JAVASCRIPT)[1]:
        pytest.skip("node is not installed here")
    result = run(executor, JS_BEST_FIT, pb.LANGUAGE_JAVASCRIPT)
    assert result.verdict == pb.VERDICT_PASS, result.message


def test_the_verifier_is_covered_by_the_content_hash(setup: tuple[Executor, Any]) -> None:
    _, registry = setup
    bundle = registry.bundle("Test/OPEN_001", pb.LANGUAGE_PYTHON, "v1")
    bundles.verify(bundle)
    bundle.problem.verifier = bundle.problem.verifier.replace("<=", ">=")
    with pytest.raises(DataLoss, match="content hash"):
        bundles.verify(bundle)
    p = bundle.problem
    assert hashing.content_hash(p.task_id, p.language, p.prompt, bundle.cases) != p.content_hash


def test_a_hanging_or_broken_verifier_fails_the_answers(monkeypatch: pytest.MonkeyPatch) -> None:
    case = pb.TestCase(case_id="public-0", split=pb.SPLIT_PUBLIC,
                       call=pb.CallCase(args_json="[[1], 1]", expected_json="[[0]]"))  # fmt: skip
    reported = [(case, {"i": 0, "value": [[0]]}, True)]
    problem = pb.Problem(comparison=pb.Comparison(kind=pb.COMPARATOR_KIND_VERIFIER, threshold=1))
    monkeypatch.setattr(verify, "TIMEOUT_S", 2.0)
    problem.verifier = (
        "def verify(args, expected, actual, threshold):\n    while True:\n        pass\n"
    )
    assert judge._passes(reported, problem) == ([False], "the verifier could not judge the "
                                                "answers: the verifier took over 2s")  # fmt: skip
    problem.verifier = "raise SystemExit(3)\n"
    passes, message = judge._passes(reported, problem)
    assert passes == [False] and message.startswith("the verifier could not judge")


def test_spec_errors_say_what_to_fix(tmp_path: Path) -> None:
    with pytest.raises(InvalidArgument, match=r"mode verifier needs verifier\.py"):
        load_spec(write_problem(tmp_path / "a", verifier=None))
    with pytest.raises(InvalidArgument, match="numeric threshold"):
        load_spec(write_problem(tmp_path / "b", SPEC.replace("threshold: 1.25", "threshold: x")))
    exact = SPEC.replace("mode: verifier", "mode: exact")
    with pytest.raises(InvalidArgument, match="threshold belongs to mode verifier"):
        load_spec(write_problem(tmp_path / "c", exact))
    with pytest.raises(InvalidArgument, match="must define verify"):
        load_spec(write_problem(tmp_path / "d", verifier="def check(a):\n    return True\n"))
