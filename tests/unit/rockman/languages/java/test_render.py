"""Java rendering (rockman/languages/java/render.py) and the Java driver program: names, types,
prompts, and the driver compiled with the bare JDK (no sandbox) and fed jobs on stdin."""

from __future__ import annotations

import dataclasses
import json
import queue
import subprocess
import threading
from pathlib import Path
from typing import Any

import pytest

from rockman import typesyntax
from rockman.languages.base import Program, ToolchainMissing
from rockman.languages.java import render as render_java
from rockman.languages.java import toolchain as java
from rockman.problem_spec import ProblemSpec, load_spec
from rockman.v1 import common_pb2 as pb

pytestmark = pytest.mark.processes  # starts compilers, sandboxes, servers or workers

ROOT = Path(__file__).resolve().parents[5]
TYPES = ROOT / "tests/data/types_problems/Types__ECHO_001"
NONCE = "0123456789abcdef" * 2
MARKER = f"\n{NONCE} " + '{"event":"public_done"}\n'


def _spec(name: str) -> ProblemSpec:
    return load_spec(TYPES if name == "types" else ROOT / "problems" / name)


@pytest.mark.parametrize(
    ("neutral", "expected"),
    [
        ("int", "long"),
        ("float", "double"),
        ("bool", "boolean"),
        ("str", "String"),
        ("none", "void"),
        ("list[int]", "List<Long>"),
        ("list[float]", "List<Double>"),
        ("list[bool]", "List<Boolean>"),
        ("dict[str, int]", "Map<String, Long>"),
        ("dict[int, list[str]]", "Map<Long, List<String>>"),
        ("tuple[int, int]", "Tuple2<Long, Long>"),
        ("tuple[int, str, float]", "Tuple3<Long, String, Double>"),
        ("optional[int]", "Long"),
        ("optional[list[int]]", "List<Long>"),
        (
            "list[dict[str, optional[list[tuple[int, bool]]]]]",
            "List<Map<String, List<Tuple2<Long, Boolean>>>>",
        ),
    ],
)
def test_type_names(neutral: str, expected: str) -> None:
    assert render_java.type_name(typesyntax.parse(neutral)) == expected


def test_names() -> None:
    assert render_java.LANGUAGE == pb.LANGUAGE_JAVA
    assert render_java.entry_name("merge_intervals", "function") == "mergeIntervals"
    assert render_java.entry_name("get_min", "method") == "getMin"
    assert render_java.entry_name("size", "method") == "size"
    assert render_java.entry_name("insert_cost", "param") == "insertCost"
    assert render_java.entry_name("TypeEcho", "class") == "TypeEcho"
    assert render_java.entry_name("new", "param") == "new_"  # a Java keyword
    assert render_java.entry_name("to_string", "method") == "toString_"  # Object's method
    assert render_java.tuple_declaration(2) == "record Tuple2<A, B>(A first, B second) {}"


def test_function_prompt() -> None:
    prompt = render_java.render_prompt(_spec("Starter__DEBUG_001"), "canary: c-123")
    lines = prompt.splitlines()
    assert lines[0] == "// canary: c-123"
    assert "import java.util.*;" in lines
    # no starter code in Java for this check: render the plain function prompt
    spec = dataclasses.replace(_spec("Starter__DEBUG_001"), starter_code={})
    prompt = render_java.render_prompt(spec, "canary: c-123")
    assert prompt.endswith("    public long countInRange(List<Long> nums, long low, long high) {\n")
    assert "class Solution {\n    /**\n" in prompt
    assert "     * >>> countInRange(List.of(1L, 3L, 3L, 5L, 8L, 9L), 3, 8)\n     * 4\n" in prompt
    assert "Tuple2" not in prompt


def test_tuple_prompt_declares_the_records() -> None:
    prompt = render_java.render_prompt(_spec("Starter__FUND_001"), "c")
    assert "\nrecord Tuple2<A, B>(A first, B second) {}\n" in prompt
    signature = "public Tuple2<Long, Long> longestWithinBudget(List<Long> costs, long budget) {"
    assert signature in prompt
    assert "new Tuple2<>(-1L, 0L)" in prompt


