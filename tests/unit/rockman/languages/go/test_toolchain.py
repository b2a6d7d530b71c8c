"""The Go module: text assembly (no compiler), and one real compile + run when go is here."""

from __future__ import annotations

import dataclasses
import os
import re
import secrets
import shutil
import subprocess
from pathlib import Path

import pytest

from rockman.languages.base import Program, ToolchainMissing
from rockman.languages.go import toolchain as go
from rockman.v1 import common_pb2 as pb

pytestmark = pytest.mark.processes  # starts compilers, sandboxes, servers or workers

# HumanEval-X Go/0, as Rockman stores it: canary line + prompt, then the canonical solution.
PROMPT = """// canary: rockman unit test
import (
    "math"
)

// Check if in given list of numbers, are any two numbers closer to each other than given threshold.
// >>> HasCloseElements([]float64{1.0, 2.0, 3.0}, 0.5)
// false
func HasCloseElements(numbers []float64, threshold float64) bool {
"""
SOLUTION = """    for i := 0; i < len(numbers); i++ {
        for j := i + 1; j < len(numbers); j++ {
            var distance float64 = math.Abs(numbers[i] - numbers[j])
            if distance < threshold {
                return true
            }
        }
    }
    return false
}
"""
# The record's test_setup + test.
TEST = """package main

import (
    "testing"
    "github.com/stretchr/testify/assert"
)
func TestHasCloseElements(t *testing.T) {
    assert := assert.New(t)
    assert.Equal(true, HasCloseElements([]float64{11.0, 2.0, 3.9, 4.0, 5.0, 2.2}, 0.3))
    assert.Equal(false, HasCloseElements([]float64{1.0, 2.0, 3.9, 4.0, 5.0, 2.2}, 0.05))
    assert.Equal(true, HasCloseElements([]float64{1.0, 2.0, 5.9, 4.0, 5.0}, 0.95))
}
"""
HEX32 = re.compile(r"[0-9a-fA-F]{32}")
FAKE = go._Go(
    go="/usr/lib/go-1.19/bin/go",
    goroot="/usr/lib/go-1.19",
    module="/opt/rockman/toolchains/go/module",
    go_mod=b"module humanEval\n\ngo 1.18\n",
    go_sum=b"",
    version="go1.19.8 linux/amd64; testify v1.8.0 (vendor 000000000000)",
    readonly=("/opt/rockman/toolchains/go/module",),
)


def _fake(solution: str = SOLUTION, test: str = TEST) -> Program:
    return go.build_program(PROMPT + solution, test, FAKE)


def test_module_identity() -> None:
    assert go.LANGUAGE == pb.LANGUAGE_GO
    assert go.NAME == "go"


def test_solution_gets_a_package_clause_and_keeps_its_line_numbers() -> None:
    source = _fake().files[go.SOLUTION].decode()
    first, directive, rest = source.split("\n", 2)
    assert first == "package main"
    assert directive == f"//line {go.SOLUTION}:1"
    assert rest == PROMPT + SOLUTION


def test_driver_reads_the_nonce_before_the_tests_and_prints_it_only_on_success() -> None:
    driver = _fake().files[go.DRIVER].decode()
    assert driver == go.DRIVER_SOURCE
    assert "func TestMain(m *rockmantesting.M)" in driver
    read = driver.index("ReadString('\\n')")
    run = driver.index("m.Run()")
    guard = driver.index("if code == 0")
    write = driver.index('stdout.WriteString("\\n" + nonce + "\\n")')
    assert read < run < guard < write < driver.index("rockmanos.Exit(code)")
    # the tests' output goes to stderr; the real stdout was kept for the nonce
    assert (
        driver.index("stdout := rockmanos.Stdout")
        < driver.index("rockmanos.Stdout = rockmanos.Stderr")
        < run
    )
    # aliased imports: the program's package-level names cannot clash with them
    assert re.findall(r'^\s+(\w+) "', driver, re.M) == [
        "rockmanbufio",
        "rockmanos",
        "rockmantesting",
    ]


