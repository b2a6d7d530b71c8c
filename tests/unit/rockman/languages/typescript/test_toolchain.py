"""The TypeScript module: text assembly (no tsc), and one real compile + run when tsc is here."""

from __future__ import annotations

import re
import secrets
import subprocess
from pathlib import Path

import pytest

from rockman.languages.base import Program, ToolchainMissing
from rockman.languages.javascript import toolchain as javascript
from rockman.languages.typescript import toolchain as typescript
from rockman.v1 import common_pb2 as pb

pytestmark = pytest.mark.processes  # starts compilers, sandboxes, servers or workers

# A MultiPL-E-style task (HumanEval-X has no TypeScript): canary + typed prompt, solution, suite.
PROMPT = """// canary: rockman unit test
//Check if in given list of numbers, are any two numbers closer to each other than
// given threshold.
function has_close_elements(numbers: number[], threshold: number): boolean {
"""
SOLUTION = """  for (let i = 0; i < numbers.length; i++) {
    for (let j = 0; j < numbers.length; j++) {
      if (i != j && Math.abs(numbers[i] - numbers[j]) < threshold) {
        return true;
      }
    }
  }
  return false;
}
"""
TEST = """declare var require: any;
const assert = require('node:assert');

function test() {
  let candidate = has_close_elements;
  assert.deepEqual(candidate([1.0, 2.0, 3.9, 4.0, 5.0, 2.2], 0.3),true);
  assert.deepEqual(candidate([1.0, 2.0, 3.9, 4.0, 5.0, 2.2], 0.05),false);
  console.assert(candidate([1.1, 2.2, 3.1, 4.1, 5.1], 0.5) === false);
}

test();"""
HEX32 = re.compile(r"[0-9a-fA-F]{32}")
SANDBOX_ENV = {"PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC"}


def _program(solution: str = SOLUTION, test: str = TEST) -> Program:
    return typescript.script_program(PROMPT + solution, test)


@pytest.fixture
def fake_toolchain(monkeypatch: pytest.MonkeyPatch) -> None:
    """Text checks run without node or tsc: fixed paths."""
    monkeypatch.setattr(javascript, "node", lambda: ("/usr/bin/node", "v20.0.0", ()))
    paths = ("/tc/node/node_modules", "/tc/node/node_modules/typescript", "/tc/@types")
    monkeypatch.setattr(typescript, "_paths", lambda: paths)


def test_module_identity() -> None:
    assert typescript.LANGUAGE == pb.LANGUAGE_TYPESCRIPT
    assert typescript.NAME == "typescript"


@pytest.mark.usefixtures("fake_toolchain")
def test_program_shape_and_no_nonce_anywhere() -> None:
    program = _program()
    assert program.files["solution.ts"] == (PROMPT + SOLUTION).encode()  # untouched texts
    assert program.files["tests.ts"] == TEST.encode()
    assert program.files["rockman_tsc.js"] == typescript.COMPILER_SOURCE.encode()
    assert program.files["rockman_run.js"] == javascript.RUNNER_SOURCE.encode()
    argv = program.compile_argv
    assert argv[:5] == (
        "/usr/bin/node", "--max-old-space-size=1024", "rockman_tsc.js",
        "/tc/node/node_modules/typescript", "/tc/@types",
    )  # fmt: skip
    flags = " ".join(argv[5:])
    assert argv[5:] == typescript.TSC_FLAGS
    for wanted in ("--strict false", "--lib es2023", "--types node", "--noEmitOnError"):
        assert wanted in flags
    assert "dom" not in flags.lower()
    # the run needs the emitted JavaScript and the runner, no TypeScript source or compiler
    assert set(program.artefacts) == {"main.js", *javascript.runner_files()}
    assert program.run_argv == javascript.run_argv("main.js")
    assert program.run_argv[-3:] == ("rockman_run.js", "--run", "main.js")
    for blob in [*program.files.values(), *map(str.encode, argv + program.run_argv)]:
        assert not HEX32.search(blob.decode())
    assert not program.env


def test_compiler_checks_everything_and_guards_the_suite() -> None:
    source = typescript.COMPILER_SOURCE
    joined = source.index("fs.writeFileSync('main.ts', programText + separator + testCode);")
    check = source.index("ts.getPreEmitDiagnostics(program)")
    guard = source.index("ts.transpileModule(programText")
    emit = source.index("program.emit()")
    assert joined < check < guard < emit
    # any error diagnostic stops the compile (exit 2): a real type-check, not transpile-only
    assert "d.category === ts.DiagnosticCategory.Error)) fail(diagnostics)" in source


def _tsc_or_skip() -> None:
    try:
        typescript.toolchain()
    except ToolchainMissing as exc:
        pytest.skip(str(exc))


def _compile_and_run(
    program: Program, tmp_path: Path, stdin: str
) -> tuple[subprocess.CompletedProcess[str], subprocess.CompletedProcess[str] | None]:
    build, run = tmp_path / "build", tmp_path / "run"
    for name, content in program.files.items():
        (build / name).parent.mkdir(parents=True, exist_ok=True)
        (build / name).write_bytes(content)
    env = {**SANDBOX_ENV, "HOME": str(build), "TMPDIR": str(build)}
    compiled = subprocess.run(
        program.compile_argv, cwd=build, env=env, capture_output=True, text=True, timeout=120
    )
    if compiled.returncode != 0:
        return compiled, None
    for name in program.artefacts:  # only the artefacts reach the run's fresh folder
        (run / name).parent.mkdir(parents=True, exist_ok=True)
        (run / name).write_bytes((build / name).read_bytes())
    env = {**SANDBOX_ENV, "HOME": str(run), "TMPDIR": str(run)}
    ran = subprocess.run(
        program.run_argv, cwd=run, env=env, input=stdin, capture_output=True, text=True, timeout=10
    )
    return compiled, ran


@pytest.mark.slow  # five tsc compiles, ~1 s each on an idle 2-core machine
def test_real_compile_and_run(tmp_path: Path) -> None:
    _tsc_or_skip()
    nonce = secrets.token_hex(16)

    _, good = _compile_and_run(_program(), tmp_path / "good", nonce + "\n")
    assert good is not None and good.returncode == 0, good
    assert [line for line in good.stdout.splitlines() if line][-1] == nonce

    wrong_solution = SOLUTION.replace("return false;", "return true;")
    _, wrong = _compile_and_run(_program(wrong_solution), tmp_path / "wrong", nonce + "\n")
    assert wrong is not None and wrong.returncode != 0
    assert nonce not in wrong.stdout and "AssertionError" in wrong.stderr

    early_exit = SOLUTION + "process.exit(0);\n"  # status 0 before the tests
    _, early = _compile_and_run(_program(early_exit), tmp_path / "early", nonce + "\n")
    assert early is not None and early.returncode == 0 and nonce not in early.stdout

    # a type error is a compile error; so is a program that opens a comment the suite closes
    typed, none = _compile_and_run(
        _program(SOLUTION + "const n: number = 'x';\n"), tmp_path / "t", ""
    )
    assert typed.returncode != 0 and none is None and "TS2322" in typed.stderr
    swallow = "  return false;\n}\n/*"
    guarded, none = _compile_and_run(_program(swallow, "/* */" + TEST), tmp_path / "s", "")
    assert guarded.returncode != 0 and none is None
    assert "must parse without the test code" in guarded.stderr
