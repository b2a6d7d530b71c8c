"""The static rules behind the validation checks: wording, difficulty against category,
complexity notation, values against declared types, tags, mutants and the n-gram index."""

from __future__ import annotations

import pytest

from rockman import typesyntax
from rockman.problems import contamination, lint, mutants, vocabulary
from rockman.v1 import common_pb2 as pb


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("Return the sum, etc.", "placeholder 'etc.'"),
        ("TODO: describe the output.", "placeholder 'TODO'"),
        ("Return the value ... later.", "placeholder '...'"),
        ("Return some element of the list.", "vague wording 'some'"),
        ("Sort it in an appropriate order.", "vague wording 'appropriate'"),
        ("Constraints: 10 <= n <= 5.", "contradictory range '10 <= n <= 5'"),
        ("Constraints: 1 <= k <= 10**-1 or 10**6 <= m <= 10**5.", "contradictory range"),
    ],
)
def test_ambiguous_wording_is_found(text: str, fragment: str) -> None:
    assert any(fragment in f for f in lint.ambiguity(text)), lint.ambiguity(text)


@pytest.mark.parametrize(
    "text",
    [
        "Return the number of pairs (i, j) with 0 <= i < j < n. Constraints: 1 <= n <= 10**5.",
        "Given x1, x2, ..., xn, return their sum; a chain a -> ... -> z counts once.",
        "Handle some_value and sometimes-used keys: 2 * 10**5 <= m <= 3 * 10**5.",
    ],
)
def test_precise_wording_passes(text: str) -> None:
    assert lint.ambiguity(text) == []


def test_difficulty_rules() -> None:
    assert lint.difficulty_problems(pb.CATEGORY_FUNDAMENTALS, pb.TASK_TYPE_GENERATION, 2) == []
    assert lint.difficulty_problems(pb.CATEGORY_FUNDAMENTALS, pb.TASK_TYPE_GENERATION, 7)
    assert lint.difficulty_problems(pb.CATEGORY_MULTI_STEP, pb.TASK_TYPE_MULTI_STEP, 1)
    found = lint.difficulty_problems(pb.CATEGORY_DEBUGGING, pb.TASK_TYPE_GENERATION, 3)
    assert found == ["task type generation does not fit category debugging"]
    assert lint.difficulty_problems(pb.CATEGORY_MATH, pb.TASK_TYPE_OPTIMIZATION, 1)
    # Level 7 is for open problems judged by a verifier.
    assert (
        lint.difficulty_problems(pb.CATEGORY_ALGORITHMS, pb.TASK_TYPE_OPTIMIZATION, 7, True) == []
    )
    assert lint.difficulty_problems(
        pb.CATEGORY_ALGORITHMS, pb.TASK_TYPE_OPTIMIZATION, 7, False
    ) == ["difficulty 7 is for open problems: use comparison mode verifier"]
    assert set(lint.DIFFICULTY_RANGE) == set(pb.Category.values()) - {pb.CATEGORY_UNSPECIFIED}


@pytest.mark.parametrize(
    "text",
    ["O(n)", "O(n log n)", "O(1) per operation", "O(n + m) time, O(n) space", "O(n^2)",
     "O(n²)", "O(V + E log V)", "O(n * W)", "O(2^n * n)", "O(n sqrt(n))", "O(log(n))",
     "O(alpha(n)) amortized", "O(k log n) per query", "O(n log n) and O(n) space"],
)  # fmt: skip
def test_valid_complexity_notation(text: str) -> None:
    assert lint.complexity_problems(text) == []


@pytest.mark.parametrize(
    "text", ["", "n log n", "O(n", "O(n) sometimes", "O()", "O(n +)", "O(n $ m)", "linear"]
)
def test_invalid_complexity_notation(text: str) -> None:
    assert lint.complexity_problems(text)


@pytest.mark.parametrize(
    ("value", "type_text", "ok"),
    [
        (3, "int", True), (True, "int", False), (2**63, "int", False), (1.5, "float", True),
        (2, "float", True), ("x", "str", True), (None, "optional[int]", True),
        ([1, 2], "list[int]", True), ([1, "2"], "list[int]", False),
        ([1, "a"], "tuple[int, str]", True), ([1], "tuple[int, str]", False),
        ({"1": [2]}, "dict[int, list[int]]", True), ({"x": 1}, "dict[int, int]", False),
        ({"x": 1}, "dict[str, int]", True), (None, "none", True), (0, "none", False),
    ],
)  # fmt: skip
def test_values_conform_to_declared_types(value: object, type_text: str, ok: bool) -> None:
    assert lint.conforms(value, typesyntax.parse(type_text)) is ok


def test_tag_vocabulary() -> None:
    assert vocabulary.unknown_tags(["arrays", "frobnicate", "edge-case"]) == ["frobnicate"]
    assert {"complexity", "efficiency", "edge-case", "robustness"} <= vocabulary.TAGS
    assert all(tag == tag.lower() and " " not in tag for tag in vocabulary.TAGS)


def test_mutants_change_one_thing_each() -> None:
    source = "def f(xs):\n    total = 0\n    for x in xs:\n        if x > 0 and x < 10:\n" \
             "            total += x\n    return total\n"  # fmt: skip
    made = mutants.mutants(source, limit=20)
    assert len(made) >= 5
    assert len({m.source for m in made}) == len(made)
    namespace: dict[str, object] = {}
    exec(source, namespace)
    reference = namespace["f"]
    differ = 0
    for mutant in made:
        ns: dict[str, object] = {}
        exec(mutant.source, ns)
        cases = ([1, 2, 3], [0, 10, 5], [-1, 9, 11])
        differ += any(ns["f"](c) != reference(c) for c in cases)  # type: ignore[operator]
    assert differ >= len(made) - 2  # nearly all are real changes


def test_annotations_are_not_mutated() -> None:
    source = (
        "from __future__ import annotations\n\n"
        "def f(x: int | None, ys: list[int] | None = None) -> int | None:\n"
        "    cache: dict[int, int] | None = None\n"
        "    return x | 1 if x is not None else None\n"
    )
    made = mutants.mutants(source, limit=50)
    changed_lines = {m.description.split(":")[0] for m in made}
    assert changed_lines == {"line 5"}  # only the body's `x | 1` and its constant
    assert len(made) == 2


def test_ngram_index_finds_a_copied_sentence() -> None:
    index = contamination.PublicIndex(
        [
            (
                "HumanEval/0",
                "Check if in given list of numbers, are any two numbers closer to each "
                "other than given threshold.",
            )
        ]
    )
    copied = "Our task: check if in given list of numbers are any two numbers closer to each other"
    assert index.overlaps(copied) and index.overlaps(copied)[0].startswith("HumanEval/0")
    assert index.overlaps("Return the longest run of equal numbers in the given list.") == []
