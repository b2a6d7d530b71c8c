"""The Rust renderer (rockman/languages/rust/render.py) and the Rust driver, without the sandbox.

Text checks need nothing; the driver checks compile the solution and the rendered driver with the
bare toolchain (rust.driver_program's own argv, in tmp_path) and speak the protocol over pipes.
They are skipped only when the Rust toolchain is missing.
"""

from __future__ import annotations

import json
import os
import random
import re
import resource
import runpy
import secrets
import select
import shlex
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from rockman import typesyntax
from rockman.judging.compare import values_match
from rockman.languages.base import Program, ToolchainMissing
from rockman.languages.rust import render as render_rust
from rockman.languages.rust import toolchain as rust
from rockman.problem_spec import ProblemSpec, load_spec
from rockman.problems import build
from rockman.v1 import common_pb2 as pb

pytestmark = pytest.mark.processes  # starts compilers, sandboxes, servers or workers

ROOT = Path(__file__).resolve().parents[5]
TYPES = ROOT / "tests/data/types_problems/Types__ECHO_001"
STARTERS = sorted((ROOT / "problems").glob("Starter__*"))
CANARY = "ROCKMAN_CANARY_0123456789abcdef"
EXACT = pb.Comparison(kind=pb.COMPARATOR_KIND_EXACT)


def t(text: str) -> pb.TypeRef:
    return typesyntax.parse(text)


# -- types, names, literals -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("neutral", "rust_type"),
    [
        ("int", "i64"),
        ("float", "f64"),
        ("bool", "bool"),
        ("str", "String"),
        ("none", "()"),
        ("list[int]", "Vec<i64>"),
        ("dict[str, int]", "HashMap<String, i64>"),
        ("dict[int, list[str]]", "HashMap<i64, Vec<String>>"),
        ("tuple[int, str, float]", "(i64, String, f64)"),
        ("tuple[bool]", "(bool,)"),
        ("optional[int]", "Option<i64>"),
        (
            "list[dict[str, optional[list[tuple[int, bool]]]]]",
            "Vec<HashMap<String, Option<Vec<(i64, bool)>>>>",
        ),
    ],
)
def test_type_names(neutral: str, rust_type: str) -> None:
    assert render_rust.type_name(t(neutral)) == rust_type


def test_names() -> None:
    assert render_rust.LANGUAGE == pb.LANGUAGE_RUST
    name = render_rust.entry_name
    assert name("merge_intervals", "function") == "merge_intervals"
    assert name("getMin", "method") == "get_min"
    assert name("parseHTTPHeader", "function") == "parse_http_header"
    assert name("LRUCache", "class") == "LRUCache"
    assert name("min_max_stack", "class") == "MinMaxStack"
    assert name("type", "param") == "type_" and name("match", "function") == "match_"
    assert name("new", "method") == "new_" and name("new", "param") == "new"
    with pytest.raises(ValueError):
        name("x", "module")


def test_literals() -> None:
    lit = render_rust.literal
    assert lit(t("str"), 'a"b\\c\nd\t\x01é😀') == '"a\\"b\\\\c\\nd\\t\\u{1}é😀".to_string()'
    assert lit(t("float"), 3) == "3.0" and lit(t("float"), -2.5e300) == "-2.5e+300"
    assert lit(t("float"), {"__float__": "-inf"}) == "f64::NEG_INFINITY"
    assert lit(t("list[float]"), [{"__float__": "nan"}]) == "vec![f64::NAN]"
    assert lit(t("optional[list[int]]"), None) == "None"
    assert lit(t("optional[list[int]]"), [1, -2]) == "Some(vec![1, -2])"
    assert lit(t("tuple[int]"), [7]) == "(7,)"
    assert lit(t("dict[int, list[str]]"), {"-1": ["x"], "7": []}) == (
        'HashMap::from([(-1, vec!["x".to_string()]), (7, vec![])])'
    )
    assert lit(t("dict[str, bool]"), {}) == "HashMap::new()"
    # Beside a result in assert_eq!, an empty Vec needs its element type.
    assert lit(t("list[list[int]]"), [[]], typed=True) == "vec![Vec::<i64>::new()]"


