"""JavaScript rendering: types, names, prompts, and the driver run with the bare toolchain.

The driver checks compile (parse) and run each program outside the sandbox, with node from the
machine, as javascript.driver_program lays them out (artefacts only in the run's folder).
"""

from __future__ import annotations

import json
import os
import re
import select
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest

from rockman import typesyntax
from rockman.judging.compare import values_match
from rockman.languages.base import Program, ToolchainMissing
from rockman.languages.javascript import render as rj
from rockman.languages.javascript import toolchain as javascript
from rockman.problem_spec import ProblemSpec, load_spec
from rockman.v1 import common_pb2 as pb

pytestmark = pytest.mark.processes  # starts compilers, sandboxes, servers or workers

ROOT = Path(__file__).resolve().parents[5]
TYPES = ROOT / "tests/data/types_problems/Types__ECHO_001"
PROBLEMS = ROOT / "problems"
NONCE = "0123456789abcdef0123456789abcdef"
EXACT = pb.Comparison(kind=pb.COMPARATOR_KIND_EXACT)
SANDBOX_ENV = {"PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC"}

TYPE_TABLE = {
    "int": "number",
    "float": "number",
    "bool": "boolean",
    "str": "string",
    "none": "void",
    "list[int]": "Array<number>",
    "list[list[str]]": "Array<Array<string>>",
    "dict[str, int]": "Map<string, number>",
    "dict[int, list[str]]": "Map<number, Array<string>>",
    "tuple[int, str]": "[number, string]",
    "tuple[int, str, float]": "[number, string, number]",
    "optional[int]": "number | null",
    "list[optional[tuple[int, bool]]]": "Array<[number, boolean] | null>",
    "list[none]": "Array<null>",
}


def _spec(folder: Path) -> ProblemSpec:
    return load_spec(folder)


# --- names, types, literals -----------------------------------------------------------------


@pytest.mark.parametrize(("neutral", "expected"), sorted(TYPE_TABLE.items()))
def test_type_name(neutral: str, expected: str) -> None:
    assert rj.type_name(typesyntax.parse(neutral)) == expected


def test_entry_names() -> None:
    assert rj.entry_name("count_in_range", "function") == "countInRange"
    assert rj.entry_name("get_min", "method") == "getMin"
    assert rj.entry_name("size", "method") == "size"
    assert rj.entry_name("insert_cost", "param") == "insertCost"
    assert rj.entry_name("min_max_stack", "class") == "MinMaxStack"
    assert rj.entry_name("LRUCache", "class") == "LRUCache"
    assert rj.entry_name("TypeEcho", "class") == "TypeEcho"
    assert rj.entry_name("echo_2", "method") == "echo2"
    assert rj.entry_name("_private_helper", "function") == "_privateHelper"
    # reserved words are escaped where they would be identifiers, not as methods
    assert rj.entry_name("delete", "function") == "delete_"
    assert rj.entry_name("default", "param") == "default_"
    assert rj.entry_name("delete", "method") == "delete"
    with pytest.raises(ValueError):
        rj.entry_name("x", "variable")


def test_literals() -> None:
    def lit(text: str, value: Any) -> str:
        return rj.literal(typesyntax.parse(text), value)

    assert lit("int", -7) == "-7"
    assert lit("int", 2**53 - 1) == "9007199254740991"
    assert lit("int", -(2**53)) == "-9007199254740992n"
    assert lit("float", 3) == "3.0"
    assert lit("float", {"__float__": "-inf"}) == "-Infinity"
    assert lit("float", {"__float__": "nan"}) == "NaN"
    assert lit("bool", False) == "false"
    assert lit("str", 'a"b\n✓') == '"a\\"b\\n✓"'
    assert lit("optional[int]", None) == "null"
    assert lit("list[tuple[int, str]]", [[1, "x"]]) == '[[1, "x"]]'
    assert lit("dict[str, int]", {}) == "new Map()"
    assert lit("dict[int, list[str]]", {"-1": ["a"], "7": []}) == 'new Map([[-1, ["a"]], [7, []]])'


