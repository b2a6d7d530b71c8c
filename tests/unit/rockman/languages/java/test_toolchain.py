"""The Java language module: text assembly without a JDK, and one real javac + java check."""

from __future__ import annotations

import re
import secrets
import shutil
import subprocess
from pathlib import Path

import pytest

from rockman.languages.base import Program, ToolchainMissing
from rockman.languages.java import toolchain as java
from rockman.v1 import common_pb2 as pb

pytestmark = pytest.mark.processes  # starts compilers, sandboxes, servers or workers

FAKE_HOME = "/opt/fake-jdk"

# HumanEval-X Java/0 (docstring and two cases cut), as Rockman stores it: a canary line + the
# prompt (+ the completion), and the suite.
PROMPT = """\
// canary: rockman-test
import java.util.*;
import java.lang.*;

class Solution {
    public boolean hasCloseElements(List<Double> numbers, double threshold) {
"""
CANONICAL = """\
        for (int i = 0; i < numbers.size(); i++) {
            for (int j = i + 1; j < numbers.size(); j++) {
                double distance = Math.abs(numbers.get(i) - numbers.get(j));
                if (distance < threshold) return true;
            }
        }
        return false;
    }
}
"""
TEST = """\
public class Main {
    public static void main(String[] args) {
        Solution s = new Solution();
        List<Boolean> correct = Arrays.asList(
                s.hasCloseElements(Arrays.asList(11.0, 2.0, 3.9, 4.0, 5.0, 2.2), 0.3),
                !s.hasCloseElements(Arrays.asList(1.0, 2.0, 3.9, 4.0, 5.0, 2.2), 0.05),
                s.hasCloseElements(Arrays.asList(1.0, 2.0, 5.9, 4.0, 5.0), 0.95),
                !s.hasCloseElements(Arrays.asList(1.0, 2.0, 5.9, 4.0, 5.0), 0.8)
        );
        if (correct.contains(false)) {
            throw new AssertionError();
        }
    }
}
"""
OWN_MAIN = "    public static void main(String[] args) { System.exit(0); }\n"
EXIT_FIRST = "class Solution {\n    static { System.exit(0); }\n"


@pytest.fixture
def fake_jdk(monkeypatch: pytest.MonkeyPatch) -> str:
    """Text assembly needs only the JDK's location, not a JDK."""
    monkeypatch.setattr(java, "java_home", lambda: FAKE_HOME)
    return FAKE_HOME


def build(program_text: str = PROMPT + CANONICAL, test: str = TEST) -> Program:
    return java.script_program(program_text, test)


def test_identity() -> None:
    assert java.LANGUAGE == pb.LANGUAGE_JAVA
    assert java.NAME == "java"


def test_main_java_is_program_then_suite_unchanged(fake_jdk: str) -> None:
    program = build(PROMPT + CANONICAL.rstrip("\n"), TEST)
    source = program.files[java.SOURCE].decode()
    assert source == PROMPT + CANONICAL + TEST  # line numbers of diagnostics stay the texts'
    assert set(program.files) == {java.SOURCE, java.ENTRY}


def test_entry_reads_the_nonce_before_the_suite_and_prints_it_only_after() -> None:
    entry = java.ENTRY_SOURCE
    read = entry.index("String nonce = readNonce();")
    suite = entry.index("Main.main(new String[0]);")
    failed = entry.index("catch (Throwable failure)")
    written = entry.index("new FileOutputStream(FileDescriptor.out).write(line)")
    assert entry.index("private static String readNonce()") < read < suite < failed < written
    assert "FileInputStream(FileDescriptor.in)" in entry  # unbuffered: takes only the line
    assert entry.count("halt(1)") == 1 and entry.index("halt(1)") < written  # a throw: no nonce
    assert entry.rstrip().endswith("}") and "halt(0);" in entry[written:]
    assert "System.in." not in entry and "System.in)" not in entry