# -- prompts --------------------------------------------------------------------------------------


def _prompt(folder: Path) -> tuple[ProblemSpec, str]:
    spec = load_spec(folder)
    return spec, render_rust.render_prompt(spec, CANARY)


def test_function_prompt() -> None:
    spec, prompt = _prompt(ROOT / "problems/Starter__PARSE_001")
    lines = prompt.splitlines()
    assert lines[0] == f"// {CANARY}"
    assert lines[1] == "use std::collections::HashMap;"
    assert prompt.endswith("\nfn parse_settings(text: String) -> HashMap<String, i64> {\n")
    assert "/// # Examples" in lines and lines.count("/// ```") == 2
    examples = [line for line in lines if line.startswith("/// assert_eq!(parse_settings(")]
    assert len(examples) == render_rust.MAX_EXAMPLES < len(spec.public)
    assert examples[2] == (
        '/// assert_eq!(parse_settings("; nothing here\\n\\n   \\n".to_string()), HashMap::new());'
    )
    assert render_rust.render_prompt(spec, CANARY) == prompt  # deterministic
    _, plain = _prompt(ROOT / "problems/Starter__TREE_001")
    assert "use std" not in plain
    assert plain.endswith("fn tree_diameter(parents: Vec<i64>) -> i64 {\n")


def test_class_prompt_is_a_complete_skeleton() -> None:
    _, prompt = _prompt(ROOT / "problems/Starter__DS_001")
    assert prompt.splitlines()[0] == f"// {CANARY}"
    assert "\nstruct MinMaxStack {\n" in prompt and "\nimpl MinMaxStack {\n" in prompt
    assert "    fn new() -> Self {\n        todo!()\n    }\n" in prompt
    assert "    fn push(&mut self, value: i64) {\n" in prompt
    assert "    fn get_min(&mut self) -> Option<i64> {\n" in prompt
    assert "/// let mut obj = MinMaxStack::new();\n/// obj.push(5);\n" in prompt
    assert "/// assert_eq!(obj.get_min(), Some(2));\n" in prompt
    assert prompt.endswith("}\n")


def test_starter_code_prompt() -> None:
    spec, prompt = _prompt(ROOT / "problems/Starter__ALG_001")
    starter = (ROOT / "problems/Starter__ALG_001/starter.rs").read_text()
    assert spec.starter_code["rust"] == starter
    head = prompt.split("\n\n/// Merge", 1)[0]
    assert head.startswith(f"// {CANARY}\n//! Complete the function below;")
    assert all(line.startswith("//!") for line in head.splitlines()[1:])
    assert "//! assert_eq!(merge_intervals(vec![(1, 3), (8, 10)," in head
    assert prompt.endswith(starter)
    assert (ROOT / "problems/Starter__ALG_001/reference.rs").read_text().startswith(starter)


# -- the driver, compiled with the bare toolchain -------------------------------------------------


@pytest.fixture(scope="module")
def toolchain() -> None:
    try:
        rust.toolchain()
    except ToolchainMissing as exc:
        pytest.skip(str(exc))