# --- prompts ----------------------------------------------------------------------------------


def test_function_prompt() -> None:
    spec = _spec(PROBLEMS / "Starter__DP_001")
    prompt = rj.render_prompt(spec, "CANARY-js-1")
    lines = prompt.splitlines()
    assert lines[0] == "// CANARY-js-1"
    assert lines[1] == "/**"
    assert prompt.endswith(
        "function weightedEditCost(source, target, insertCost, deleteCost, replaceCost) {\n"
    )
    assert " * @param {number} insertCost" in lines
    assert " * @returns {number}" in lines
    assert " * @example" in lines
    examples = [line for line in lines if "// =>" in line]
    assert len(examples) == min(3, len(spec.public))
    first = spec.public[0]
    assert examples[0] == (
        f" * weightedEditCost({', '.join(json.dumps(a) for a in first['args'])}); "
        f"// => {first['expected']}"
    )
    assert "Transform the string source" in prompt
    assert prompt == rj.render_prompt(spec, "CANARY-js-1")  # deterministic


def test_function_prompt_renders_maps_and_tuples() -> None:
    parse = rj.render_prompt(_spec(PROBLEMS / "Starter__PARSE_001"), "c")
    assert '// => new Map([["db.size", 12]])' in parse
    assert "// => new Map()" in parse
    assert " * @returns {Map<string, number>}" in parse
    fund = rj.render_prompt(_spec(PROBLEMS / "Starter__FUND_001"), "c")
    assert " * @returns {[number, number]}" in fund


def test_class_prompt_is_a_complete_stub_class(tmp_path: Path) -> None:
    spec = _spec(PROBLEMS / "Starter__DS_001")
    prompt = rj.render_prompt(spec, "CANARY-js-2")
    assert prompt.splitlines()[0] == "// CANARY-js-2"
    assert "class MinMaxStack {\n" in prompt
    assert "  constructor() {\n  }\n" in prompt
    assert "  getMin() {\n" in prompt and "  push(value) {\n" in prompt
    assert " * const obj = new MinMaxStack();" in prompt
    assert " * obj.push(5);" in prompt  # a none result shows no value
    assert " * obj.getMin(); // => 2" in prompt
    assert " * obj.pop(); // => 8" in prompt
    assert "   * @returns {number | null}" in prompt
    assert prompt.endswith("}\n")
    # the stub class parses as JavaScript
    _node_or_skip()
    (tmp_path / "prompt.js").write_text(prompt)
    checked = subprocess.run(
        [javascript.node()[0], "--check", str(tmp_path / "prompt.js")],
        capture_output=True, text=True,
    )  # fmt: skip
    assert checked.returncode == 0, checked.stderr


def test_doc_comments_cannot_be_closed_by_text() -> None:
    assert rj.doc_comment([["a */ b"]]) == "/**\n * a *\\/ b\n */\n"


def test_starter_code_is_shown_and_reference_continues_it() -> None:
    spec = _spec(PROBLEMS / "Starter__ALG_001")
    starter = (PROBLEMS / "Starter__ALG_001" / "starter.js").read_text()
    assert spec.starter_code.get("javascript") == starter
    prompt = rj.render_prompt(spec, "CANARY-js-3")
    assert prompt.splitlines()[0] == "// CANARY-js-3"
    assert prompt.endswith(starter.rstrip() + "\n")
    assert "mergeIntervals([[1, 3], [8, 10], [2, 6], [15, 18]]);" in prompt
    reference = (PROBLEMS / "Starter__ALG_001" / "reference.js").read_text()
    assert reference.startswith(starter)
    debug = (PROBLEMS / "Starter__DEBUG_001" / "starter.js").read_text()
    assert "let hi = nums.length - 1;" in debug  # the Python starter's bug, ported


def test_every_problem_renders() -> None:
    for folder in [*sorted(PROBLEMS.glob("Starter__*")), TYPES]:
        spec = _spec(folder)
        prompt = rj.render_prompt(spec, "canary")
        assert prompt.startswith("// canary\n/**\n")
        source = rj.driver_source(spec.interface)
        assert "/*@" not in source
        assert not re.search(r"[0-9a-f]{32}", source)


