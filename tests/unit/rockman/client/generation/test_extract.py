"""Code extraction from raw model text: fences, prose, repeated prompts, completion vs solution,
on real HumanEval-X prompts."""

from __future__ import annotations

import gzip
import json
from typing import Any

from rockman.client.generation.extract import (
    COMPLETION,
    SOLUTION,
    defines,
    extract,
    fenced_blocks,
    name_variants,
)
from tests.conftest import HUMANEVAL_X


def first_problem(language: str) -> dict[str, Any]:
    path = HUMANEVAL_X / f"humaneval_{language}.jsonl.gz"
    with gzip.open(path, "rt", encoding="utf-8") as lines:
        return dict(json.loads(next(iter(lines))))


PY_PROMPT = 'from typing import List\n\n\ndef add(a: List[int]) -> int:\n    """Sum."""\n'


def test_name_variants() -> None:
    assert name_variants("has_close_elements") == [
        "has_close_elements", "hasCloseElements", "HasCloseElements",
    ]  # fmt: skip
    assert name_variants("_x") == ["_x", "_X"]


def test_fenced_python_solution_with_prose_gets_the_prompts_imports() -> None:
    text = (
        "Sure! Here is the function:\n\n```python\ndef add(a: List[int]) -> int:\n"
        "    return sum(a)\n```\n\nIt runs in O(n)."
    )
    got = extract(text, PY_PROMPT, "python", "add")
    assert got.kind == SOLUTION and got.rule == "fenced-1-of-1+prompt-imports"
    assert got.code == (
        "from typing import List\n\ndef add(a: List[int]) -> int:\n    return sum(a)\n"
    )


def test_the_block_that_defines_the_entry_point_wins() -> None:
    text = (
        "Install nothing:\n```bash\npip install numpy\n```\nUsage:\n```\nprint(add([1]))\n```\n"
        "Code:\n```py\nfrom typing import List\ndef add(a):\n    return sum(a)\n```\n"
    )
    got = extract(text, PY_PROMPT, "python", "add")
    assert got.rule == "fenced-3-of-3" and got.kind == SOLUTION
    assert got.code.startswith("from typing import List\ndef add(a):")


def test_a_body_only_block_is_a_completion_and_tilde_fences_count() -> None:
    got = extract("~~~\n    return sum(a)\n~~~", PY_PROMPT, "python", "add")
    assert got == type(got)("    return sum(a)\n", COMPLETION, "fenced-1-of-1")


def test_an_unclosed_fence_runs_to_the_end() -> None:
    text = "```python\ndef add(a):\n    total = 0\n    for x in a:\n        total += x"
    assert fenced_blocks(text) == [("python", text[len("```python\n") :])]
    got = extract(text, "", "python", "add")
    assert got.kind == SOLUTION and got.code.endswith("total += x")


def test_a_repeated_prompt_is_cut_off() -> None:
    text = PY_PROMPT + "    return sum(a)\n"
    got = extract(text, PY_PROMPT, "python", "add")
    assert got == type(got)("\n    return sum(a)\n", COMPLETION, "repeated-prompt")
    # the same inside a fence
    fenced = extract("```python\n" + text + "```", PY_PROMPT, "python", "add")
    assert fenced.kind == COMPLETION and fenced.rule == "fenced-1-of-1+prompt"


def test_a_program_in_prose_without_fences() -> None:
    text = (
        "The answer is below.\n\ndef add(a):\n    return sum(a)\n\n\nprint(add([2]))\n\n"
        "This prints 2, as expected (it is linear)."
    )
    got = extract(text, "", "python", "add")
    assert got.rule == "full-program" and got.kind == SOLUTION
    assert got.code == "def add(a):\n    return sum(a)\n\n\nprint(add([2]))\n"


def test_raw_completion_is_kept_as_it_is() -> None:
    got = extract("    return sum(a)\n\n", PY_PROMPT, "python", "add")
    assert got == type(got)("    return sum(a)\n\n", COMPLETION, "raw-completion")


def test_humaneval_x_prompts_in_five_languages() -> None:
    cases = {
        "cpp": ("cpp", "bool has_close_elements(vector<float> numbers, float threshold){\n"
                "    return false;\n}\n"),
        "java": ("java", "import java.util.*;\nclass Solution {\n    public boolean "
                 "hasCloseElements(List<Double> n, double t) { return false; }\n}\n"),
        "js": ("javascript", "const hasCloseElements = (numbers, threshold) => {\n"
               "  return false;\n};\n"),
        "rust": ("rust", "fn has_close_elements(numbers: Vec<f32>, threshold: f32) -> bool {\n"
                 "    false\n}\n"),
        "go": ("go", "func HasCloseElements(numbers []float64, threshold float64) bool {\n"
               "    return false\n}\n"),
    }  # fmt: skip
    for key, (language, code) in cases.items():
        problem = first_problem(key)
        entry = "has_close_elements"
        text = f"Here you go:\n```{key}\n{code}```\nDone."
        got = extract(text, problem["prompt"], language, entry)
        assert (got.kind, got.code) == (SOLUTION, code), key
        # the same without a fence, prose around it
        bare = extract(f"Here you go:\n\n{code}\nThat is all.", problem["prompt"], language, entry)
        assert (bare.kind, bare.rule, bare.code) == (SOLUTION, "full-program", code), key
        # a body alone is a completion of the prompt
        body = extract("    return false;\n}\n", problem["prompt"], language, entry)
        assert body.kind == COMPLETION, key


def test_defines_does_not_match_calls() -> None:
    assert not defines("x = add([1])\n", "python", "add")
    assert not defines("let y = hasCloseElements([1], 2);", "javascript", "has_close_elements")
    assert defines("function hasCloseElements(a, b) {}", "javascript", "has_close_elements")
    assert not defines("hasCloseElements(a, b);", "cpp", "has_close_elements")
