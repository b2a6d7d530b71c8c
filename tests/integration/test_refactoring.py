"""Refactoring tasks end to end: the spec's style checks reach every rendering's prompt and the
executor, which fails a program that passes every test but breaks them (STYLE_VIOLATION), in
Python and in a compiled language's toolchain alike."""

from __future__ import annotations

import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from rockman.errors import InvalidArgument
from rockman.languages import registry as languages
from rockman.problem_spec import load_spec
from rockman.problems import build
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2
from services.executor.core import Executor, ExecutorConfig
from services.executor.pool import NativeSandbox
from tests.helpers import RegistryBundles, registry_with

SPEC = """
task_id: Test/REF_001
suite: testsuite
category: software_engineering
subcategory: Refactoring
difficulty: 2
task_type: refactoring
tags: [refactoring, edge-case]
expected_complexity: O(1)
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
  name: shipping_cost
  params:
    - {name: weight, type: int}
    - {name: express, type: bool}
  returns: int
description: |
  The given code is correct; keep its behaviour exactly. The cost of shipping a parcel of
  weight grams (0 <= weight <= 100000) is 5 for at most 500 grams, 9 for at most 2000 grams and
  15 above that; an express parcel costs twice as much.
style_checks:
  max_cyclomatic_complexity: 3
  forbidden_tokens: [elif]
starter_code:
  python: |
    STARTER
  javascript: |
    JS_STARTER
public:
  - {args: [0, false], expected: 5}
  - {args: [2000, true], expected: 18}
  - {args: [2001, false], expected: 15}
generate: {private: 10, hidden: 50}
"""
STARTER = textwrap.dedent("""\
    def shipping_cost(weight, express):
        if express:
            if weight <= 500:
                return 10
            elif weight <= 2000:
                return 18
            else:
                return 30
        else:
            if weight <= 500:
                return 5
            elif weight <= 2000:
                return 9
            else:
                return 15
""")
CLEAN = textwrap.dedent("""\
    BANDS = ((500, 5), (2000, 9))


    def base_cost(weight):
        return next((cost for limit, cost in BANDS if weight <= limit), 15)


    def shipping_cost(weight, express):
        return base_cost(weight) * (2 if express else 1)
""")
GENERATOR = textwrap.dedent("""\
    def generate(rng, split, count):
        edges = [499, 500, 501, 1999, 2000, 2001, 100000]
        def weight():
            return rng.choice(edges) if rng.random() < 0.3 else rng.randint(0, 100000)
        return [{"args": [weight(), rng.random() < 0.5]} for _ in range(count)]
""")
JS_STARTER = (
    "function shippingCost(weight, express) {\n  if (express) {\n    if (weight <= 500) "
    "return 10;\n    else if (weight <= 2000) return 18;\n    else return 30;\n  } else {\n"
    "    if (weight <= 500) return 5;\n    else if (weight <= 2000) return 9;\n"
    "    else return 15;\n  }\n}\n"
)
JS_CLEAN = (
    "function baseCost(weight) {\n  return weight <= 500 ? 5 : weight <= 2000 ? 9 : 15;\n}\n"
    "function shippingCost(weight, express) {\n  return baseCost(weight) * (express ? 2 : 1);\n}\n"
)


def write_problem(root: Path, spec: str = SPEC) -> Path:
    folder = root / "Test__REF_001"
    folder.mkdir(parents=True, exist_ok=True)
    starter = textwrap.indent(STARTER, "    ").strip()
    js_starter = textwrap.indent(JS_STARTER, "    ").strip()
    (folder / "spec.yaml").write_text(
        spec.replace("JS_STARTER", js_starter).replace("STARTER", starter)
    )
    (folder / "reference.py").write_text(CLEAN)
    (folder / "generator.py").write_text(GENERATOR)
    return folder


@pytest.fixture(scope="module")
def executor(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Executor]:
    root = tmp_path_factory.mktemp("problems")
    sources = build.build_all_languages(load_spec(write_problem(root)), "test-seed", True)
    registry = registry_with(root / "registry.db", sources)
    sandbox = NativeSandbox(1, languages.readonly_paths())
    yield Executor(RegistryBundles(registry), sandbox, ExecutorConfig(workers=1))
    sandbox.close()


def judge(executor: Executor, code: str, language: int = pb.LANGUAGE_PYTHON) -> tuple[int, str]:
    result = executor.execute(
        executor_pb2.Submission(
            task_id="Test/REF_001", version="v1", sample_id="s", code=code,
            language=pb.Language.ValueType(language), code_kind=pb.CODE_KIND_SOLUTION,
        )
    )  # fmt: skip
    return result.verdict, result.message


def test_the_prompt_states_the_style_checks_in_every_language(tmp_path: Path) -> None:
    spec = load_spec(write_problem(tmp_path))
    sources = build.build_all_languages(spec, "test-seed", True)
    # The code to refactor exists in Python and JavaScript: the task renders into those two.
    assert [s.problem.language for s in sources] == [pb.LANGUAGE_PYTHON, pb.LANGUAGE_JAVASCRIPT]
    for source in sources:
        prompt = source.problem.prompt
        assert "cyclomatic complexity of at most 3" in prompt and "elif" in prompt
        assert source.problem.style_checks.max_cyclomatic_complexity == 3


def test_the_messy_starter_passes_the_tests_but_not_the_style_checks(executor: Executor) -> None:
    verdict, message = judge(executor, STARTER)
    assert verdict == pb.VERDICT_STYLE_VIOLATION
    assert "shipping_cost: cyclomatic complexity 6 > 3" in message
    assert "forbidden token 'elif'" in message


def test_a_clean_refactor_passes(executor: Executor) -> None:
    assert judge(executor, CLEAN) == (pb.VERDICT_PASS, "")


def test_a_refactor_that_changes_behaviour_is_a_wrong_answer(executor: Executor) -> None:
    verdict, _ = judge(executor, CLEAN.replace("weight <= limit", "weight < limit"))
    assert verdict == pb.VERDICT_WRONG_ANSWER


def test_spec_errors_say_what_to_fix(tmp_path: Path) -> None:
    cases = {
        "needs style checks": SPEC.replace("style_checks:", "unused_block:"),
        "unknown keys ['max_lines']": SPEC.replace(
            "max_cyclomatic", "max_lines: 3\n  max_cyclomatic"
        ),
        "must be a positive integer": SPEC.replace("complexity: 3", "complexity: -1"),
        "forbidden_tokens must be a list of words": SPEC.replace("[elif]", "[' elif']"),
    }
    for i, (reason, text) in enumerate(cases.items()):
        with pytest.raises(InvalidArgument, match=r"style_checks.*" + reason.replace("[", r"\[")):
            load_spec(write_problem(tmp_path / str(i), text))


def test_javascript_is_held_to_the_same_checks(executor: Executor) -> None:
    if languages.status(pb.LANGUAGE_JAVASCRIPT)[1]:
        pytest.skip("node is not installed here")
    verdict, message = judge(executor, JS_STARTER, pb.LANGUAGE_JAVASCRIPT)
    assert verdict == pb.VERDICT_STYLE_VIOLATION, message
    assert "shippingCost: cyclomatic complexity 6 > 3" in message
    assert judge(executor, JS_CLEAN, pb.LANGUAGE_JAVASCRIPT) == (pb.VERDICT_PASS, "")