# --- the driver, with the bare toolchain ------------------------------------------------------


def _node_or_skip() -> None:
    try:
        javascript.toolchain()
    except ToolchainMissing as exc:
        pytest.skip(str(exc))


def build(program: Program, tmp_path: Path) -> tuple[subprocess.CompletedProcess[str], Path]:
    """Compile as the executor does (files in one folder); copy the artefacts to another. A
    program with no compile step (JavaScript) "compiles" with status 0."""
    build_dir, run_dir = tmp_path / "build", tmp_path / "run"
    for name, content in program.files.items():
        (build_dir / name).parent.mkdir(parents=True, exist_ok=True)
        (build_dir / name).write_bytes(content)
    env = {**SANDBOX_ENV, "HOME": str(build_dir), "TMPDIR": str(build_dir)}
    if program.compile_argv:
        compiled = subprocess.run(
            program.compile_argv, cwd=build_dir, env=env, capture_output=True, text=True,
            timeout=120,
        )  # fmt: skip
    else:
        compiled = subprocess.CompletedProcess((), 0, "", "")
    if compiled.returncode == 0:
        for name in program.artefacts:
            (run_dir / name).parent.mkdir(parents=True, exist_ok=True)
            (run_dir / name).write_bytes((build_dir / name).read_bytes())
    return compiled, run_dir


def job_lines(interface: pb.Interface, public: list[Any], secret: list[Any] | None) -> str:
    if interface.HasField("function"):
        sig = interface.function
        job: dict[str, Any] = {
            "mode": "call",
            "entry_point": sig.name,
            "params": [typesyntax.descriptor(p.type) for p in sig.params],
        }
    else:
        cls = interface.class_interface
        job = {
            "mode": "operations",
            "entry_point": cls.name,
            "constructor": [typesyntax.descriptor(p.type) for p in cls.constructor_params],
            "methods": {
                m.name: [typesyntax.descriptor(p.type) for p in m.params] for m in cls.methods
            },
        }
    job["nonce"] = NONCE
    job["cases"] = public
    text = json.dumps(job) + "\n"
    return text + (json.dumps({"cases": secret}) + "\n" if secret is not None else "")


def run(program: Program, run_dir: Path, stdin: str) -> tuple[list[dict[str, Any]], str, int]:
    env = {**SANDBOX_ENV, "HOME": str(run_dir), "TMPDIR": str(run_dir)}
    done = subprocess.run(
        program.run_argv, cwd=run_dir, env=env, input=stdin, capture_output=True, text=True,
        timeout=60,
    )  # fmt: skip
    return events(done.stdout), done.stdout, done.returncode


def events(stdout: str) -> list[dict[str, Any]]:
    prefix = NONCE + " "
    return [
        json.loads(line[len(prefix) :]) for line in stdout.split("\n") if line.startswith(prefix)
    ]


def program_for(module: Any, folder: Path, source: str | None = None) -> Program:
    spec = _spec(folder)
    ext = "js" if module is javascript else "ts"
    text = source if source is not None else (folder / f"reference.{ext}").read_text()
    program: Program = module.driver_program(text, spec.interface)
    return program


