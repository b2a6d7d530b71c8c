"""The JavaScript module: text assembly (no node), and real runs when node is here."""

from __future__ import annotations

import re
import secrets
import subprocess
from pathlib import Path

import pytest

from rockman.languages.base import Program, ToolchainMissing
from rockman.languages.javascript import toolchain as javascript
from rockman.v1 import common_pb2 as pb

pytestmark = pytest.mark.processes  # starts compilers, sandboxes, servers or workers

# HumanEval-X JavaScript/0, as Rockman stores it: canary line + prompt, then the solution.
PROMPT = """// canary: rockman unit test
/* Check if in given list of numbers, are any two numbers closer to each other than
  given threshold.
  */
const hasCloseElements = (numbers, threshold) => {
"""
SOLUTION = """  for (let i = 0; i < numbers.length; i++) {
    for (let j = 0; j < numbers.length; j++) {
      if (i != j) {
        let distance = Math.abs(numbers[i] - numbers[j]);
        if (distance < threshold) {
          return true;
        }
      }
    }
  }
  return false;
}
"""
TEST = """const testHasCloseElements = () => {
  console.assert(hasCloseElements([1.0, 2.0, 3.9, 4.0, 5.0, 2.2], 0.3) === true)
  console.assert(
    hasCloseElements([1.0, 2.0, 3.9, 4.0, 5.0, 2.2], 0.05) === false
  )
  console.assert(hasCloseElements([1.1, 2.2, 3.1, 4.1, 5.1], 1.0) === true)
  console.assert(hasCloseElements([1.1, 2.2, 3.1, 4.1, 5.1], 0.5) === false)
}

testHasCloseElements()
"""
HEX32 = re.compile(r"[0-9a-fA-F]{32}")
SANDBOX_ENV = {"PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC"}


def _program(solution: str = SOLUTION, test: str = TEST) -> Program:
    return javascript.script_program(PROMPT + solution, test)


@pytest.fixture
def fake_node(monkeypatch: pytest.MonkeyPatch) -> None:
    """Text checks run without node: the module's lookup answers a fixed path."""
    monkeypatch.setattr(javascript, "node", lambda: ("/usr/bin/node", "v20.0.0", ()))


def test_module_identity() -> None:
    assert javascript.LANGUAGE == pb.LANGUAGE_JAVASCRIPT
    assert javascript.NAME == "javascript"


@pytest.mark.usefixtures("fake_node")
def test_program_shape_and_no_nonce_anywhere() -> None:
    program = _program()
    assert program.files["solution.js"] == (PROMPT + SOLUTION).encode()  # untouched texts
    assert program.files["tests.js"] == TEST.encode()
    assert program.files["rockman_run.js"] == javascript.RUNNER_SOURCE.encode()
    assert b"js-md5" in program.files["node_modules/js-md5/index.js"]
    assert b'"type": "commonjs"' in program.files["package.json"]
    flags = javascript.NODE_FLAGS
    assert flags == ("--max-old-space-size=160",)
    assert program.compile_argv == ()  # no compile step: the run's parse is the check
    assert program.run_argv == (
        "/usr/bin/node", *flags, "rockman_run.js", "--run", "solution.js", "tests.js"
    )  # fmt: skip
    assert set(program.artefacts) == set(program.files)  # the sources are the artefacts
    for blob in program.files.values():
        assert not HEX32.search(blob.decode())
    assert not HEX32.search(" ".join(program.run_argv))
    assert not program.env
    assert not program.executables


def test_runner_reads_the_nonce_first_and_prints_it_last() -> None:
    runner = javascript.RUNNER_SOURCE
    read = runner.index("const nonce = readNonce();")
    parse = runner.index("new vm.Script(")
    lock = runner.index("Object.defineProperty(console, 'assert'")
    run = runner.index("for (const script of scripts) apply(runInThisContext, script, []);")
    printed = runner.index("write(1, `\\n${nonce}\\n`);")
    assert read < parse < lock < run < printed
    assert printed > runner.rindex("exit(")  # nothing after the tests can skip or fake it
    # byte by byte up to the newline: a stdin held open after the line cannot block it
    assert "readSync(0, byte, 0, 1, null)" in runner and "byte[0] === 10" in runner
    # the captured primitives are taken before anything of the program runs
    assert runner.index("const writeSync = fs.writeSync;") < run
    # console and console.assert cannot be replaced or shadowed
    assert "writable: false, configurable: false" in runner
    assert runner.index("Object.defineProperty(globalThis, 'console'") < run


def _node_or_skip() -> None:
    try:
        javascript.toolchain()
    except ToolchainMissing as exc:
        pytest.skip(str(exc))


def _run(program: Program, tmp_path: Path, stdin: str) -> subprocess.CompletedProcess[str]:
    """The run as the executor does it: only the artefacts, in a fresh folder."""
    assert not program.compile_argv
    for name in program.artefacts:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes(program.files[name])
    env = {**SANDBOX_ENV, "HOME": str(tmp_path), "TMPDIR": str(tmp_path)}
    return subprocess.run(
        program.run_argv, cwd=tmp_path, env=env, input=stdin, capture_output=True, text=True,
        timeout=10,
    )  # fmt: skip


def test_real_run(tmp_path: Path) -> None:
    _node_or_skip()
    nonce = secrets.token_hex(16)

    good = _run(_program(), tmp_path / "good", nonce + "\n")
    assert good.returncode == 0, good
    assert [line for line in good.stdout.splitlines() if line][-1] == nonce

    wrong = _run(
        _program(SOLUTION.replace("return false;", "return true;")), tmp_path / "wrong", nonce
    )
    assert wrong.returncode not in (0, javascript.PARSE_ERROR_EXIT)
    assert nonce not in wrong.stdout and "Assertion failed" in wrong.stderr

    early_exit = SOLUTION + "process.exit(0)\n"  # status 0 before the tests
    early = _run(_program(early_exit), tmp_path / "early", nonce + "\n")
    assert early.returncode == 0 and nonce not in early.stdout

    # a program cannot disarm console.assert, nor make the suite a comment
    disarm = "return false }\nconsole.assert = () => {}\n"
    disarmed = _run(_program(disarm), tmp_path / "disarm", nonce + "\n")
    assert disarmed.returncode != 0 and nonce not in disarmed.stdout
    shadow = "return false }\nconst console = { assert() {} }\n"
    shadowed = _run(_program(shadow), tmp_path / "shadow", nonce + "\n")
    assert shadowed.returncode != 0 and nonce not in shadowed.stdout
    swallowed = _run(_program("return false }\n/*"), tmp_path / "swallow", nonce + "\n")
    # a syntax error: the parse's report, the nonce marker and status 65, nothing run
    assert swallowed.returncode == javascript.PARSE_ERROR_EXIT
    assert swallowed.stdout == f"\n{nonce} compile error\n"
    assert "SyntaxError: Invalid or unexpected token" in swallowed.stderr, swallowed.stderr

    # one line on a stdin that stays open: the runner must not wait for EOF
    program = _program()
    folder = tmp_path / "open"
    folder.mkdir()
    for name in program.artefacts:
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(program.files[name])
    with subprocess.Popen(
        program.run_argv, cwd=folder, env=SANDBOX_ENV, stdin=subprocess.PIPE,
        stdout=subprocess.PIPE, text=True,
    ) as proc:  # fmt: skip
        assert proc.stdin is not None and proc.stdout is not None
        proc.stdin.write(nonce + "\n")
        proc.stdin.flush()
        try:
            assert proc.wait(timeout=10) == 0
        finally:
            proc.kill()
            proc.stdin.close()
        assert proc.stdout.read().split() == [nonce]