def test_driver_program_shape(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = rust._Rustc("/opt/rust/bin/rustc", "/usr/bin/cc", (), (), "rustc 1.0.0")
    monkeypatch.setattr(rust, "_setup", lambda: fake)
    spec = load_spec(ROOT / "problems/Starter__TREE_001")
    program = rust.driver_program(
        "fn tree_diameter(p: Vec<i64>) -> i64 { 0 }\nfn main() {}\n", spec.interface
    )
    script = rust.script_program("fn f() {}", "")
    # The same rustc and flags, but the symbol table kept for the symbol check, then stripped.
    shell, dash_c, command = program.compile_argv
    assert (shell, dash_c) == ("/bin/sh", "-c") and program.run_argv == ("./main",)
    flags = [f if f != "strip=symbols" else "strip=debuginfo" for f in script.compile_argv]
    assert command.startswith(shlex.join(flags) + " && ")
    assert command.endswith(" && exec /usr/bin/strip --strip-all main")
    assert rust.symbol_check(fake, "main") in command
    assert program.artefacts == program.executables == ("main",)
    source = program.files["main.rs"].decode()
    assert source.startswith("fn tree_diameter(p: Vec<i64>) -> i64 { 0 }\n")
    assert f"fn {rust.SOLUTION_MAIN}() {{}}" in source
    assert len(re.findall(r"\bfn\s+main\s*\(", source)) == 2  # the driver module's and the crate's
    assert "let result: i64 = super::tree_diameter(a0);" in source
    assert not re.search(r"[0-9a-f]{32}", source)


def _compile(program: Program, tmp: Path) -> Path:
    build_dir, run_dir = tmp / "build", tmp / "run"
    build_dir.mkdir()
    run_dir.mkdir()
    for name, content in program.files.items():
        (build_dir / name).write_bytes(content)
    env = {"HOME": str(tmp), "TMPDIR": str(tmp), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"}
    done = subprocess.run(
        program.compile_argv,
        cwd=build_dir,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    for name in program.artefacts:
        shutil.copy(build_dir / name, run_dir / name)
    return run_dir / program.artefacts[0]


class Driver:
    """A running driver: line 1 is written at once, line 2 only when asked."""

    def __init__(self, binary: Path, job: dict[str, Any], memory_bytes: int = 0) -> None:
        self.nonce = secrets.token_hex(16)

        def limit() -> None:
            if memory_bytes:
                resource.setrlimit(resource.RLIMIT_AS, (memory_bytes, memory_bytes))

        self.proc = subprocess.Popen(
            [str(binary)],
            cwd=binary.parent,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env={"PATH": "/usr/bin:/bin"},
            preexec_fn=limit,
        )
        assert self.proc.stdin is not None
        self.proc.stdin.write((json.dumps({**job, "nonce": self.nonce}) + "\n").encode())
        self.proc.stdin.flush()
        self.out = b""
        self.stderr = ""

    def read_until(self, event: str | None, timeout: float = 20.0) -> list[dict[str, Any]]:
        """Protocol events up to `event` (None: to the end of stdout), without closing stdin."""
        assert self.proc.stdout is not None
        fd = self.proc.stdout.fileno()
        marker = json.dumps({"event": event}, separators=(",", ":"))[:-1].encode()
        while event is None or marker not in self.out:
            ready, _, _ = select.select([fd], [], [], timeout)
            assert ready, f"no {event} within {timeout}s: {self.out[-500:]!r}"
            chunk = os.read(fd, 65536)
            if not chunk:
                break
            self.out += chunk
        return self.events()

    def finish(self, secret: dict[str, Any] | None) -> list[dict[str, Any]]:
        assert self.proc.stdin is not None
        if secret is not None:
            self.proc.stdin.write((json.dumps(secret) + "\n").encode())
        self.proc.stdin.close()
        self.read_until(None)
        assert self.proc.stderr is not None
        self.stderr = self.proc.stderr.read().decode("utf-8", "replace")
        self.proc.wait(timeout=20)
        return self.events()

    def events(self) -> list[dict[str, Any]]:
        prefix = self.nonce + " "
        return [
            json.loads(line[len(prefix) :])
            for line in self.out.decode().split("\n")
            if line.startswith(prefix)
        ]


def _case_events(events: list[dict[str, Any]]) -> dict[int, dict[str, Any]]:
    return {e["i"]: e for e in events if e["event"] == "case"}


@pytest.fixture(scope="module")
def types_binary(toolchain: None, tmp_path_factory: pytest.TempPathFactory) -> Path:
    spec = load_spec(TYPES)
    program = rust.driver_program((TYPES / "reference.rs").read_text(), spec.interface)
    return _compile(program, tmp_path_factory.mktemp("types"))


# Every op of the types problem with edge values; each returns its argument unchanged.
ECHOES: list[tuple[str, Any]] = [
    ("echo_int", 0),
    ("echo_int", -(2**63)),
    ("echo_int", 2**63 - 1),
    ("echo_float", 0.1),
    ("echo_float", -2.5e300),
    ("echo_float", 3.0),
    ("echo_float", 1e-300),
    ("echo_float", 5e-324),
    ("echo_float", 1e16),
    ("echo_float", 123456.789),
    ("echo_float", {"__float__": "inf"}),
    ("echo_float", {"__float__": "-inf"}),
    ("echo_bool", True),
    ("echo_bool", False),
    ("echo_str", ""),
    ("echo_str", 'h\u00e9llo \u2713 "q" back\\slash\nnl\ttab \x01\x7f \U0001f600'),
    ("echo_list", []),
    ("echo_list", [3, -1, 2]),
    ("echo_map", {}),
    ("echo_map", {"a": 1, "b c": -2, "\u00fc": 3, "": 0}),
    ("echo_int_map", {"-1": ["x"], "7": [], "42": ["a", "b"]}),
    ("echo_tuple", [1, "two", 3.5]),
    ("echo_optional", None),
    ("echo_optional", 4),
    ("echo_nested", [{"k": None, "l": [[1, True], [-2, False]]}, {}]),
]


def test_every_type_round_trips_and_secrets_come_after_public_done(types_binary: Path) -> None:
    spec = load_spec(TYPES)
    reference = build.Reference.load(spec)
    generate = runpy.run_path(str(TYPES / "generator.py"))["generate"]
    public = [
        {"init": [5], "ops": [[name, [value]] for name, value in ECHOES]},
        {
            "init": [-3],
            "ops": [
                ["combine", [3, "ab", [0.5, 0.25]]],
                ["combine", [0, "zz", []]],
                ["count", []],
                ["reset", []],
                ["count", []],
            ],
        },
    ]
    secret = generate(random.Random(1), "private", 30)
    driver = Driver(
        types_binary, {"mode": "operations", "entry_point": "TypeEcho", "cases": public}
    )
    before = driver.read_until("public_done")  # the driver has not seen line 2 yet
    assert [e["event"] for e in before] == ["case", "case", "public_done"]
    echoed = before[0]["value"]
    assert echoed == [value for _, value in ECHOES]  # exact, floats included
    assert isinstance(echoed[5], float)  # 3.0 stays a float
    assert before[1]["value"] == [["ababab", 0.75], ["", 0.0], -2, None, 1]
    events = driver.finish({"cases": secret})
    assert driver.proc.returncode == 0
    assert [e["event"] for e in events][-1] == "done" and events[-1]["peak_rss_bytes"] > 0
    after = _case_events(events[events.index({"event": "public_done"}) + 1 :])
    assert sorted(after) == list(range(len(secret)))
    for i, case in enumerate(secret):
        assert values_match(reference.expected(case), after[i]["value"], EXACT), (case, after[i])


def test_wrong_values_are_type_errors_and_an_empty_secret_line_ends_the_run(
    types_binary: Path,
) -> None:
    cases = [
        {"init": [0], "ops": [["echo_int", [1]], ["echo_int", [2**63]]]},
        {"init": [0], "ops": [["echo_int", [1.5]]]},
        {"init": [0], "ops": [["echo_tuple", [[1, "two"]]]]},
        {"init": [0], "ops": [["echo_str", ["\ud800"]]]},
        {"init": [0], "ops": [["echo_map", [{"a": "b"}]]]},
        {"init": [0], "ops": [["echo_int", []]]},
        {"init": [0], "ops": [["fly", []]]},
        {"init": ["zero"], "ops": []},
    ]
    driver = Driver(types_binary, {"mode": "operations", "entry_point": "TypeEcho", "cases": cases})
    events = driver.finish(None)
    assert driver.proc.returncode == 0 and events[-2:][0] == {"event": "public_done"}
    by_case = _case_events(events)
    assert by_case[0]["partial"] == [1] and by_case[0]["error_type"] == "TypeError"
    assert "i64" in by_case[0]["error"]
    assert [by_case[i]["error_type"] for i in range(1, 8)] == [
        "TypeError",
        "TypeError",
        "TypeError",
        "TypeError",
        "TypeError",
        "AttributeError",
        "TypeError",
    ]
    assert all(by_case[i]["partial"] == [] for i in range(1, 8))


PICK = """use std::io::Read;

// A solution with its own main, output of its own, a look at stdin and macros named like std's.
macro_rules! format { ($($t:tt)*) => { "hijacked" } }

fn pick(xs: Vec<i64>, i: i64) -> i64 {
    if i == -1 {
        let mut text = String::new();
        std::io::stdin().read_to_string(&mut text).unwrap();
        println!("noise");
        return text.len() as i64;
    }
    if i == -2 {
        let mut huge: Vec<u8> = Vec::with_capacity(1 << 40);
        huge.push(1);
        std::hint::black_box(&huge);
    }
    xs[i as usize]
}

fn main() {
    std::process::exit(3);
}
"""


PICK_INTERFACE = pb.Interface(
    function=pb.FunctionSignature(
        name="pick",
        params=[
            pb.Parameter(name="xs", type=t("list[int]")),
            pb.Parameter(name="i", type=t("int")),
        ],
        returns=t("int"),
    )
)


@pytest.fixture(scope="module")
def pick_binary(toolchain: None, tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _compile(rust.driver_program(PICK, PICK_INTERFACE), tmp_path_factory.mktemp("pick"))


def test_a_panic_is_an_error_event_and_the_driver_goes_on(pick_binary: Path) -> None:
    driver = Driver(
        pick_binary,
        {
            "mode": "call",
            "entry_point": "pick",
            "cases": [[[5, 6], 1], [[5, 6], 7], [[], -1], [[1], 0, 0]],
        },
    )
    public = driver.read_until("public_done")
    events = driver.finish({"cases": [[[9], 0], [[9], 3]]})
    assert driver.proc.returncode == 0, driver.stderr
    by_case = _case_events(public)
    assert by_case[0] == {"event": "case", "i": 0, "value": 6}
    assert by_case[1]["error_type"] == "panic" and "partial" not in by_case[1]
    assert re.fullmatch(
        r"panicked at line \d+:\d+: index out of bounds: the len is 2 but the "
        r"index is 7",
        by_case[1]["error"],
    )
    assert by_case[2]["value"] == 0  # the solution's stdin is empty; its own output is ignored
    assert by_case[3]["error_type"] == "TypeError"
    secret = _case_events(events[events.index({"event": "public_done"}) + 1 :])
    assert secret[0]["value"] == 9 and secret[1]["error_type"] == "panic"
    assert events[-1]["event"] == "done"


def test_a_failed_allocation_is_a_memory_error(pick_binary: Path) -> None:
    driver = Driver(
        pick_binary,
        {"mode": "call", "entry_point": "pick", "cases": [[[4], 0], [[4], -2], [[4], 0]]},
        memory_bytes=1 << 30,
    )
    events = driver.finish(None)
    assert driver.proc.returncode != 0  # Rust aborts after a failed allocation
    by_case = _case_events(events)
    assert by_case[0]["value"] == 4
    assert by_case[1]["error_type"] == "MemoryError" and 2 not in by_case


def test_the_mode_must_match_the_interface(pick_binary: Path) -> None:
    driver = Driver(pick_binary, {"mode": "operations", "entry_point": "pick", "cases": []})
    events = driver.finish({"cases": [{"init": [], "ops": []}]})
    assert [e["event"] for e in events] == ["load_error", "public_done", "done"]


def test_the_driver_reads_and_writes_with_system_calls_of_its_own() -> None:
    """No C library read/write/dup (a program could define them for the whole binary), and
    nothing of the driver's module but `main` is visible from the crate root."""
    source = render_rust.driver_source(PICK_INTERFACE)
    assert 'extern "C"' not in source and "BufReader" not in source and "File" not in source
    assert source.count("::std::arch::asm!(") == 2  # x86_64 and aarch64
    module = source[source.index("mod rockman_driver {") :]
    assert re.findall(r"^    pub\b.*", module, re.M) == ["    pub fn main() {"]


# Each defines a symbol of the C library for the whole binary (the driver's and the standard
# library's calls included); a C name that no library defines is the program's own business.
SYMBOLS = {
    "write": '#[no_mangle]\npub extern "C" fn write(_: i32, _: *const u8, n: usize) -> isize {\n'
    "    n as isize\n}\n",
    "malloc": '#[export_name = "malloc"]\npub extern "C" fn mine(_: usize) -> *mut u8 {\n'
    "    std::ptr::null_mut()\n}\n",
    "read": 'std::arch::global_asm!(".globl read", "read:", "mov eax, 0", "syscall", "ret");\n',
    "environ": "#[no_mangle]\npub static mut environ: usize = 0;\n",
}


@pytest.mark.parametrize("symbol", sorted(SYMBOLS))
def test_a_program_that_defines_a_symbol_of_the_c_library_does_not_compile(
    toolchain: None, tmp_path: Path, symbol: str
) -> None:
    program = rust.driver_program(PICK + SYMBOLS[symbol], PICK_INTERFACE)
    for name, content in program.files.items():
        (tmp_path / name).write_bytes(content)
    env = {"HOME": str(tmp_path), "TMPDIR": str(tmp_path), "PATH": "/usr/bin:/bin"}
    done = subprocess.run(
        program.compile_argv, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode != 0
    assert done.stdout.splitlines() == [
        f"main.rs: the program defines `{symbol}`, a symbol of libc.so.6",
        f"main.rs: {rust.SYMBOL_MESSAGE}",
    ], done.stderr


def test_a_c_name_no_library_defines_is_allowed(toolchain: None, tmp_path: Path) -> None:
    own = '#[no_mangle]\npub extern "C" fn rockman_own(x: i64) -> i64 {\n    x\n}\n'
    text = PICK.replace("xs[i as usize]", "rockman_own(xs[i as usize])") + own
    binary = _compile(rust.driver_program(text, PICK_INTERFACE), tmp_path)
    driver = Driver(binary, {"mode": "call", "cases": [[[5, 6], 1]]})
    assert _case_events(driver.finish(None))[0]["value"] == 6


@pytest.mark.parametrize("folder", [*STARTERS, TYPES], ids=lambda f: f.name)
def test_rendered_examples_compile_and_pass_with_the_reference(
    toolchain: None, tmp_path: Path, folder: Path
) -> None:
    """The prompt's examples are real Rust: reference + a main running them (no -O: fast)."""
    _, prompt = _prompt(folder)
    block = re.search(r"```\n(.*?)```", prompt, re.S)
    assert block is not None
    body = [re.sub(r"^//[/!] ?", "", line) for line in block.group(1).splitlines()]
    reference = (folder / "reference.rs").read_text()
    uses = "use std::collections::HashMap as RockmanMap;\n" if "HashMap" in prompt else ""
    main = "\n".join(f"    {line}" for line in body if line).replace("HashMap::", "RockmanMap::")
    source = f'{reference}\n{uses}fn main() {{\n{main}\n    println!("examples ok");\n}}\n'
    (tmp_path / "ex.rs").write_text(source)
    setup = rust._setup()
    argv = [
        setup.rustc,
        "--edition",
        "2021",
        "-A",
        "warnings",
        "-C",
        f"linker={setup.linker}",
        "-o",
        "ex",
        "ex.rs",
    ]
    done = subprocess.run(
        argv, cwd=tmp_path, capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    ran = subprocess.run(
        [str(tmp_path / "ex")], capture_output=True, text=True, timeout=20, check=False
    )
    assert ran.stdout == "examples ok\n", ran.stderr