# Values of every type of the types problem, edge cases included; each op echoes its argument.
ROUND_TRIP: list[list[Any]] = [
    ["echo_int", [0]],
    ["echo_int", [-9007199254740991]],
    ["echo_int", [9007199254740991]],
    ["echo_float", [0.1]],
    ["echo_float", [-2.5e300]],
    ["echo_float", [5e-324]],
    ["echo_float", [3.0]],
    ["echo_float", [{"__float__": "nan"}]],
    ["echo_float", [{"__float__": "inf"}]],
    ["echo_float", [{"__float__": "-inf"}]],
    ["echo_bool", [True]],
    ["echo_bool", [False]],
    ["echo_str", [""]],
    ["echo_str", ['h\u00e9llo \u2713 "quoted" back\\slash\nnew line\ttab \U0001f600 \u2028 \x7f']],
    ["echo_list", [[]]],
    ["echo_list", [[3, -1, 2]]],
    ["echo_map", [{}]],
    ["echo_map", [{"a": 1, "b c": -2, "\u00fc": 3, "__proto__": 4, "constructor": 5}]],
    ["echo_int_map", [{"-1": ["x"], "7": [], "42": ["a", "b"]}]],
    ["echo_tuple", [[1, "two", 3.5]]],
    ["echo_optional", [None]],
    ["echo_optional", [4]],
    ["echo_nested", [[{"k": None, "l": [[1, True], [-2, False]]}, {}]]],
    ["combine", [3, "ab", [0.5, 0.25]]],
    ["combine", [0, "zz", []]],
    ["count", []],
    ["reset", []],
    ["count", []],
]


def check_round_trip(module: Any, tmp_path: Path) -> None:
    """The types problem's reference echoes every value unchanged, public and secret."""
    program = program_for(module, TYPES)
    compiled, run_dir = build(program, tmp_path)
    assert compiled.returncode == 0, compiled.stderr
    interface = _spec(TYPES).interface
    case = {"init": [5], "ops": ROUND_TRIP}
    evs, stdout, code = run(program, run_dir, job_lines(interface, [case], [case, case]))
    assert code == 0, stdout
    assert [e["event"] for e in evs] == ["case", "public_done", "case", "case", "done"]
    for event in (evs[0], evs[2], evs[3]):
        assert "error" not in event, event
        expected = [args[0] for _, args in ROUND_TRIP[:23]]
        expected += [["ababab", 0.75], ["", 0.0], 6, None, 1]
        for (op, _), want, got in zip(ROUND_TRIP, expected, event["value"], strict=True):
            assert values_match(want, got, EXACT), (op, want, got)
    assert evs[1]["event"] == "public_done" and evs[3]["i"] == 1
    assert isinstance(evs[4]["peak_rss_bytes"], int) and evs[4]["peak_rss_bytes"] > 0
    # protocol lines are ASCII (non-ASCII escaped)
    protocol = [line for line in stdout.split("\n") if line.startswith(NONCE)]
    assert all(line.isascii() for line in protocol)


@pytest.mark.slow
def test_driver_round_trips_every_type(tmp_path: Path) -> None:
    _node_or_skip()
    check_round_trip(javascript, tmp_path)


FAULTY = """
class TypeEcho {
  constructor(start) { this.n = start; }
  echoInt(x) { if (x === 13) throw new RangeError('unlucky'); return x; }
  echoFloat(x) { return String(x); }
  echoList(x) { return x.length > 2 ? [1, 2 ** 60] : x; }
  echoMap(x) { return Object.fromEntries(x); }
  echoIntMap(x) { return Object.fromEntries(x); }
  echoOptional(x) { return x === null ? undefined : BigInt(x) * 10n ** 20n; }
  echoBool(x) { return x ? 1 : 0; }
  echoTuple(x) { return x.slice(1); }
  echoStr(x) { return 'x'.repeat(2 ** 30); }
  count() { return require('fs').readFileSync(0, 'utf8').length; }
  reset() { return 'ignored: none returns null'; }
}
"""


