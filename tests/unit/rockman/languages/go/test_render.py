"""The Go renderer: types, names, prompts (no compiler), and its driver built with the bare go
toolchain (no sandbox) and fed jobs on stdin."""

from __future__ import annotations

import dataclasses
import json
import os
import re
import subprocess
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rockman import typesyntax
from rockman.languages.base import Program, ToolchainMissing
from rockman.languages.go import render as render_go
from rockman.languages.go import toolchain as go
from rockman.problem_spec import load_spec
from rockman.v1 import common_pb2 as pb

pytestmark = pytest.mark.processes  # starts compilers, sandboxes, servers or workers

ROOT = Path(__file__).resolve().parents[5]
TYPES = ROOT / "tests/data/types_problems/Types__ECHO_001"
NONCE = "0123456789abcdef" * 2


def _t(text: str) -> pb.TypeRef:
    return typesyntax.parse(text)


@pytest.mark.parametrize(
    ("neutral", "go_type"),
    [
        ("int", "int"),
        ("float", "float64"),
        ("bool", "bool"),
        ("str", "string"),
        ("none", render_go.NO_RESULT),
        ("list[int]", "[]int"),
        ("dict[str, int]", "map[string]int"),
        ("dict[int, list[str]]", "map[int][]string"),
        ("tuple[int, str]", "Pair[int, string]"),
        ("tuple[int, str, float]", "Triple[int, string, float64]"),
        ("tuple[int, str, bool, float]", "Tuple4[int, string, bool, float64]"),
        ("tuple[int, int]", "[2]int"),
        ("list[tuple[str, str, str]]", "[][3]string"),
        ("optional[int]", "*int"),
        ("optional[list[int]]", "*[]int"),
        ("list[optional[tuple[int, bool]]]", "[]*Pair[int, bool]"),
        ("list[dict[str, optional[list[tuple[int, bool]]]]]", "[]map[string]*[]Pair[int, bool]"),
    ],
)
def test_type_name(neutral: str, go_type: str) -> None:
    assert render_go.type_name(_t(neutral)) == go_type


def test_tuple_results_are_multiple_values() -> None:
    assert render_go.result_type(_t("tuple[int, int]")) == "(int, int)"
    assert render_go.result_type(_t("tuple[str, float]")) == "(string, float64)"
    assert render_go.result_type(_t("none")) == ""
    assert render_go.result_type(_t("list[tuple[int, str]]")) == "[]Pair[int, string]"


def test_tuple_structs_are_declared_only_where_used() -> None:
    sig = pb.FunctionSignature(
        name="f",
        params=[pb.Parameter(name="x", type=_t("list[tuple[int, bool, str]]"))],
        returns=_t("tuple[int, str]"),  # multiple values: no Pair
    )
    assert render_go.interface_arities(pb.Interface(function=sig)) == [3]
    assert render_go.struct_declaration(2) == (
        "// Pair is a tuple of 2 values.\ntype Pair[A, B any] struct {\n\tFirst  A\n\tSecond B\n}\n"
    )
    assert "V3 T3" in render_go.struct_declaration(4)


def test_names() -> None:
    assert render_go.entry_name("merge_intervals", "function") == "MergeIntervals"
    assert render_go.entry_name("get_min", "method") == "GetMin"
    assert render_go.entry_name("size", "method") == "Size"
    assert render_go.entry_name("LRUCache", "class") == "LRUCache"
    assert render_go.entry_name("lru_cache", "class") == "LruCache"
    assert render_go.entry_name("insert_cost", "param") == "insertCost"
    assert render_go.entry_name("nums", "param") == "nums"
    assert render_go.entry_name("type", "param") == "type_"
    assert render_go.entry_name("len", "param") == "len_"
    assert render_go.entry_name("strings", "param") == "strings_"
    with pytest.raises(ValueError):
        render_go.entry_name("x", "module")