def test_program_shape_and_no_nonce_anywhere() -> None:
    program = _fake()
    assert set(program.files) == {go.SOLUTION, go.TESTS, go.DRIVER, "go.mod", "go.sum"}
    assert program.files["go.mod"] == FAKE.go_mod
    shell, dash_c, script = program.compile_argv
    assert (shell, dash_c) == ("/bin/sh", "-c")
    assert f"/bin/ln -s {FAKE.module}/vendor {go.MODULE_DIR}/vendor" in script
    assert f"exec {FAKE.go} test " in script
    assert "-c '-ldflags=-s -w' -o \"$work/test.bin\"" in script  # stripped: smaller artefact
    assert 'GOCACHE="$work/.gocache"' in script  # writable, inside the work folder
    assert program.artefacts == ("test.bin",) == program.executables
    assert program.run_argv == ("./test.bin", "-test.count=1", "-test.paniconexit0")
    assert program.env["GOFLAGS"] == "-mod=vendor" and program.env["GOPROXY"] == "off"
    assert program.shape.compile_pids > 20 and program.shape.run_pids >= 8
    texts = [*program.files.values(), *map(str.encode, program.compile_argv + program.run_argv)]
    texts += [f"{k}={v}".encode() for k, v in program.env.items()]
    for blob in texts:
        assert not HEX32.search(blob.decode())


def test_a_seed_cache_is_copied_into_the_writable_gocache() -> None:
    seeded = dataclasses.replace(FAKE, seed="/opt/rockman/toolchains/go/sandbox-cache")
    script = go.build_program(PROMPT + SOLUTION, TEST, seeded).compile_argv[2]
    # symlinks to the read-only seed, not a copy of it
    copy = script.index('/bin/cp -Rs /opt/rockman/toolchains/go/sandbox-cache "$work/.gocache"')
    assert copy < script.index(" test -c ")
    assert "/bin/cp" not in _fake().compile_argv[2]


def test_unused_std_imports_become_blank_and_missing_known_ones_are_added() -> None:
    program = """// canary
import (
    "math"
    "fmt"
    s "sort"
    "github.com/x/y"
)

// uses strings.Split in a comment, and "math.Abs" in a string
func F(xs []string) string {
    time := struct{ x int }{3}  // a local named like a package: the added import is unused
    _ = time.x
    return strings.Join(xs, fmt.Sprint(len(xs), "math.Pi"))
}
"""
    fixed, missing = go.fix_imports(program)
    assert missing == ["strings", "time"]
    assert (
        fixed.splitlines()
        == [
            *program.splitlines()[:2],
            '    _ "math"',
            '    "fmt"',
            '    _ "sort"',
            '    "github.com/x/y"',  # not the standard library: its package name is unknown
            *program.splitlines()[6:],
        ]
    )
    source = go.go_source(program, "solution.go")
    assert source.startswith('package main; import "strings"; import "time"\n//line solution')
    assert source.endswith("\nvar _ = strings.Compare\nvar _ = time.Now\n")
    assert len(source.splitlines()) == len(program.splitlines()) + 2 + 3


def test_the_test_file_gets_its_imports_fixed_on_its_package_line() -> None:
    test = TEST.replace("true, HasClose", "math.Abs(-1) == 1, HasClose", 1)
    source = go.go_source(test, go.TESTS)
    assert source.startswith('package main; import "math"\n\nimport (\n')
    assert source.endswith("}\n\nvar _ = math.Abs\n")
    assert go.go_source(TEST, go.TESTS) == TEST  # nothing to fix: unchanged


def test_imports_and_package_clause_parse_in_every_form() -> None:
    text = 'package main; import "os"\nimport m "math"; import (\n\t. "fmt"\n\t_ "sort"\n)\nvar x'
    head = go.parse_head(text)
    assert head.package_end == len("package main")
    assert [(n, p) for n, p, _ in head.imports] == [("", "os"), ("m", "math"), (".", "fmt"),
                                                     ("_", "sort")]  # fmt: skip
    assert text[head.body :] == "var x"
    assert go.parse_head("// c\nfunc F() {}\n").package_end == -1