@pytest.mark.slow
def test_driver_reports_errors_and_accepts_other_shapes(tmp_path: Path) -> None:
    _node_or_skip()
    program = program_for(javascript, TYPES, FAULTY)
    compiled, run_dir = build(program, tmp_path)
    assert compiled.returncode == 0, compiled.stderr
    interface = _spec(TYPES).interface

    def op(name: str, *args: Any) -> dict[str, Any]:
        return {"init": [0], "ops": [["echo_int", [1]], [name, list(args)]]}

    cases = [
        op("echo_int", 13),  # the solution throws
        op("echo_float", 1.5),  # wrong shape
        op("echo_list", [1, 2, 3]),  # an int beyond 2^53 as a number
        op("echo_map", {"a": 1, "constructor": 2}),  # a plain object back
        op("echo_int_map", {"-3": ["x"], "10": []}),  # a plain object with integer keys
        op("echo_optional", 7),  # a BigInt result, exact
        op("echo_optional", None),  # undefined is null
        op("echo_bool", True),  # 1 is not a boolean
        op("echo_tuple", [1, "a", 2.5]),  # wrong length
        op("echo_str", "s"),  # a RangeError of size: MemoryError
        op("count"),  # the solution's stdin is empty
        op("reset"),  # a none result is null whatever is returned
        {"init": [0], "ops": [["echo_int", [2**53]]]},  # an argument JavaScript cannot hold
    ]
    evs, stdout, code = run(program, run_dir, job_lines(interface, cases, None))
    assert code == 0, stdout
    by_index = {e["i"]: e for e in evs if e["event"] == "case"}
    assert [e["event"] for e in evs][-2:] == ["public_done", "done"]

    def error(i: int) -> tuple[str, str, list[Any]]:
        event = by_index[i]
        return event["error_type"], event["error"], event["partial"]

    assert error(0) == ("RangeError", "RangeError: unlucky", [1])
    assert error(1)[0] == "TypeError" and "expected a number" in error(1)[1]
    assert error(2)[0] == "TypeError" and "BigInt" in error(2)[1]
    assert by_index[3]["value"] == [1, {"a": 1, "constructor": 2}]
    assert by_index[4]["value"] == [1, {"-3": ["x"], "10": []}]
    assert by_index[5]["value"] == [1, 700000000000000000000]
    assert by_index[6]["value"] == [1, None]
    assert error(7)[0] == "TypeError" and "boolean" in error(7)[1]
    assert error(8)[0] == "TypeError" and "tuple" in error(8)[1]
    assert error(9)[0] == "MemoryError"
    assert by_index[10]["value"] == [1, 0]
    assert by_index[11]["value"] == [1, None]
    assert error(12)[0] == "TypeError" and error(12)[2] == []


@pytest.mark.slow
def test_secret_line_is_read_only_after_public_done(tmp_path: Path) -> None:
    _node_or_skip()
    program = program_for(javascript, PROBLEMS / "Starter__MATH_001")
    compiled, run_dir = build(program, tmp_path)
    assert compiled.returncode == 0, compiled.stderr
    interface = _spec(PROBLEMS / "Starter__MATH_001").interface
    env = {**SANDBOX_ENV, "HOME": str(run_dir), "TMPDIR": str(run_dir)}
    with subprocess.Popen(
        program.run_argv, cwd=run_dir, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE
    ) as proc:
        assert proc.stdin is not None and proc.stdout is not None
        proc.stdin.write(job_lines(interface, [[0, 10], [10, 2]], None).encode())
        proc.stdin.flush()
        seen = b""
        deadline = time.monotonic() + 30
        while b"public_done" not in seen:
            assert time.monotonic() < deadline, seen
            ready, _, _ = select.select([proc.stdout], [], [], 1)
            if ready:
                seen += os.read(proc.stdout.fileno(), 65536)
        time.sleep(0.3)
        assert proc.poll() is None  # waiting for the secret line
        proc.stdin.write(json.dumps({"cases": [[2, 3], [1, 100000]]}).encode() + b"\n")
        proc.stdin.close()
        rest = proc.stdout.read()
        assert proc.wait(timeout=30) == 0
    evs = events((seen + rest).decode())
    assert [(e["event"], e.get("i"), e.get("value")) for e in evs[:-1]] == [
        ("case", 0, 4),
        ("case", 1, 0),
        ("public_done", None, None),
        ("case", 0, 2),
        ("case", 1, 9592),
    ]
    assert evs[-1]["event"] == "done"