def test_literals() -> None:
    lit = render_go.literal
    assert lit(_t("str"), 'a"b\\c\nd\te\x01é😀') == '"a\\"b\\\\c\\nd\\te\\x01é😀"'
    assert lit(_t("float"), 3) == "3.0"
    assert lit(_t("float"), {"__float__": "-inf"}) == "math.Inf(-1)"
    assert lit(_t("float"), {"__float__": "nan"}) == "math.NaN()"
    assert lit(_t("list[tuple[int, int]]"), [[1, 2], [3, 4]]) == "[][2]int{{1, 2}, {3, 4}}"
    assert lit(_t("dict[int, list[str]]"), {"-1": ["x"], "7": []}) == (
        'map[int][]string{-1: {"x"}, 7: {}}'
    )
    assert lit(_t("optional[int]"), None) == "nil"
    assert lit(_t("optional[int]"), 4) == "4"
    assert lit(_t("optional[list[int]]"), [1]) == "&[]int{1}"
    assert lit(_t("tuple[int, bool]"), [1, True]) == "Pair[int, bool]{1, true}"
    assert render_go.result_literal(_t("tuple[int, str]"), [1, "a"]) == '(1, "a")'
    assert render_go.result_literal(_t("none"), None) is None


def test_function_prompt() -> None:
    spec = load_spec(ROOT / "problems/Starter__FUND_001")
    prompt = render_go.render_prompt(spec, "CANARY-123")
    lines = prompt.splitlines()
    assert lines[0] == "// CANARY-123"
    assert prompt.endswith("func LongestWithinBudget(costs []int, budget int) (int, int) {\n")
    assert "// >>> LongestWithinBudget([]int{4, 2, 1, 3, 5, 1}, 6)\n// (1, 3)\n" in prompt
    assert prompt.count("// >>> ") == min(3, len(spec.public))
    assert "package" not in prompt and "import" not in prompt
    assert all(line.startswith("//") for line in lines[2:-1] if line)


def test_description_uses_go_names() -> None:
    spec = load_spec(ROOT / "problems/Starter__DS_001")
    prompt = render_go.render_prompt(spec, "C")
    assert "GetMin() returns the smallest element" in prompt
    assert "Push(value) places value on top of the stack" in prompt  # "top" stays a word
    assert "get_min" not in prompt


def test_class_prompt_is_a_complete_skeleton() -> None:
    spec = load_spec(TYPES)
    prompt = render_go.render_prompt(spec, "CANARY")
    assert prompt.startswith("// CANARY\n\n// Pair is a tuple of 2 values.\n")
    assert "type Triple[A, B, C any] struct {" in prompt
    assert "type TypeEcho struct {\n}\n" in prompt
    assert 'func NewTypeEcho(start int) *TypeEcho {\n\tpanic("not implemented")\n}\n' in prompt
    assert "func (t *TypeEcho) Reset() {\n" in prompt
    combine = "Combine(times int, text string, values []float64) (string, float64) {\n"
    assert "func (t *TypeEcho) " + combine in prompt
    assert "// >>> obj := NewTypeEcho(5)\n// >>> obj.EchoInt(0)\n// 0\n" in prompt
    assert "// >>> obj.Reset()\n// >>> obj.Count()\n// 1\n" in prompt
    assert '// >>> obj.Combine(3, "ab", []float64{0.5, 0.25})\n// ("ababab", 0.75)\n' in prompt


def test_starter_code_is_shown() -> None:
    spec = load_spec(ROOT / "problems/Starter__ALG_001")
    starter = (ROOT / "problems/Starter__ALG_001/starter.go").read_text()
    spec = dataclasses.replace(spec, starter_code={**spec.starter_code, "go": starter})
    prompt = render_go.render_prompt(spec, "CANARY")
    assert prompt.startswith("// CANARY\n\n// ")
    assert prompt.endswith(starter)
    assert "// >>> MergeIntervals([][2]int{" in prompt


def test_prompt_is_deterministic() -> None:
    spec = load_spec(TYPES)
    assert render_go.render_prompt(spec, "C") == render_go.render_prompt(spec, "C")
    assert render_go.driver_source(spec.interface) == render_go.driver_source(spec.interface)


