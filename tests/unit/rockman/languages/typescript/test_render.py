"""TypeScript rendering: types, names, prompts, and the driver type-checked by tsc and run with
the bare toolchain (tsc from toolchains/node, node from the machine)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rockman import typesyntax
from rockman.languages.base import ToolchainMissing
from rockman.languages.javascript import render as rj
from rockman.languages.javascript import toolchain as javascript
from rockman.languages.typescript import render as rt
from rockman.languages.typescript import toolchain as typescript
from tests.unit.rockman.languages.javascript.test_render import (
    PROBLEMS,
    TYPES,
    _spec,
    build,
    check_round_trip,
    job_lines,
    program_for,
    run,
)

pytestmark = pytest.mark.processes  # starts compilers, sandboxes, servers or workers

TYPE_TABLE = {
    "int": "number",
    "float": "number",
    "bool": "boolean",
    "str": "string",
    "none": "void",
    "list[int]": "number[]",
    "list[list[str]]": "string[][]",
    "dict[str, int]": "Map<string, number>",
    "dict[int, list[str]]": "Map<number, string[]>",
    "tuple[int, str]": "[number, string]",
    "tuple[int, str, float]": "[number, string, number]",
    "optional[int]": "number | null",
    "list[optional[tuple[int, bool]]]": "([number, boolean] | null)[]",
    "optional[list[int]]": "number[] | null",
    "list[none]": "null[]",
}


@pytest.mark.parametrize(("neutral", "expected"), sorted(TYPE_TABLE.items()))
def test_type_name(neutral: str, expected: str) -> None:
    assert rt.type_name(typesyntax.parse(neutral)) == expected


def test_names_are_javascript_names() -> None:
    names = [
        ("count_in_range", "function"),
        ("get_min", "method"),
        ("min_stack", "class"),
        ("insert_cost", "param"),
        ("in", "param"),
    ]
    for neutral, kind in names:
        assert rt.entry_name(neutral, kind) == rj.entry_name(neutral, kind)
    assert rt.entry_name("in", "param") == "in_"


def test_function_prompt() -> None:
    spec = _spec(PROBLEMS / "Starter__FUND_001")
    prompt = rt.render_prompt(spec, "CANARY-ts-1")
    lines = prompt.splitlines()
    assert lines[0] == "// CANARY-ts-1"
    assert prompt.endswith(
        "function longestWithinBudget(costs: number[], budget: number): [number, number] {\n"
    )
    assert " * @example" in lines
    examples = [line for line in lines if "// =>" in line]
    assert len(examples) == 3
    assert examples[0].startswith(" * longestWithinBudget([")
    assert not any("@param" in line or "@returns" in line for line in lines)  # types are in code
    assert prompt == rt.render_prompt(spec, "CANARY-ts-1")


def test_class_prompt() -> None:
    prompt = rt.render_prompt(_spec(PROBLEMS / "Starter__STATE_001"), "CANARY-ts-2")
    assert prompt.splitlines()[0] == "// CANARY-ts-2"
    assert "class LRUCache {\n  constructor(capacity: number) {\n  }\n" in prompt
    assert '  get(key: number): number {\n    throw new Error("not implemented");\n  }\n' in prompt
    assert "  put(key: number, value: number): void {\n" in prompt
    assert " * const obj = new LRUCache(2);" in prompt
    types = rt.render_prompt(_spec(TYPES), "c")
    assert "  echoOptional(x: number | null): number | null {\n" in types
    assert "  echoIntMap(x: Map<number, string[]>): Map<number, string[]> {\n" in types


def test_starter_code() -> None:
    spec = _spec(PROBLEMS / "Starter__ALG_001")
    starter = (PROBLEMS / "Starter__ALG_001" / "starter.ts").read_text()
    assert spec.starter_code.get("typescript") == starter
    prompt = rt.render_prompt(spec, "CANARY-ts-3")
    assert prompt.startswith("// CANARY-ts-3\n/**\n")
    assert prompt.endswith(starter.rstrip() + "\n")
    assert (PROBLEMS / "Starter__ALG_001" / "reference.ts").read_text().startswith(starter)
    debug = (PROBLEMS / "Starter__DEBUG_001" / "starter.ts").read_text()
    assert "let hi = nums.length - 1;" in debug


def test_driver_is_the_javascript_driver_as_a_module() -> None:
    interface = _spec(TYPES).interface
    assert rt.driver_source(interface) == rj.driver_source(interface) + "export {};\n"


def test_driver_program_shape(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(javascript, "node", lambda: ("/usr/bin/node", "v20.0.0", ()))
    paths = ("/tc/node/node_modules", "/tc/node/node_modules/typescript", "/tc/@types")
    monkeypatch.setattr(typescript, "_paths", lambda: paths)
    interface = _spec(TYPES).interface
    program = typescript.driver_program("class TypeEcho {}\n", interface)
    assert program.files["solution.ts"] == b"class TypeEcho {}\n"
    assert program.files["rockman_driver.ts"] == rt.driver_source(interface).encode()
    assert program.compile_argv == (
        "/usr/bin/node", *typescript.COMPILE_FLAGS, "rockman_tsc_driver.js",
        "/tc/node/node_modules/typescript", "/tc/@types", *typescript.TSC_FLAGS,
    )  # fmt: skip
    assert set(program.artefacts) == {
        "solution.js", "rockman_driver.js", "package.json", "node_modules/js-md5/index.js",
    }  # fmt: skip
    assert program.run_argv == javascript.driver_run_argv("rockman_driver.js")


def _tsc_or_skip() -> None:
    try:
        typescript.toolchain()
    except ToolchainMissing as exc:
        pytest.skip(str(exc))


@pytest.mark.slow  # three tsc compiles, 1-5 s each on a 2-core machine
def test_driver_type_checks_and_round_trips_every_type(tmp_path: Path) -> None:
    _tsc_or_skip()
    check_round_trip(typescript, tmp_path / "types")

    # the rendered class prompt (typed stubs) and the driver type-check together; stubs throw
    folder = PROBLEMS / "Starter__DS_001"
    stub = rt.render_prompt(_spec(folder), "canary")
    program = program_for(typescript, folder, stub)
    compiled, run_dir = build(program, tmp_path / "stub")
    assert compiled.returncode == 0, compiled.stderr
    case = {"init": [], "ops": [["size", []]]}
    evs, _, code = run(program, run_dir, job_lines(_spec(folder).interface, [case], None))
    assert code == 0
    assert (evs[0]["error_type"], evs[0]["error"]) == ("Error", "Error: not implemented")

    # a type error in the solution is a compile error
    wrong = "function countPrimesBetween(low: number, high: number): number {\n  return 'x';\n}\n"
    program = program_for(typescript, PROBLEMS / "Starter__MATH_001", wrong)
    compiled, _ = build(program, tmp_path / "wrong")
    assert compiled.returncode != 0 and "solution.ts" in compiled.stderr
    assert "TS2322" in compiled.stderr and "rockman_driver" not in compiled.stderr


def test_wide_ints_are_bigint_in_signatures() -> None:
    from tests.unit.rockman.languages.javascript.test_render import PROBLEMS, _spec

    spec = _spec(PROBLEMS / "Rockman__ALG_001")
    prompt = rt.render_prompt(spec, "CANARY")
    assert prompt.endswith("function consecutiveBitChanges(readings: bigint[]): bigint {\n")
    assert rt.type_name(typesyntax.parse("optional[int]"), wide=True) == "bigint | null"


@pytest.mark.slow
def test_wide_ints_reach_the_solution_exactly(tmp_path: Path) -> None:
    from tests.unit.rockman.languages.javascript.test_render import WIDE_TS, check_wide_ints

    try:
        typescript.toolchain()
    except ToolchainMissing as exc:
        pytest.skip(str(exc))
    check_wide_ints(typescript, WIDE_TS, tmp_path)
