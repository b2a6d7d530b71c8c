"""The C++ module: text assembly (no compiler), and one real compile + run when g++ is here."""

from __future__ import annotations

import re
import secrets
import shutil
import subprocess
from pathlib import Path

import pytest

from rockman.languages.base import Program, ToolchainMissing
from rockman.languages.cpp import toolchain as cpp
from rockman.v1 import common_pb2 as pb
from tests.helpers import cpp_fallback_command

pytestmark = pytest.mark.processes  # starts compilers, sandboxes, servers or workers

# HumanEval-X CPP/0, as Rockman stores it: canary line + prompt, then the canonical solution.
PROMPT = """// canary: rockman unit test
/*
Check if in given vector of numbers, are any two numbers closer to each other than
given threshold.
*/
#include<stdio.h>
#include<vector>
#include<math.h>
using namespace std;
bool has_close_elements(vector<float> numbers, float threshold){
"""
SOLUTION = """    int i,j;
    for (i=0;i<numbers.size();i++)
    for (j=i+1;j<numbers.size();j++)
    if (abs(numbers[i]-numbers[j])<threshold)
    return true;

    return false;
}
"""
TEST = """#undef NDEBUG
#include<assert.h>
int main(){
    vector<float> a={1.0, 2.0, 3.9, 4.0, 5.0, 2.2};
    assert (has_close_elements(a, 0.3)==true);
    assert (has_close_elements(a, 0.05) == false);
    assert (has_close_elements({1.1, 2.2, 3.1, 4.1, 5.1}, 1.0) == true);
    assert (has_close_elements({1.1, 2.2, 3.1, 4.1, 5.1}, 0.5) == false);
}
"""
HEX32 = re.compile(r"[0-9a-fA-F]{32}")


def _program(solution: str = SOLUTION) -> Program:
    return cpp.script_program(PROMPT + solution, TEST)


def test_module_identity() -> None:
    assert cpp.LANGUAGE == pb.LANGUAGE_CPP
    assert cpp.NAME == "cpp"


def test_wrapped_source_renames_both_mains_around_the_texts() -> None:
    source = cpp.wrap(PROMPT + SOLUTION, TEST)
    program_at = source.index(PROMPT)
    test_at = source.index(TEST)
    # the program's own main becomes a function nothing calls
    assert source.index("#define main rockman_program_main_") < program_at
    # the suite's `int main()` becomes `void rockman_test_main_()` (an int function flowing off
    # its end is undefined behaviour), defined only around the suite
    define = "#define main(...) rockman_test_main_decl_(); void rockman_test_main_(__VA_ARGS__)"
    assert program_at < source.index("#undef main") < source.index(define) < test_at
    assert source.rindex("#undef main") > test_at + len(TEST) - 1
    assert source.index('#line 1 "program.cpp"') < program_at
    assert source.index('#line 1 "test.cpp"') < test_at
    assert "#define NDEBUG" not in source


def test_texts_without_a_final_newline_stay_apart() -> None:
    source = cpp.wrap("int f(){return 1;}", "int main(){}")
    assert "int f(){return 1;}\n#undef main\n" in source
    assert "int main(){}\n#undef main\n" in source


def test_entry_reads_the_nonce_before_any_test_code_and_prints_it_last() -> None:
    entry = cpp.ENTRY_SOURCE
    assert "__attribute__((constructor(101))) void read_nonce()" in entry
    body = entry[entry.index("int main() {") :]
    assert body.index("if (!nonce_ok)") < body.index("rockman_test_main_();")
    assert body.index("rockman_test_main_();") < body.index("write(1, nonce")
    assert body.index("rockman_flush_cout_();") < body.index("write(1, nonce")


def test_program_shape_and_no_nonce_anywhere() -> None:
    program = _program()
    assert set(program.files) == {"main.cpp", "rockman_main.cpp"}
    assert program.files["rockman_main.cpp"] == cpp.ENTRY_SOURCE.encode()
    argv = cpp_fallback_command(program.compile_argv)
    assert Path(argv[0]).is_absolute() and argv[0].endswith("g++")
    assert argv[1:3] == ("-std=c++17", "-O2")
    assert argv.index("-lcrypto") > argv.index("rockman_main.cpp") > argv.index("main.cpp")
    assert not any(a.startswith("-DNDEBUG") for a in argv)
    assert program.artefacts == ("main",) == program.executables
    assert program.run_argv == ("./main",)
    for blob in [*program.files.values(), *map(str.encode, argv + program.run_argv)]:
        assert not HEX32.search(blob.decode())
    assert not program.env


def _compile_and_run(
    program: Program, tmp_path: Path, stdin: str
) -> subprocess.CompletedProcess[str]:
    build, run = tmp_path / "build", tmp_path / "run"
    build.mkdir(parents=True)
    run.mkdir(parents=True)
    for name, content in program.files.items():
        (build / name).write_bytes(content)
    subprocess.run(program.compile_argv, cwd=build, check=True, capture_output=True, timeout=120)
    for name in program.artefacts:  # only the artefacts reach the run's fresh folder
        shutil.copy(build / name, run / name)
        (run / name).chmod(0o755)
    return subprocess.run(
        program.run_argv, cwd=run, input=stdin, capture_output=True, text=True, timeout=10
    )


@pytest.fixture
def gxx() -> None:
    try:
        cpp.toolchain()
    except ToolchainMissing as exc:
        pytest.skip(str(exc))


@pytest.mark.usefixtures("gxx")
def test_real_compile_and_run(tmp_path: Path) -> None:
    nonce = secrets.token_hex(16)
    good = _compile_and_run(_program(), tmp_path / "good", nonce + "\n")
    assert good.returncode == 0, good.stderr
    assert [line for line in good.stdout.splitlines() if line][-1] == nonce

    wrong = _compile_and_run(
        _program(SOLUTION.replace("return false;", "return true;")),
        tmp_path / "wrong",
        nonce + "\n",
    )
    assert wrong.returncode != 0
    assert nonce not in wrong.stdout
    assert "Assertion" in wrong.stderr

    # exits with status 0 before the tests (a static initialiser runs before main)
    quit_early = SOLUTION + "struct Quit { Quit() { exit(0); } } quit;\n"
    early = _compile_and_run(_program(quit_early), tmp_path / "early", nonce + "\n")
    assert early.returncode == 0
    assert nonce not in early.stdout

    no_nonce = subprocess.run(
        ["./main"], cwd=tmp_path / "good" / "run", input="", capture_output=True, timeout=10
    )
    assert no_nonce.returncode != 0 and not no_nonce.stdout
