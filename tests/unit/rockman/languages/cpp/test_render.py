"""The C++ renderer: types, names, prompts, and the driver compiled with the bare g++ (no
sandbox) and fed jobs on stdin the way the executor does."""

from __future__ import annotations

import dataclasses
import json
import math
import os
import random
import secrets
import select
import shutil
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest

from rockman import typesyntax
from rockman.judging.compare import values_match
from rockman.languages.cpp import render as render_cpp
from rockman.languages.cpp import toolchain as cpp
from rockman.problem_spec import load_spec
from rockman.problems.build import Reference
from rockman.v1 import common_pb2 as pb
from tests.helpers import cpp_fallback_command

pytestmark = pytest.mark.processes  # starts compilers, sandboxes, servers or workers

ROOT = Path(__file__).resolve().parents[5]
TYPES = ROOT / "tests/data/types_problems/Types__ECHO_001"
EXACT = pb.Comparison(kind=pb.COMPARATOR_KIND_EXACT)


def _t(text: str) -> pb.TypeRef:
    return typesyntax.parse(text)


@pytest.mark.parametrize(
    ("neutral", "expected"),
    [
        ("int", "long long"),
        ("float", "double"),
        ("bool", "bool"),
        ("str", "std::string"),
        ("none", "void"),
        ("list[int]", "std::vector<long long>"),
        ("dict[str, int]", "std::map<std::string, long long>"),
        ("dict[int, list[str]]", "std::map<long long, std::vector<std::string>>"),
        ("tuple[int, str]", "std::tuple<long long, std::string>"),
        ("tuple[int, str, float]", "std::tuple<long long, std::string, double>"),
        ("optional[int]", "std::optional<long long>"),
        ("list[none]", "std::vector<std::nullptr_t>"),
        (
            "list[dict[str, optional[list[tuple[int, bool]]]]]",
            "std::vector<std::map<std::string, std::optional<std::vector<std::tuple<long long, "
            "bool>>>>>",
        ),
    ],
)
def test_type_names(neutral: str, expected: str) -> None:
    assert render_cpp.type_name(_t(neutral)) == expected


def test_module_identity() -> None:
    assert render_cpp.LANGUAGE == pb.LANGUAGE_CPP


@pytest.mark.parametrize(
    ("neutral", "kind", "expected"),
    [
        ("merge_intervals", "function", "merge_intervals"),
        ("get_min", "method", "get_min"),
        ("getMin", "method", "get_min"),
        ("LRUCache", "class", "LRUCache"),
        ("MinMaxStack", "class", "MinMaxStack"),
        ("min_max_stack", "class", "MinMaxStack"),
        ("insert_cost", "param", "insert_cost"),
        ("new", "param", "new_"),
        ("delete", "method", "delete_"),
        ("errno", "param", "errno_"),
        ("main", "function", "main_"),
    ],
)
def test_entry_names(neutral: str, kind: str, expected: str) -> None:
    assert render_cpp.entry_name(neutral, kind) == expected


def test_literals() -> None:
    assert render_cpp.literal(_t("list[tuple[int, int]]"), [[1, 3], [-2, 4]]) == "{{1, 3}, {-2, 4}}"
    assert render_cpp.literal(_t("dict[int, str]"), {"10": "a", "-1": "b", "9": "c"}) == (
        '{{-1, "b"}, {9, "c"}, {10, "a"}}'
    )
    assert render_cpp.literal(_t("str"), 'a"b\\c\nd\te\x01é') == '"a\\"b\\\\c\\nd\\te\\001é"'
    assert render_cpp.literal(_t("optional[int]"), None) == "std::nullopt"
    assert render_cpp.literal(_t("optional[int]"), 4) == "4"
    assert render_cpp.literal(_t("float"), 3) == "3.0"
    assert render_cpp.literal(_t("float"), {"__float__": "-inf"}) == "-INFINITY"
    assert render_cpp.literal(_t("bool"), False) == "false"


def test_function_prompt() -> None:
    spec = load_spec(ROOT / "problems/Starter__FUND_001")
    prompt = render_cpp.render_prompt(spec, "CANARY-cpp-1")
    lines = prompt.splitlines()
    assert lines[0] == "// CANARY-cpp-1"
    assert "#include <tuple>" in lines and "#include <vector>" in lines
    assert "using namespace std;" in lines
    assert prompt.endswith(
        "std::tuple<long long, long long> longest_within_budget("
        "const std::vector<long long>& costs, long long budget) {\n"
    )
    assert ">>> longest_within_budget({4, 2, 1, 3, 5, 1}, 6)\n{1, 3}\n" in prompt
    assert ">>> longest_within_budget({}, 10)\n{-1, 0}\n" in prompt
    assert prompt.count(">>> ") == render_cpp.MAX_EXAMPLES
    assert spec.description.splitlines()[0] in prompt
    assert render_cpp.render_prompt(spec, "CANARY-cpp-1") == prompt  # deterministic