def test_driver_program_shape() -> None:
    spec = load_spec(TYPES)
    try:
        program = go.driver_program("package demo\n\nfunc main() {}\n", spec.interface)
    except ToolchainMissing as exc:
        pytest.skip(str(exc))
    solution = program.files[go.SOLUTION].decode()
    assert solution.startswith("package main\n")
    assert "func rockmanSolutionMain() {}" in solution
    files = {go.SOLUTION, go.DRIVER_FILE, go.DRIVER_PACKAGE_FILE, "go.mod", "go.sum"}
    assert set(program.files) == files
    assert program.artefacts == (go.DRIVER_BINARY,) == program.executables
    assert program.run_argv == (f"./{go.DRIVER_BINARY}",)
    script = program.compile_argv[-1]
    assert " build -buildvcs=false '-ldflags=-s -w' -o " in script
    # The driver package lives in a folder of its own; the glue imports it from there.
    package = program.files[go.DRIVER_PACKAGE_FILE].decode()
    assert (
        package.startswith("// Package rockmandriver ") and "\npackage rockmandriver\n" in package
    )
    assert f"/bin/mv {go.DRIVER_PACKAGE_FILE} humaneval/rockmandriver/rockmandriver.go" in script
    glue = program.files[go.DRIVER_FILE].decode()
    assert 'import rockmandriver "humanEval/rockmandriver"' in glue
    assert "rockmandriver.RunOperations(rockmanCases())" in glue


# Types are the only predeclared identifiers the glue may name: a solution that redeclares one
# at package level makes the glue fail to compile, never behave differently.
GLUE_TYPES = {"int", "float64", "bool", "string"}
SPECS = sorted([*ROOT.glob("problems/*/spec.yaml"), TYPES / "spec.yaml"])


@pytest.mark.parametrize("spec_file", SPECS, ids=lambda p: p.parent.name)
def test_the_glue_names_nothing_a_solution_can_redeclare(spec_file: Path) -> None:
    glue = render_go.driver_source(load_spec(spec_file.parent).interface)
    code = re.sub(r'"(?:[^"\\\n]|\\.)*"|//[^\n]*', '""', glue)
    names = set(re.findall(r"(?<![\w.])[A-Za-z_]\w*", code))
    assert names & render_go.GO_PREDECLARED <= GLUE_TYPES
    assert not names & render_go.COMMON_PACKAGES
    # Nothing of package main's but the solution's entry points and tuple structs: the glue
    # declares main and rockmanCases (no variable a solution's init could reach), and its own
    # names are all locals.
    assert re.findall(r"^(?:func|var|const|type)\s+(\w+)", glue, re.M) == ["main", "rockmanCases"]
    assert re.findall(r"^import .*", glue, re.M) == [
        f'import rockmandriver "humanEval/{render_go.DRIVER_PACKAGE}"'
    ]


def test_the_driver_package_exports_functions_and_types_only() -> None:
    package = render_go.driver_package_source()
    assert package == render_go.driver_package_source()  # the same for every problem
    assert re.findall(r"^package (\w+)", package, re.M) == [render_go.DRIVER_PACKAGE]
    assert all(n[0].islower() for n in re.findall(r"^(?:var|const)\s+(\w+)", package, re.M))
    assert not re.search(r"^func init\(", package, re.M)
    exported = re.findall(r"^func (?:\([^)]*\) )?([A-Z]\w*)", package, re.M)
    assert sorted(exported) == sorted(
        [
            *("Int", "Float", "Bool", "String", "List", "Optional", "IntMap", "StringMap"),
            *("Arg", "Field", "Tuple", "Put", "Null", "Array", "Error"),
            *("Args", "Init", "Next", "Method", "Return", "Unknown", "RunCalls", "RunOperations"),
        ]
    )


# --- the driver, compiled with the bare toolchain ---------------------------------------------