def test_test_code_without_tests_is_refused() -> None:
    with pytest.raises(ValueError, match="no func Test"):
        _fake(test='package main\nimport "testing"\nfunc testLower(t *testing.T) {}\n')
    assert go.test_names(TEST) == ["TestHasCloseElements"]


def _compile_and_run(
    program: Program, build: Path, run: Path, stdin: str
) -> subprocess.CompletedProcess[str]:
    """Like the executor: compile in a fresh folder (also TMPDIR and HOME, as in the sandbox),
    then run with only the artefacts in a fresh one."""
    shutil.rmtree(build, ignore_errors=True)
    build.mkdir()
    for name, content in program.files.items():
        (build / name).write_bytes(content)
    env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC"}
    compiled = subprocess.run(
        program.compile_argv,
        cwd=build,
        env={**env, **program.env, "HOME": str(build), "TMPDIR": str(build)},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert compiled.returncode == 0, compiled.stderr
    run.mkdir()
    for name in program.artefacts:  # only the artefacts reach the run's fresh folder
        shutil.copy(build / name, run / name)
        os.chmod(run / name, 0o755)
    return subprocess.run(
        program.run_argv,
        cwd=run,
        env={**env, **program.env, "HOME": str(run), "TMPDIR": str(run)},
        input=stdin,
        capture_output=True,
        text=True,
        timeout=10,
    )


@pytest.fixture
def go_toolchain() -> None:
    try:
        go.toolchain()
    except ToolchainMissing as exc:
        pytest.skip(str(exc))


@pytest.mark.slow
@pytest.mark.usefixtures("go_toolchain")
def test_real_compile_and_run(tmp_path: Path) -> None:
    nonce = secrets.token_hex(16)

    def run(solution: str, name: str, prompt: str = PROMPT) -> subprocess.CompletedProcess[str]:
        program = go.script_program(prompt + solution, TEST)
        return _compile_and_run(program, tmp_path / "build", tmp_path / name, nonce + "\n")

    with_os = PROMPT.replace('"math"\n', '"math"\n    "os"\n')

    good = run(SOLUTION, "good")
    assert good.returncode == 0, good.stderr
    assert [line for line in good.stdout.splitlines() if line] == [nonce]

    wrong = run(SOLUTION.replace("return false", "return true"), "wrong")
    assert wrong.returncode != 0
    assert nonce not in wrong.stdout
    assert "--- FAIL: TestHasCloseElements" in wrong.stderr

    # exits with status 0 before the tests (an init function runs before TestMain)
    early = run(SOLUTION + "func init() { os.Exit(0) }\n", "early", with_os)
    assert early.returncode == 0
    assert nonce not in early.stdout

    # exits with status 0 during a test: -test.paniconexit0 makes it a failure
    during = run(SOLUTION.replace("return false", "os.Exit(0); return false"), "during", with_os)
    assert during.returncode != 0
    assert nonce not in during.stdout
    assert "unexpected call to os.Exit(0) during test" in during.stderr


@pytest.mark.slow
@pytest.mark.usefixtures("go_toolchain")
def test_the_seed_holds_the_driver_package(tmp_path: Path) -> None:
    """prewarm builds the driver package where a driver compile builds it, so a compile with
    that seed compiles the glue and the solution only (`go build -x` lists what it compiles)."""
    work = tmp_path / "work"
    work.mkdir()
    seed = tmp_path / "seed"
    go.prewarm(seed, sandbox_work=work)
    setup = dataclasses.replace(go._setup(), seed=str(seed))
    program = go.build_driver_program(
        'func Seed() string {\n\treturn "1"\n}\n', go.SEED_INTERFACE, setup
    )
    for name, content in program.files.items():
        (work / name).write_bytes(content)
    env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC"}
    env |= {**program.env, "HOME": str(work), "TMPDIR": str(work), "GOFLAGS": "-mod=vendor -x"}
    compiled = subprocess.run(
        program.compile_argv, cwd=work, env=env, capture_output=True, text=True, timeout=300
    )
    assert compiled.returncode == 0, compiled.stderr
    built = re.findall(r"/compile -o \S+ (?:-\S+ \S+ )*?-p (\S+)", compiled.stderr)
    assert built == ["main"], compiled.stderr[-3000:]