def test_class_prompt_is_a_complete_class() -> None:
    spec = load_spec(ROOT / "problems/Starter__DS_001")
    prompt = render_cpp.render_prompt(spec, "CANARY-cpp-2")
    assert prompt.splitlines()[0] == "// CANARY-cpp-2"
    assert "#include <optional>" in prompt
    assert "class MinMaxStack {\npublic:\n    MinMaxStack() {\n    }\n" in prompt
    assert "    void push(long long value) {\n    }\n" in prompt
    assert "    std::optional<long long> pop() {\n        return {};\n    }\n" in prompt
    assert "    MinMaxStack obj;\n    obj.push(5);\n" in prompt
    assert "    obj.get_min();  // returns 2\n" in prompt
    assert prompt.endswith("};\n")
    echo = render_cpp.render_prompt(load_spec(TYPES), "c")
    assert "    TypeEcho obj(5);\n" in echo
    assert "obj.echo_optional(std::nullopt);  // returns std::nullopt" in echo
    assert '{{"a", 1}, {"b c", -2}, {"ü", 3}}' in echo


def test_method_descriptions_and_reserved_names() -> None:
    spec = load_spec(ROOT / "problems/Starter__DS_001")
    interface = pb.Interface(
        class_interface=pb.ClassInterface(
            name="key_store",
            constructor_params=[pb.Parameter(name="class", type=_t("none"))],
            methods=[
                pb.FunctionSignature(
                    name="delete",
                    params=[pb.Parameter(name="new", type=_t("str"))],
                    returns=_t("bool"),
                    description="Removes new. Ends in a backslash \\",
                )
            ],
        )
    )
    case = {"init": [None], "ops": [["delete", ["k"]]], "expected": [True]}
    custom = dataclasses.replace(spec, interface=interface, public=[case])
    prompt = render_cpp.render_prompt(custom, "c")
    assert "#include <cstddef>" in prompt
    assert "class KeyStore {\npublic:\n    KeyStore(std::nullptr_t class_) {\n" in prompt
    assert "    /*\n    Removes new. Ends in a backslash \\\n    */\n" in prompt
    assert "    bool delete_(const std::string& new_) {\n        return {};\n    }\n" in prompt
    assert '    KeyStore obj(nullptr);\n    obj.delete_("k");  // returns true\n' in prompt
    driver = render_cpp.driver_source(interface)
    assert "new ::KeyStore(rockman_c0)" in driver
    assert "rockman_obj->delete_(rockman_a0)" in driver
    assert 'const char* const rockman_methods[] = {"delete"};' in driver


def test_starter_prompt_shows_the_cpp_starter() -> None:
    spec = load_spec(ROOT / "problems/Starter__ALG_001")
    starter = (ROOT / "problems/Starter__ALG_001/starter.cpp").read_text(encoding="utf-8")
    assert spec.starter_code["cpp"] == starter
    prompt = render_cpp.render_prompt(spec, "CANARY-cpp-3")
    assert prompt.splitlines()[0] == "// CANARY-cpp-3"
    assert prompt.endswith(starter.rstrip() + "\n")
    assert ">>> merge_intervals({{1, 3}, {8, 10}, {2, 6}, {15, 18}})" in prompt


def test_doc_comment_cannot_be_closed_by_the_description() -> None:
    spec = load_spec(ROOT / "problems/Starter__MATH_001")
    tricky = dataclasses.replace(spec, description="a */ b /* c")
    prompt = render_cpp.render_prompt(tricky, "x")
    assert prompt.count("*/") == 1  # only the comment's own end
    assert "a * / b /* c" in prompt


def test_driver_program_files_and_commands() -> None:
    spec = load_spec(ROOT / "problems/Starter__MATH_001")
    try:
        program = cpp.driver_program("int x;\n", spec.interface)
    except cpp.ToolchainMissing:
        pytest.skip("g++ is not installed")
    assert program.files["solution.cpp"] == b"int x;\n"
    driver = program.files["rockman_driver.cpp"].decode()
    assert '#include "solution.cpp"' in driver
    assert "::count_primes_between(rockman_a0, rockman_a1)" in driver
    assert program.files["rockman_io.cpp"] == render_cpp.IO_SOURCE.encode()
    argv = cpp_fallback_command(program.compile_argv)
    assert argv[1:3] == cpp.CXXFLAGS and argv[-1] == "-lcrypto"
    assert "rockman_driver.cpp" in argv and "rockman_io.cpp" in argv
    assert program.artefacts == (cpp.BINARY,) and program.run_argv == ("./main",)


# ---------------------------------------------------------------------------------------------
# The driver, compiled with the bare toolchain


