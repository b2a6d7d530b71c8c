"""The Python prompt is valid Python whatever the text holds: three quotes in a description or
in an example's string value are escaped, and the docstring still reads as written."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

from rockman.languages.python import render as render_python
from rockman.problem_spec import load_spec

ROOT = Path(__file__).resolve().parents[5]


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


def test_backslashes_in_a_description_read_as_written() -> None:
    import warnings

    from rockman.languages.python.render import _docstring

    text = 'An escape is a backslash and one of " \\ / b f n r t, or \\uXXXX.'
    source = f"def f():\n{_docstring(text, '    ')}    pass\n"
    namespace: dict[str, object] = {}
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        exec(compile(source, "prompt", "exec"), namespace)
    doc = str(getattr(namespace["f"], "__doc__", ""))
    assert 'one of " \\ / b f n r t, or \\uXXXX' in doc