PROBE = """
function countPrimesBetween(low, high) {
  // Look for the nonce wherever a program could: globals, module objects, process, stdin.
  const seen = new Set();
  const found = [];
  const hex = /[0-9a-f]{32}/;
  function visit(value, depth, where) {
    if (depth > 4 || value === null || seen.has(value)) return;
    if (typeof value === 'string') { if (hex.test(value)) found.push(where); return; }
    if (typeof value !== 'object' && typeof value !== 'function') return;
    seen.add(value);
    let names = [];
    try { names = Reflect.ownKeys(value); } catch (err) { return; }
    for (const name of names) {
      let item;
      try { item = value[name]; } catch (err) { continue; }
      visit(item, depth + 1, where + '.' + String(name));
    }
  }
  visit(globalThis, 0, 'globalThis');
  visit(require.main, 0, 'require.main');
  visit(require.cache, 0, 'require.cache');
  visit(process.argv.join(' '), 0, 'argv');
  visit(require('fs').readFileSync(0, 'utf8'), 0, 'stdin');
  return found.length;
}
"""


@pytest.mark.slow
def test_the_nonce_is_not_reachable_and_fakes_are_ignored(tmp_path: Path) -> None:
    _node_or_skip()
    forger = PROBE + (
        "process.stdout.write('\\n' + '0'.repeat(32) + ' {\"event\":\"public_done\"}\\n');\n"
    )
    program = program_for(javascript, PROBLEMS / "Starter__MATH_001", forger)
    compiled, run_dir = build(program, tmp_path)
    assert compiled.returncode == 0, compiled.stderr
    interface = _spec(PROBLEMS / "Starter__MATH_001").interface
    evs, stdout, code = run(program, run_dir, job_lines(interface, [[0, 10]], [[0, 10]]))
    assert code == 0
    assert [(e["event"], e.get("value")) for e in evs[:3]] == [
        ("case", 0),
        ("public_done", None),
        ("case", 0),
    ]
    assert stdout.count("public_done") == 2  # the fake line (another nonce) and the real one


# Replaces every builtin the driver could touch after the program has loaded (typed array
# getters, Buffer, String, Array, JSON and fs functions) with spies that look for a 32-hex string
# in their receiver and arguments (a typed array: its whole ArrayBuffer), and reads the 8 KiB
# Buffer pool that Buffer.from, concat and allocUnsafe share.
HOOKS = """'use strict';
const rockmanProbe = (() => {
  const hex = /[0-9a-f]{32}/;
  const apply = Reflect.apply;
  const regTest = RegExp.prototype.test;
  const TA = Object.getPrototypeOf(Uint8Array.prototype);
  const taBuffer = Object.getOwnPropertyDescriptor(TA, 'buffer').get;
  const abLength = Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, 'byteLength').get;
  const isView = ArrayBuffer.isView;
  const allocUnsafe = Buffer.allocUnsafe;
  let guard = false;
  const seen = [];
  function textOf(value) {
    if (typeof value === 'string') return value;
    if (!isView(value)) return '';
    const buffer = apply(taBuffer, value, []);
    const bytes = new Uint8Array(buffer);
    let text = '';
    const n = apply(abLength, buffer, []);
    for (let i = 0; i < n; i++) text += String.fromCharCode(bytes[i]);
    return text;
  }
  function check(where, self, args) {
    if (guard) return;
    guard = true;
    try {
      for (const value of [self, ...args]) {
        if (apply(regTest, hex, [textOf(value)])) seen.push(where);
      }
    } finally {
      guard = false;
    }
  }
  for (const name of ['length', 'byteLength', 'byteOffset', 'buffer']) {
    const get = Object.getOwnPropertyDescriptor(TA, name).get;
    Object.defineProperty(TA, name, {
      configurable: true,
      get() { check('get ' + name, this, []); return apply(get, this, []); },
    });
  }
  function spy(obj, label) {
    for (const name of Object.getOwnPropertyNames(obj)) {
      const d = Object.getOwnPropertyDescriptor(obj, name);
      if (!d || typeof d.value !== 'function' || name === 'constructor' || !d.writable) continue;
      const original = d.value;
      obj[name] = function (...args) {
        check(label + '.' + name, this, args);
        return apply(original, this, args);
      };
    }
  }
  for (const [obj, label] of [[String.prototype, 'String'], [Buffer.prototype, 'Buffer'],
      [TA, 'TypedArray'], [Array.prototype, 'Array'], [JSON, 'JSON'], [Buffer, 'Buffer'],
      [require('fs'), 'fs']]) spy(obj, label);
  return () => {
    check('pool', allocUnsafe(1), []);
    return seen.join(' ');
  };
})();

function countPrimesBetween(low, high) {
  const seen = rockmanProbe();
  if (seen) throw new Error('the nonce reached ' + seen);
  return low + high;
}
"""