def test_the_nonce_appears_in_no_file_argv_or_env(fake_jdk: str) -> None:
    program = build()
    texts = [*(c.decode() for c in program.files.values()), *program.compile_argv]
    texts += [*program.run_argv, *program.env.values()]
    assert not any(re.search(r"[0-9a-fA-F]{32}", text) for text in texts)


def test_the_solutions_own_main_is_never_the_entry(fake_jdk: str) -> None:
    text = PROMPT + CANONICAL.replace("    }\n}\n", "    }\n" + OWN_MAIN + "}\n")
    program = build(text)
    assert OWN_MAIN in program.files[java.SOURCE].decode()
    assert program.run_argv[-3:] == ("-cp", java.CLASSES, java.ENTRY_CLASS)
    assert "Main.main(" in java.ENTRY_SOURCE and "Solution" not in java.ENTRY_SOURCE


def test_commands_use_absolute_paths_and_one_artefact(fake_jdk: str) -> None:
    program = build()
    assert program.compile_argv[:2] == ("/bin/sh", "-c")
    command = program.compile_argv[2]
    assert command.startswith(f"{fake_jdk}/bin/javac ") and "&&" not in command  # no jar step
    assert f"-d {java.CLASSES} {java.SOURCE} {java.ENTRY}" in command
    assert program.artefacts == (java.CLASSES,)
    assert program.run_argv[0] == f"{fake_jdk}/bin/java"
    assert "-Xmx192m" in program.run_argv and "-XX:ActiveProcessorCount=1" in program.run_argv
    assert program.shape.run_pids >= 16 and program.shape.compile_pids >= 16


@pytest.fixture(scope="module")
def jdk() -> str:
    try:
        java.toolchain()
    except ToolchainMissing as exc:
        pytest.skip(f"no JDK: {exc}")
    return java.java_home()


def compile_and_run(
    tmp_path: Path, program_text: str, stdin: str
) -> subprocess.CompletedProcess[str]:
    """As the executor does it: compile in one folder, run in a fresh one holding only the
    artefacts, with the sandbox's environment."""
    program = build(program_text)
    work, run = tmp_path / "compile", tmp_path / "run"
    work.mkdir(parents=True)
    run.mkdir(parents=True)
    for name, content in program.files.items():
        (work / name).write_bytes(content)

    def env(home: Path) -> dict[str, str]:
        fixed = {"PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC"}
        return {**fixed, "HOME": str(home), "TMPDIR": str(home), **program.env}

    built = subprocess.run(
        program.compile_argv, cwd=work, env=env(work), capture_output=True, text=True, timeout=120
    )
    assert built.returncode == 0, built.stderr
    for name in program.artefacts:
        shutil.copytree(work / name, run / name)
    return subprocess.run(
        program.run_argv, cwd=run, env=env(run), input=stdin, capture_output=True, text=True,
        timeout=60,
    )  # fmt: skip


def test_real_javac_and_java(jdk: str, tmp_path: Path) -> None:
    nonce = secrets.token_hex(16)
    good = compile_and_run(tmp_path / "good", PROMPT + CANONICAL, nonce + "\n")
    assert good.returncode == 0, good.stderr
    assert good.stdout.splitlines()[-1] == nonce

    mutant = PROMPT + CANONICAL.replace("return true;", "return false;")
    wrong = compile_and_run(tmp_path / "wrong", mutant, nonce + "\n")
    assert wrong.returncode != 0 and nonce not in wrong.stdout
    assert "AssertionError" in wrong.stderr

    early = PROMPT.replace("class Solution {\n", EXIT_FIRST) + CANONICAL
    exited = compile_and_run(tmp_path / "exit", early, nonce + "\n")
    assert nonce not in exited.stdout

    no_nonce = compile_and_run(tmp_path / "bad", PROMPT + CANONICAL, "not-a-nonce\n")
    assert no_nonce.returncode == 2 and no_nonce.stdout == ""