def test_class_prompt_is_a_complete_class_with_stubs() -> None:
    prompt = render_java.render_prompt(_spec("types"), "c")
    assert prompt.startswith("// c\n")
    assert "class TypeEcho {\n    public TypeEcho(long start) {\n" in prompt
    assert "    public Map<Long, List<String>> echoIntMap(Map<Long, List<String>> x) {" in prompt
    assert "    public Long echoOptional(Long x) {" in prompt
    assert "    public void reset() {" in prompt
    assert prompt.count(render_java.STUB_BODY) == 14  # the constructor and 13 methods
    assert " * >>> TypeEcho obj = new TypeEcho(5);\n * >>> obj.echoInt(0)\n * 0\n" in prompt
    assert ' * >>> obj.echoMap(Map.of("a", 1L, "b c", -2L, "ü", 3L))' in prompt
    assert ' * >>> obj.echoTuple(new Tuple3<>(1L, "two", 3.5))' in prompt
    assert " * >>> obj.reset();\n" in prompt
    assert prompt.endswith("}\n")


def test_starter_prompt_shows_the_code() -> None:
    spec = _spec("Starter__ALG_001")
    prompt = render_java.render_prompt(spec, "c")
    starter = spec.starter_code["java"]
    assert prompt.endswith(starter.rstrip() + "\n")
    assert prompt.index("record Tuple2") < prompt.index("/**") < prompt.index("class Solution")
    extra = dataclasses.replace(
        spec, starter_code={"java": "import java.util.function.*;\n\n" + starter}
    )
    hoisted = render_java.render_prompt(extra, "c")
    assert hoisted.index("import java.util.function.*;") < hoisted.index("record Tuple2")


def test_comment_text_is_made_safe() -> None:
    text = "ends */ here, \\user, \\\\u, \\u0041"
    assert render_java._comment_safe(text) == "ends * / here, \\\\user, \\\\u, \\u0041"


def test_literals() -> None:
    lit = render_java._literal
    assert lit(typesyntax.parse("int"), 7, False) == "7"
    assert lit(typesyntax.parse("int"), 2**40, False) == f"{2**40}L"
    assert lit(typesyntax.parse("optional[int]"), None, True) == "null"
    assert lit(typesyntax.parse("float"), {"__float__": "-inf"}, False) == (
        "Double.NEGATIVE_INFINITY"
    )
    assert lit(typesyntax.parse("str"), 'a"\\\n\x01', False) == '"a\\"\\\\\\n\\001"'
    assert lit(typesyntax.parse("list[optional[int]]"), [1, None], False) == (
        "Arrays.asList(1L, null)"
    )
    assert lit(typesyntax.parse("dict[int, bool]"), {"-1": True}, False) == "Map.of(-1L, true)"


def test_top_level_types_ignore_comments_strings_and_nesting() -> None:
    source = """
        // class Commented {}
        /* public class Blocked {} */
        import java.util.*;
        @SuppressWarnings("x") public final class Main {
            record Tuple2<A, B>(A first, B second) {}
            String s = "class Quoted {";
            char c = '{';
            String t = \"\"\"
                class Block {
                \"\"\";
        }
        record Tuple3<A, B, C>(A first, B second, C third) {}
        class Solution {}
    """
    assert java.top_level_types(source) == [("Main", True), ("Tuple3", False), ("Solution", False)]