@pytest.mark.slow
def test_the_nonce_never_reaches_replaced_builtins_or_the_buffer_pool(tmp_path: Path) -> None:
    _node_or_skip()
    folder = PROBLEMS / "Starter__MATH_001"
    program = program_for(javascript, folder, HOOKS)
    compiled, run_dir = build(program, tmp_path)
    assert compiled.returncode == 0, compiled.stderr
    interface = _spec(folder).interface
    stdin = job_lines(interface, [[0, 1], [1, 2]], [[3, 4], [4, 5]])
    evs, _, code = run(program, run_dir, stdin)
    assert code == 0
    assert [(e["event"], e.get("value")) for e in evs[:-1]] == [
        ("case", 1), ("case", 3), ("public_done", None), ("case", 7), ("case", 9),
    ]  # fmt: skip


@pytest.mark.slow
def test_missing_entry_load_error_and_syntax_error(tmp_path: Path) -> None:
    _node_or_skip()
    folder = PROBLEMS / "Starter__MATH_001"
    interface = _spec(folder).interface
    stdin = job_lines(interface, [[0, 10]], [[0, 10]])

    program = program_for(javascript, folder, "function somethingElse() {}\n")
    compiled, run_dir = build(program, tmp_path / "missing")
    assert compiled.returncode == 0
    evs, _, code = run(program, run_dir, stdin)
    assert code == 0
    assert [e["event"] for e in evs] == ["load_error", "public_done", "load_error", "done"]
    assert "countPrimesBetween" in evs[0]["message"]

    program = program_for(javascript, folder, "throw new TypeError('at load');\n")
    compiled, run_dir = build(program, tmp_path / "throws")
    evs, _, code = run(program, run_dir, stdin)
    assert [(e["event"], e["error_type"]) for e in evs] == [("load_error", "TypeError")]

    # written as a CommonJS module, with the neutral name: still found
    exported = "module.exports = { count_primes_between: (low, high) => high - low };\n"
    program = program_for(javascript, folder, exported)
    compiled, run_dir = build(program, tmp_path / "exported")
    evs, _, code = run(program, run_dir, stdin)
    assert [e.get("value") for e in evs] == [10, None, 10, None]

    # no compile step: the driver's parse reports it, with V8's report (file, line, caret)
    program = program_for(javascript, folder, "function countPrimesBetween(a, b) { a +; }\n")
    compiled, run_dir = build(program, tmp_path / "syntax")
    evs, _, code = run(program, run_dir, stdin)
    assert code == 0 and [e["event"] for e in evs] == ["compile_error"]
    message = evs[0]["message"]
    assert "solution.js:1\nfunction countPrimesBetween(a, b) { a +; }\n" in message, message
    assert "^\n\nSyntaxError: Unexpected token ';'\n" in message, message