def _compile(folder: Path, interface: pb.Interface, solution: str) -> Path:
    gxx = shutil.which("g++")
    if gxx is None:
        pytest.skip("g++ is not installed")
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "solution.cpp").write_text(solution, encoding="utf-8")
    (folder / "rockman_driver.cpp").write_text(render_cpp.driver_source(interface))
    (folder / "rockman_io.cpp").write_text(render_cpp.IO_SOURCE)
    proc = subprocess.run(
        [gxx, *cpp.CXXFLAGS, "-o", "main", "rockman_driver.cpp", "rockman_io.cpp", *cpp.LIBS],
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    return folder / "main"


def _events(stdout: bytes, nonce: str) -> list[dict[str, Any]]:
    prefix = nonce + " "
    return [
        json.loads(line[len(prefix) :])
        for line in stdout.decode("utf-8").split("\n")
        if line.startswith(prefix)
    ]


def _run(binary: Path, job: dict[str, Any], secret: list[Any] | None) -> list[dict[str, Any]]:
    nonce = secrets.token_hex(16)
    stdin = json.dumps({**job, "nonce": nonce}) + "\n"
    if secret is not None:
        stdin += json.dumps({"cases": secret}) + "\n"
    proc = subprocess.run([str(binary)], input=stdin.encode(), capture_output=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    return _events(proc.stdout, nonce)


@pytest.fixture(scope="module")
def echo_binary(tmp_path_factory: pytest.TempPathFactory) -> Path:
    spec = load_spec(TYPES)
    reference = (TYPES / "reference.cpp").read_text(encoding="utf-8")
    return _compile(tmp_path_factory.mktemp("echo"), spec.interface, reference)


HAND_OPS: list[list[Any]] = [
    ["echo_int", [0]],
    ["echo_int", [9223372036854775807]],
    ["echo_int", [-9223372036854775808]],
    ["echo_float", [0.1]],
    ["echo_float", [-2.5e300]],
    ["echo_float", [5e-324]],
    ["echo_float", [3]],
    ["echo_float", [-0.0]],
    ["echo_float", [{"__float__": "nan"}]],
    ["echo_float", [{"__float__": "inf"}]],
    ["echo_float", [{"__float__": "-inf"}]],
    ["echo_bool", [True]],
    ["echo_bool", [False]],
    ["echo_str", [""]],
    ["echo_str", ['h\u00e9llo \u2713 "q" back\\slash\nnl\ttab \U0001f600 \x00\x01\x1f\x7f/']],
    ["echo_list", [[]]],
    ["echo_list", [[3, -1, 2]]],
    ["echo_map", [{}]],
    ["echo_map", [{"a": 1, "b c": -2, "\u00fc": 3, "": 0}]],
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


def test_every_type_round_trips(echo_binary: Path) -> None:
    spec = load_spec(TYPES)
    reference = Reference.load(spec)
    generator: dict[str, Any] = {}
    exec((TYPES / "generator.py").read_text(encoding="utf-8"), generator)
    cases = [{"init": [-3], "ops": HAND_OPS}, *generator["generate"](random.Random(5), "x", 25)]
    job = {"mode": "operations", "entry_point": "TypeEcho", "cases": cases[:1]}
    events = _run(echo_binary, job, cases[1:])
    kinds = [e["event"] for e in events]
    assert kinds == ["case", "public_done", *["case"] * (len(cases) - 1), "done"]
    results = [e for e in events if e["event"] == "case"]
    assert [e["i"] for e in results] == [0, *range(len(cases) - 1)]  # restart after public
    for case, event in zip(cases, results, strict=True):
        assert "error" not in event, event
        assert values_match(reference.expected(case), event["value"], EXACT), (case, event)
    first = results[0]["value"]
    echoes = [(k, args[0]) for k, (name, args) in enumerate(HAND_OPS) if name.startswith("echo_")]
    assert [first[k] for k, _ in echoes] == [value for _, value in echoes]
    assert math.copysign(1.0, first[7]) == -1.0  # -0.0 keeps its sign
    assert first[-3:] == [-2, None, 1]
    assert isinstance(events[-1]["peak_rss_bytes"], int)


def test_bad_values_are_type_errors_with_partial_results(echo_binary: Path) -> None:
    bad = [
        {"init": [1], "ops": [["echo_int", [7]], ["echo_int", [9223372036854775808]]]},
        {"init": [1], "ops": [["echo_int", [1.5]]]},
        {"init": ["one"], "ops": []},
        {"init": [1], "ops": [["echo_tuple", [[1, "a"]]]]},
        {"init": [1], "ops": [["echo_int_map", [{"x": []}]]]},
        {"init": [1], "ops": [["echo_int", [1, 2]]]},
        {"init": [1], "ops": [["echo_bool", [1]]]},
        {"init": [1], "ops": [["count", []], ["no_such_method", []]]},
        {"init": [1], "ops": []},
    ]
    job = {"mode": "operations", "entry_point": "TypeEcho", "cases": bad}
    events = [e for e in _run(echo_binary, job, None) if e["event"] == "case"]
    assert [e.get("error_type") for e in events] == [*["TypeError"] * 7, "AttributeError", None]
    assert events[0]["partial"] == [7]
    assert "does not fit" in events[0]["error"]
    assert events[7]["partial"] == [2]
    assert "no_such_method" in events[7]["error"]
    assert events[8]["value"] == []


BOOM = """#include <cstdio>
#include <iostream>
#include <new>
#include <stdexcept>
#include <string>
#include <vector>
using namespace std;
#define int long long  // as competitive programmers write it; the driver's tail survives it
#define add(a, b) ((a) + (b))
#define run(x) x
#define Cursor void
#define x first

long long link[4];  // <unistd.h> must not be in this unit
int read() { return 0; }

long long boom(long long kind) {
    printf("noise without a newline");
    cout << "more noise" << endl;
    if (kind == 1) return vector<long long>{1, 2}.at(5);
    if (kind == 2) throw bad_alloc();
    if (kind == 3) throw 42;
    if (kind == 4) throw runtime_error("custom failure");
    if (kind == 5) {
        string line;
        bool got = static_cast<bool>(getline(cin, line));
        return got ? -1 : 1000 + static_cast<long long>(line.size());
    }
    if (kind == 6) throw "plain text";
    return kind * 2 + link[0] + read();
}

int main() { return 7; }
"""


@pytest.fixture(scope="module")
def boom_binary(tmp_path_factory: pytest.TempPathFactory) -> Path:
    interface = pb.Interface(
        function=pb.FunctionSignature(
            name="boom", params=[pb.Parameter(name="kind", type=_t("int"))], returns=_t("int")
        )
    )
    return _compile(tmp_path_factory.mktemp("boom"), interface, BOOM)


def test_exceptions_become_error_events(boom_binary: Path) -> None:
    job = {"mode": "call", "entry_point": "boom", "cases": [[k] for k in range(8)] + [["x"]]}
    events = [e for e in _run(boom_binary, job, None) if e["event"] == "case"]
    by_i = {e["i"]: e for e in events}
    assert by_i[0]["value"] == 0 and by_i[7]["value"] == 14
    assert by_i[1]["error_type"] == "std::out_of_range"
    assert by_i[1]["error"].startswith("std::out_of_range: vector::_M_range_check")
    assert by_i[2]["error_type"] == "MemoryError"
    assert by_i[3]["error_type"] == "int"
    assert by_i[4] == {
        "event": "case",
        "i": 4,
        "error": "std::runtime_error: custom failure",
        "error_type": "std::runtime_error",
    }
    assert by_i[5]["value"] == 1000  # the solution's stdin is empty
    assert "plain text" in by_i[6]["error"]
    assert by_i[8]["error_type"] == "TypeError"
    assert "partial" not in by_i[8]


def test_secret_line_is_read_only_after_public_done(boom_binary: Path) -> None:
    nonce = secrets.token_hex(16)
    job = {"nonce": nonce, "mode": "call", "entry_point": "boom", "cases": [[1], [2]]}
    marker = f"\n{nonce} " + '{"event":"public_done"}\n'
    proc = subprocess.Popen(
        [str(boom_binary)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    assert proc.stdin is not None and proc.stdout is not None
    try:
        proc.stdin.write((json.dumps(job) + "\n").encode())
        proc.stdin.flush()
        public = b""
        deadline = time.monotonic() + 30
        while marker.encode() not in public:  # the public part ends with stdin still open
            assert time.monotonic() < deadline, public
            ready, _, _ = select.select([proc.stdout], [], [], 1.0)
            if ready:
                chunk = os.read(proc.stdout.fileno(), 65536)
                assert chunk, public
                public += chunk
        assert public.endswith(marker.encode())
        out, _ = proc.communicate(json.dumps({"cases": [[3], [10]]}).encode() + b"\n", timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0
    before = [e for e in _events(public, nonce) if e["event"] == "case"]
    after = [e for e in _events(out, nonce) if e["event"] == "case"]
    assert [(e["i"], e.get("error_type")) for e in before] == [
        (0, "std::out_of_range"),
        (1, "MemoryError"),
    ]
    assert [(e["i"], e.get("value")) for e in after] == [(0, None), (1, 20)]
    assert _events(out, nonce)[-1]["event"] == "done"


def test_no_secret_line_means_no_secret_cases(boom_binary: Path) -> None:
    events = _run(boom_binary, {"mode": "call", "entry_point": "boom", "cases": [[0]]}, None)
    assert [e["event"] for e in events] == ["case", "public_done", "done"]