def _build(tmp: Path, program: Program) -> Path:
    for name, data in program.files.items():
        (tmp / name).write_bytes(data)
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp), "TMPDIR": str(tmp), **program.env}
    proc = subprocess.run(
        program.compile_argv,
        cwd=tmp,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    return tmp / program.artefacts[0]


def _events(stdout: str) -> list[dict[str, Any]]:
    prefix = NONCE + " "
    lines = stdout.split("\n")
    return [json.loads(line[len(prefix) :]) for line in lines if line.startswith(prefix)]


def _run(binary: Path, job: dict[str, Any], secret: dict[str, Any] | None) -> list[dict[str, Any]]:
    """Feed line 1, wait for public_done, then (only then) line 2, as the sandbox does."""
    proc = subprocess.Popen(
        [str(binary)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=binary.parent,
        env={**os.environ, "GOMAXPROCS": "1"},
    )
    assert proc.stdin is not None and proc.stdout is not None
    timer = threading.Timer(30, proc.kill)
    timer.start()
    try:
        proc.stdin.write(json.dumps({"nonce": NONCE, **job}).encode() + b"\n")
        proc.stdin.flush()
        seen = b""
        while b'{"event":"public_done"}' not in seen:
            line = proc.stdout.readline()
            assert line, "the driver ended (or waited for line 2) before public_done"
            seen += line
        assert proc.poll() is None  # still waiting for line 2
        if secret is not None:
            proc.stdin.write(json.dumps(secret).encode() + b"\n")
        proc.stdin.close()
        rest = proc.stdout.read()
        assert proc.wait() == 0, proc.stderr.read() if proc.stderr else ""
    finally:
        timer.cancel()
    return _events((seen + rest).decode())


@pytest.fixture(scope="module")
def types_binary(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    spec = load_spec(TYPES)
    try:
        program = go.driver_program((TYPES / "reference.go").read_text(), spec.interface)
    except ToolchainMissing as exc:
        pytest.skip(str(exc))
    yield _build(tmp_path_factory.mktemp("types"), program)


ECHOES: list[tuple[str, Any]] = [
    ("echo_int", 0),
    ("echo_int", -(2**63)),
    ("echo_int", 2**63 - 1),
    ("echo_float", 0.1),
    ("echo_float", -2.5e300),
    ("echo_float", 1e-300),
    ("echo_float", 123456.789),
    ("echo_float", {"__float__": "nan"}),
    ("echo_float", {"__float__": "-inf"}),
    ("echo_bool", True),
    ("echo_str", ""),
    ("echo_str", 'h\u00e9llo \u2713 "q" back\\slash\nnew\ttab \U0001f600 \x00\x1f\u2028'),
    ("echo_list", []),
    ("echo_list", [3, -1, 2]),
    ("echo_map", {}),
    ("echo_map", {"a": 1, "b c": -2, "\u00fc": 3, "": 0}),
    ("echo_int_map", {"-1": ["x"], "7": [], "42": ["a", "b"]}),
    ("echo_tuple", [1, "two", 3.5]),
    ("echo_optional", None),
    ("echo_optional", 4),
    ("echo_nested", [{"k": None, "l": [[1, True], [-2, False]], "e": []}, {}]),
]


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, float) or isinstance(b, float):
        return isinstance(a, (int, float)) and isinstance(b, (int, float)) and float(a) == float(b)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    return type(a) is type(b) and a == b


def test_every_value_round_trips(types_binary: Path) -> None:
    ops = [[name, [value]] for name, value in ECHOES]
    ops += [["combine", [3, "ab", [0.5, 0.25]]], ["combine", [0, "zz", []]]]
    ops += [["count", []], ["count", []], ["reset", []], ["count", []]]
    events = _run(types_binary, {"mode": "operations", "cases": [{"init": [5], "ops": ops}]}, None)
    assert [e["event"] for e in events] == ["case", "public_done", "done"]
    values = events[0]["value"]
    expected = [value for _, value in ECHOES] + [["ababab", 0.75], ["", 0.0], 6, 7, None, 1]
    assert len(values) == len(expected)
    for got, want in zip(values, expected, strict=True):
        assert _same(got, want), (got, want)
    assert isinstance(values[0], int) and values[9] is True and values[13] == [3, -1, 2]


def test_bad_values_are_type_errors_and_the_secret_line_comes_after_public_done(
    types_binary: Path,
) -> None:
    public = {
        "mode": "operations",
        "cases": [
            {"init": [1], "ops": [["count", []], ["echo_int", [1.5]], ["count", []]]},
            {"init": [1], "ops": [["echo_int", [2**63]]]},
            {"init": [1], "ops": [["echo_tuple", [[1, "two"]]]]},
            {"init": [1], "ops": [["echo_bool", [1]]]},
            {"init": [1], "ops": [["nope", []]]},
            {"init": [], "ops": []},
        ],
    }
    secret = {"cases": [{"init": [0], "ops": [["count", []]]}]}
    events = _run(types_binary, public, secret)
    cases = [e for e in events if e["event"] == "case"]
    assert [e.get("error_type") for e in cases[:6]] == ["TypeError"] * 6
    assert cases[0]["partial"] == [2]
    assert "out of range" in cases[1]["error"]
    assert [e["event"] for e in events[6:]] == ["public_done", "case", "done"]
    assert events[7] == {"event": "case", "i": 0, "value": [1]}


PROBE_SPEC = pb.Interface(
    function=pb.FunctionSignature(
        name="probe",
        params=[
            pb.Parameter(name="mode", type=_t("str")),
            pb.Parameter(name="values", type=_t("list[int]")),
        ],
        returns=_t("list[int]"),
    )
)
PROBE = """package solution

import (
	"io"
	"os"
)

var early, _ = io.ReadAll(os.Stdin) // runs before main: the job must not be readable here

func Probe(mode string, values []int) []int {
	switch mode {
	case "echo":
		return values
	case "nil":
		return nil
	case "div":
		return []int{values[0] / values[1]}
	case "index":
		return []int{values[10]}
	case "panic":
		panic("boom")
	case "error":
		panic(io.ErrUnexpectedEOF)
	case "stdin":
		data, _ := io.ReadAll(os.Stdin)
		return []int{len(early), len(data)}
	case "print":
		os.Stdout.WriteString("noise without a newline")
		return values
	}
	return []int{-1}
}

func main() {
	panic("the solution's main never runs")
}
"""


def test_call_mode_errors_and_stdin(tmp_path: Path) -> None:
    try:
        program = go.driver_program(PROBE, PROBE_SPEC)
    except ToolchainMissing as exc:
        pytest.skip(str(exc))
    binary = _build(tmp_path, program)
    modes = ["echo", "nil", "div", "index", "panic", "error", "stdin", "print"]
    job = {"mode": "call", "cases": [[m, [7, 0]] for m in modes] + [["echo"]]}
    events = _run(binary, job, {"cases": [["echo", [9]]]})
    cases = {e["i"]: e for e in events[:9]}
    assert cases[0]["value"] == [7, 0]
    assert cases[1]["value"] == []  # a nil slice is an empty list
    assert cases[2]["error_type"] == "runtime.errorString"
    assert "integer divide by zero" in cases[2]["error"]
    assert cases[3]["error_type"] == "runtime.boundsError"
    assert cases[4] == {"event": "case", "i": 4, "error": "string: boom", "error_type": "string"}
    assert cases[5]["error_type"] == "*errors.errorString"
    assert cases[6]["value"] == [0, 0]  # the solution's stdin is empty
    assert cases[7]["value"] == [7, 0]
    assert cases[8]["error_type"] == "TypeError"  # wrong number of arguments
    assert [e["event"] for e in events[9:]] == ["public_done", "case", "done"]
    assert events[10]["value"] == [9]
    # No secret line (EOF): done right after public_done.
    events = _run(binary, {"mode": "call", "cases": [["echo", []]]}, None)
    assert [e["event"] for e in events] == ["case", "public_done", "done"]
    assert events[0]["value"] == [] and events[2]["peak_rss_bytes"] > 0


def test_a_solution_with_go_linkname_does_not_compile(tmp_path: Path) -> None:
    """//go:linkname reaches another package's unexported state (the driver's job reader)."""
    code = 'import _ "unsafe"\n\n//go:linkname job humanEval/rockmandriver.job\nvar job *int\n'
    try:
        program = go.driver_program(code + PROBE.split("\n", 6)[-1], PROBE_SPEC)
    except ToolchainMissing as exc:
        pytest.skip(str(exc))
    for name, data in program.files.items():
        (tmp_path / name).write_bytes(data)
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "TMPDIR": str(tmp_path), **program.env}
    proc = subprocess.run(
        program.compile_argv, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 1
    assert proc.stdout.strip() == go.LINKNAME_MESSAGE
    assert not (tmp_path / go.MODULE_DIR).exists()  # refused before anything was built