def test_driver_program_shape(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(javascript, "node", lambda: ("/usr/bin/node", "v20.0.0", ()))
    spec = _spec(PROBLEMS / "Starter__DS_001")
    program = javascript.driver_program("class MinMaxStack {}\n", spec.interface)
    assert program.files["solution.js"] == b"class MinMaxStack {}\n"
    assert program.files["rockman_driver.js"] == rj.driver_source(spec.interface).encode()
    assert program.compile_argv == ()  # the driver's own parse is the check
    assert set(program.artefacts) == {
        "solution.js", "rockman_driver.js", "package.json", "node_modules/js-md5/index.js",
    }  # fmt: skip
    assert program.run_argv[:3] == javascript.DRIVER_SHELL
    assert program.run_argv[3:] == (
        "/usr/bin/node", *javascript.NODE_FLAGS, "rockman_driver.js", "3", "4",
    )  # fmt: skip
    table = rj.driver_interface(spec.interface)
    assert table["names"] == ["MinMaxStack"]
    assert table["methods"]["get_min"] == {"names": ["getMin", "get_min"], "params": [],
                                           "returns": ["optional", "int"]}  # fmt: skip


# --- wide_ints: every int a BigInt ----------------------------------------------------------

WIDE = pb.Interface(
    function=pb.FunctionSignature(
        name="wide_echo",
        params=[
            pb.Parameter(name="values", type=typesyntax.parse("list[int]")),
            pb.Parameter(name="by_key", type=typesyntax.parse("dict[int, int]")),
            pb.Parameter(name="ratio", type=typesyntax.parse("float")),
            pb.Parameter(name="label", type=typesyntax.parse("str")),
        ],
        returns=typesyntax.parse("list[int]"),
    ),
    wide_ints=True,
)
# Doubles each value with BigInt arithmetic (a TypeError on any number), then appends the
# map's entries, a marker of the other arguments' types and the label's length.
WIDE_JS = """
function wideEcho(values, byKey, ratio, label) {
  const out = values.map((v) => v * 2n);
  for (const [k, v] of byKey) out.push(k, v);
  out.push(typeof ratio === 'number' && typeof label === 'string' ? 1n : 0n);
  out.push(BigInt(label.length));
  return out;
}
"""
WIDE_TS = WIDE_JS.replace(
    "wideEcho(values, byKey, ratio, label)",
    "wideEcho(values: bigint[], byKey: Map<bigint, bigint>, ratio: number, label: string)",
).replace("(v) =>", "(v: bigint) =>")


def test_wide_ints_are_typed_and_shown_as_bigint() -> None:
    assert rj.type_name(typesyntax.parse("dict[int, list[int]]"), wide=True) == (
        "Map<bigint, Array<bigint>>"
    )
    assert rj.type_name(typesyntax.parse("list[float]"), wide=True) == "Array<number>"
    assert rj.literal(typesyntax.parse("tuple[int, float]"), [3, 3.0], wide=True) == "[3n, 3.0]"
    assert rj.driver_interface(WIDE)["wide"] is True
    spec = _spec(PROBLEMS / "Rockman__ALG_001")
    assert spec.interface.wide_ints
    prompt = rj.render_prompt(spec, "CANARY")
    assert " * consecutiveBitChanges([5n, 3n, 3n, 0n]); // => 4n" in prompt
    assert " * @param {Array<bigint>} readings" in prompt and " * @returns {bigint}" in prompt


def check_wide_ints(module: Any, source: str, tmp_path: Path) -> None:
    """Ints far beyond 2^53 reach the solution exactly, as BigInts, in public and secret cases;
    a long digit string and a float with many digits stay what they are."""
    program: Program = module.driver_program(source, WIDE)
    compiled, run_dir = build(program, tmp_path)
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    big = 2**62 + 1
    case = [[big, -(10**18) - 7, 5], {str(-(2**60) - 3): 2**55 + 1, "4": 6},
            1.2345678901234567e30, "12345678901234567890"]  # fmt: skip
    lines = job_lines(WIDE, [case], [case])
    assert "4611686018427387905" in lines  # the long token as JSON writes it
    evs, stdout, code = run(program, run_dir, lines)
    assert code == 0, stdout
    # the Map lists the array-index-like key "4" first, as JSON.parse orders an object's keys
    want = [2 * big, -2 * 10**18 - 14, 10, 4, 6, -(2**60) - 3, 2**55 + 1, 1, 20]
    values = [e.get("value", e) for e in evs if e["event"] == "case"]  # an error event shown whole
    assert values == [want, want], evs


@pytest.mark.slow
def test_wide_ints_reach_the_solution_exactly(tmp_path: Path) -> None:
    _node_or_skip()
    check_wide_ints(javascript, WIDE_JS, tmp_path)
