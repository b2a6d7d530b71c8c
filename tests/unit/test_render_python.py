"""The Python prompt is valid Python whatever the text holds: three quotes in a description or
in an example's string value are escaped, and the docstring still reads as written."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

from rockman.problems import render_python
from rockman.problems.spec import load_spec

ROOT = Path(__file__).resolve().parents[2]


def test_triple_quotes_do_not_end_the_docstring() -> None:
    spec = load_spec(ROOT / "problems" / "Starter__FUND_001")
    text = 'A run is written """like this""" in the log; a backslash-free line.\n'
    prompt = render_python.render_prompt(dataclasses.replace(spec, description=text), "CANARY")
    tree = ast.parse(prompt)
    function = next(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef))
    docstring = ast.get_docstring(function)
    assert docstring is not None and docstring.startswith(text.strip())


def test_every_committed_problem_renders_valid_python() -> None:
    for folder in sorted((ROOT / "problems").glob("*/spec.yaml")):
        spec = load_spec(folder.parent)
        ast.parse(render_python.render_prompt(spec, "CANARY"), filename=str(folder))