def _fake_home(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(java, "java_home", lambda: "/opt/fake-jdk")


def test_driver_program_files(monkeypatch: pytest.MonkeyPatch) -> None:
    _fake_home(monkeypatch)
    iface = _spec("types").interface
    program = java.driver_program("class TypeEcho {}\n", iface)
    assert set(program.files) == {"TypeEcho.java", "RockmanDriver.java", "RockmanTuples.java"}
    assert program.files["RockmanTuples.java"].decode().count("record Tuple") == 2
    assert program.run_argv[-3:] == ("-cp", java.CLASSES, "RockmanDriver")
    assert "-Xmx192m" in program.run_argv
    assert "RockmanDriver.java RockmanTuples.java" in program.compile_argv[2]
    assert program.artefacts == (java.CLASSES,)
    declared = "record Tuple2<A, B>(A first, B second) {}\npublic class Holder {}\n"
    program = java.driver_program(declared, iface)
    assert "Holder.java" in program.files  # javac wants a public class in its own file
    assert "record Tuple3" in program.files["RockmanTuples.java"].decode()
    assert "record Tuple2" not in program.files["RockmanTuples.java"].decode()
    function = java.driver_program("class Solution {}", _spec("Starter__TREE_001").interface)
    assert set(function.files) == {"Solution.java", "RockmanDriver.java"}


# --- the driver, compiled and run with the bare JDK -----------------------------------------------


def _build(tmp_path: Path, program: Program) -> Path:
    try:
        java.toolchain()
    except ToolchainMissing as exc:
        pytest.skip(str(exc))
    tmp_path.mkdir(parents=True, exist_ok=True)
    for name, data in program.files.items():
        (tmp_path / name).write_bytes(data)
    done = subprocess.run(
        program.compile_argv, cwd=tmp_path, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    return tmp_path


def _events(stdout: str) -> list[dict[str, Any]]:
    prefix = NONCE + " "
    return [json.loads(line[len(prefix):]) for line in stdout.split("\n")
            if line.startswith(prefix)]  # fmt: skip


def _job(spec: ProblemSpec, cases: list[Any]) -> dict[str, Any]:
    return {"nonce": NONCE, "mode": "operations", "entry_point": spec.entry_point,
            "constructor": [], "methods": {}, "cases": cases}  # fmt: skip


def _run(folder: Path, program: Program, job: dict[str, Any], secret: Any = None) -> str:
    stdin = json.dumps(job) + "\n" + (json.dumps(secret) + "\n" if secret is not None else "")
    done = subprocess.run(
        program.run_argv, cwd=folder, input=stdin.encode(), capture_output=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.decode()


def _public_case(spec: ProblemSpec) -> tuple[dict[str, Any], list[Any]]:
    case = spec.public[0]
    return {"init": case["init"], "ops": case["ops"]}, list(case["expected"])


def test_types_round_trip_and_secret_after_public_done(tmp_path: Path) -> None:
    spec = _spec("types")
    reference = (TYPES / "reference.java").read_text(encoding="utf-8")
    program = java.driver_program(reference, spec.interface)
    folder = _build(tmp_path, program)
    case, expected = _public_case(spec)
    special = {"init": [0], "ops": [["echo_float", [{"__float__": "nan"}]],
                                    ["echo_float", [{"__float__": "-inf"}]],
                                    ["echo_float", [1e-300]], ["echo_float", [7]]]}  # fmt: skip
    proc = subprocess.Popen(
        program.run_argv,
        cwd=folder,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdin is not None and proc.stdout is not None
    try:
        proc.stdin.write((json.dumps(_job(spec, [case, special])) + "\n").encode())
        proc.stdin.flush()
        lines: queue.Queue[bytes] = queue.Queue()
        stdout = proc.stdout

        def pump() -> None:
            for line in stdout:
                lines.put(line)

        reader = threading.Thread(target=pump, daemon=True)
        reader.start()
        public = ""
        while MARKER.strip() not in public:
            public += lines.get(timeout=30).decode()
        assert proc.poll() is None  # waiting for the secret line, which it has not seen
        proc.stdin.write((json.dumps({"cases": [case]}) + "\n").encode())
        proc.stdin.close()
        assert proc.wait(timeout=30) == 0
        reader.join(timeout=30)  # the pump ends at end of output
        rest = ""
        while not lines.empty():
            rest += lines.get_nowait().decode()
    finally:
        if proc.poll() is None:
            proc.kill()
    first = _events(public)
    assert [e["event"] for e in first] == ["case", "case", "public_done"]
    assert first[0] == {"event": "case", "i": 0, "value": expected}
    assert first[1]["value"] == [{"__float__": "nan"}, {"__float__": "-inf"}, 1e-300, 7.0]
    assert _events(rest) == [{"event": "case", "i": 0, "value": expected}, {"event": "done"}]


FAILING = """\
import java.util.*;

class TypeEcho {
    private final long start;
    public TypeEcho(long start) { this.start = start; }
    public long echoInt(long x) { return x / (x - 13); }
    public double echoFloat(double x) { return x; }
    public boolean echoBool(boolean x) { return echoBool(!x); }
    public String echoStr(String x) { System.out.println("noise"); System.out.close(); return x; }
    public List<Long> echoList(List<Long> x) { long[] big = new long[1 << 30]; return x; }
    public Map<String, Long> echoMap(Map<String, Long> x) { x.put(null, 1L); return x; }
    public Map<Long, List<String>> echoIntMap(Map<Long, List<String>> x) { return x; }
    public Tuple3<Long, String, Double> echoTuple(Tuple3<Long, String, Double> x) { return x; }
    public Long echoOptional(Long x) { return null; }
    public List<Map<String, List<Tuple2<Long, Boolean>>>> echoNested(
            List<Map<String, List<Tuple2<Long, Boolean>>>> x) { return x; }
    public Tuple2<String, Double> combine(long times, String text, List<Double> values) {
        return new Tuple2<>(text, values.get(0));
    }
    public long count() { return start; }
    public void reset() { throw new IllegalStateException("no reset"); }
}
"""


def test_failures_become_error_events(tmp_path: Path) -> None:
    spec = _spec("types")
    program = java.driver_program(FAILING, spec.interface)
    folder = _build(tmp_path, program)

    def case(*ops: list[Any]) -> dict[str, Any]:
        return {"init": [3], "ops": list(ops)}

    cases = [
        case(["count", []], ["echo_int", [13]], ["count", []]),
        case(["echo_bool", [True]]),
        case(["echo_list", [[1]]]),
        case(["echo_map", [{}]]),
        case(["echo_int", [2**63]]),
        case(["echo_str", ["ok"]], ["frobnicate", []]),
        case(["reset", []]),
        case(["echo_optional", [5]], ["echo_str", ["x"]]),
    ]
    events = _events(_run(folder, program, _job(spec, cases)))
    by_case = {e["i"]: e for e in events if e["event"] == "case"}
    assert by_case[0]["error_type"] == "ArithmeticException"
    assert by_case[0]["error"] == "ArithmeticException: / by zero"
    assert by_case[0]["partial"] == [3]
    assert by_case[1]["error_type"] == "StackOverflowError"
    assert by_case[2]["error_type"] == "MemoryError"
    assert by_case[2]["error"].startswith("OutOfMemoryError")
    assert by_case[3]["error_type"] == "TypeError"  # a null key cannot be written as JSON
    assert "map key is null" in by_case[3]["error"]
    assert by_case[4]["error_type"] == "TypeError" and "range" in by_case[4]["error"]
    assert by_case[5]["error_type"] == "AttributeError" and by_case[5]["partial"] == ["ok"]
    assert by_case[6] | {"error": ""} == {
        "event": "case",
        "i": 6,
        "error": "",
        "error_type": "IllegalStateException",
        "partial": [],
    }
    assert by_case[7] == {"event": "case", "i": 7, "value": [None, "x"]}
    assert [e["event"] for e in events][-2:] == ["public_done", "done"]


BROKEN = """\
import java.util.*;

public class Solution {
    static int x = 1 / 0;

    public Tuple2<Long, Long> longestWithinBudget(List<Long> costs, long budget) {
        return null;
    }
}
"""


def test_function_prompt_plus_completion_and_a_load_error(tmp_path: Path) -> None:
    spec = _spec("Starter__FUND_001")
    prompt = render_java.render_prompt(spec, "canary")
    completion = """\
        long best = costs.isEmpty() ? -1 : 0;
        return new Tuple2<>(best, costs.isEmpty() ? 0L : 1L);
    }
}
"""
    program = java.driver_program(prompt + completion, spec.interface)
    assert render_java.TUPLES_FILE not in program.files  # the prompt declares Tuple2
    folder = _build(tmp_path / "ok", program)
    job = {"nonce": NONCE, "mode": "call", "entry_point": "longest_within_budget",
           "params": [], "cases": [[[4, 2], 6], [[], 10], [[1], "x"]]}  # fmt: skip
    events = _events(_run(folder, program, job, secret={"cases": [[[9], 1]]}))
    assert events[:2] == [
        {"event": "case", "i": 0, "value": [0, 1]},
        {"event": "case", "i": 1, "value": [-1, 0]},
    ]
    assert events[2]["error_type"] == "TypeError" and "partial" not in events[2]
    assert events[3:] == [
        {"event": "public_done"},
        {"event": "case", "i": 0, "value": [0, 1]},
        {"event": "done"},
    ]
    program = java.driver_program(BROKEN, spec.interface)
    assert "Solution.java" in program.files
    folder = _build(tmp_path / "broken", program)
    assert _events(_run(folder, program, job)) == [
        {"event": "load_error", "error_type": "ArithmeticException",
         "message": "ArithmeticException: / by zero"},
    ]  # fmt: skip


def test_class_prompt_compiles_as_it_stands(tmp_path: Path) -> None:
    spec = _spec("types")
    cls = pb.ClassInterface()
    cls.CopyFrom(spec.interface.class_interface)
    cls.methods[0].description = "Returns x. Not */ the end; \\user\\u0041 is fine."
    spec = dataclasses.replace(
        spec,
        interface=pb.Interface(class_interface=cls),
        description=spec.description + "\nA comment end */ and a \\u escape \\unot.",
    )
    prompt = render_java.render_prompt(spec, "canary")
    doc = "     * Returns x. Not * / the end; \\\\user\\u0041 is fine.\n"
    assert f"    /**\n{doc}     */\n    public long echoInt(long x) {{" in prompt
    program = java.driver_program(prompt, spec.interface)
    folder = _build(tmp_path, program)
    events = _events(_run(folder, program, _job(spec, [{"init": [1], "ops": []}])))
    assert events[0]["error_type"] == "UnsupportedOperationException"
    assert events[0]["partial"] == []
