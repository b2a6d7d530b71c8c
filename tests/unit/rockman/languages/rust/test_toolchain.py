"""The Rust language module: how HumanEval-X's libtest tests become a nonce-printing program.

Text assembly is checked without a compiler; one host-side check compiles and runs a real task
(skipped only when the Rust toolchain is missing).
"""

from __future__ import annotations

import os
import re
import secrets
import shutil
import subprocess
from pathlib import Path

import pytest

from rockman.languages.base import Program, ToolchainMissing
from rockman.languages.rust import toolchain as rust
from rockman.v1 import common_pb2 as pb

pytestmark = pytest.mark.processes  # starts compilers, sandboxes, servers or workers

# HumanEval-X Rust/0: canary + declaration + prompt, canonical solution, test.
PROMPT = """// canary: rockman-test-canary
use std::{slice::Iter, cmp::{max, self}, mem::replace, collections::{HashSet, HashMap}, ops::Index, ascii::AsciiExt};
use rand::Rng;
use regex::Regex;
use md5;
use std::any::{Any, TypeId};

fn has_close_elements(numbers:Vec<f32>, threshold: f32) -> bool{

/*
 Check if in given list of numbers, are any two numbers closer to each other than
    given threshold.
*/
"""  # noqa: E501
SOLUTION = """
    for i in 0..numbers.len(){
        for j in 1..numbers.len(){
            if i != j {
                let distance:f32 = numbers[i] - numbers[j];
            if distance.abs() < threshold{
                return true;
            }
            }
        }
    }
    return false;
}
"""
TEST = """
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_has_close_elements() {
        assert_eq!(has_close_elements(vec![11.0, 2.0, 3.9, 4.0, 5.0, 2.2], 0.3), true);
        assert_eq!(has_close_elements(vec![1.0, 2.0, 3.9, 4.0, 5.0, 2.2], 0.05), false);
        assert_eq!(has_close_elements(vec![1.1, 2.2, 3.1, 4.1, 5.1], 0.5), false);
    }

}
"""
FAKE = rust._Rustc(
    rustc="/opt/rust/bin/rustc",
    linker="/usr/bin/cc",
    crate_args=("-L", "dependency=/opt/deps", "--extern", "rand=/opt/deps/librand-0.rlib"),
    readonly=("/opt/rust", "/opt/deps"),
    version="rustc 1.0.0",
)


@pytest.fixture
def fake_toolchain(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rust, "_setup", lambda: FAKE)


def driver_main(source: str) -> str:
    return source[source.rindex("\nfn main() {") :]


def test_module_identity() -> None:
    assert rust.LANGUAGE == pb.LANGUAGE_RUST
    assert rust.NAME == "rust"


def test_tests_become_plain_public_functions() -> None:
    code, paths = rust.rewrite_tests(TEST)
    assert paths == ["tests::test_has_close_elements"]
    assert "#[cfg(test)]" not in code and "#[test]" not in code
    assert "pub mod tests {" in code and "pub fn test_has_close_elements()" in code
    assert "use super::*;" in code


def test_paths_follow_modules_and_ignore_literals_and_comments() -> None:
    code = """
#[test]
fn top() { let s = "}{ #[test] fn fake() {"; let c = '{'; }
// #[test] fn commented() {}
/* #[test] fn blocked() {} */
#[cfg(test)]
mod outer {
    fn helper() -> &'static str { r#"}"# }
    #[test]
    #[allow(unused)]
    fn first() {}
    mod inner {
        #[test] pub(crate) fn second() { if true { } }
    }
    #[test]
    fn third() {}
}
"""
    rewritten, paths = rust.rewrite_tests(code)
    assert paths == ["top", "outer::first", "outer::inner::second", "outer::third"]
    assert '"}{ #[test] fn fake() {"' in rewritten
    assert "// #[test] fn commented() {}" in rewritten
    assert "#[allow(unused)]\npub fn first()" in rewritten
    assert "pub mod inner {" in rewritten


def test_unsupported_test_attributes_are_refused() -> None:
    with pytest.raises(ValueError, match="should_panic"):
        rust.rewrite_tests("mod tests {\n #[test]\n #[should_panic]\n fn t() { panic!() }\n}")


def test_the_solutions_main_is_renamed_outside_literals() -> None:
    text = 'fn main() {}\npub fn main_helper() {}\n// fn main() in a comment\nlet s = "fn main(";'
    renamed = rust.rename_main(text)
    assert renamed.startswith(f"fn {rust.SOLUTION_MAIN}() {{}}")
    assert "pub fn main_helper()" in renamed
    assert "// fn main() in a comment" in renamed and '"fn main("' in renamed


def test_the_driver_reads_the_nonce_before_any_test_and_prints_it_last() -> None:
    source = rust.wrap(PROMPT + SOLUTION + "fn main(){}\n", TEST)
    assert source.startswith(PROMPT)  # the program is kept as it is (canary first)
    assert len(re.findall(r"\bfn\s+main\s*\(", source)) == 1  # ours only
    main = driver_main(source)
    read = main.index("::std::io::Stdin::read_line(&::std::io::stdin()")
    call = main.index("tests::test_has_close_elements()")
    printed = main.index("write_all(&mut rockman_out")
    assert read < call < printed
    assert main.count("::std::process::exit(1)") == 2  # a failed test, a failed write


def test_no_test_function_still_needs_the_nonce() -> None:
    main = driver_main(rust.wrap(PROMPT + SOLUTION, "/*\n#[test]\nfn t() {}\n*/\n"))
    assert "rockman_passed(" not in main and "read_line" in main


def test_program_shape_and_no_nonce_anywhere(fake_toolchain: None) -> None:
    program = rust.script_program(PROMPT + SOLUTION, TEST)
    assert set(program.files) == {"main.rs"}
    assert program.compile_argv[0] == FAKE.rustc and ".cargo" not in program.compile_argv[0]
    assert program.compile_argv[-3:] == ("-o", "main", "main.rs")
    assert "-D" not in program.compile_argv and "--test" not in program.compile_argv
    assert program.artefacts == ("main",) == program.executables
    assert program.run_argv == ("./main",)
    assert program.shape.compile_pids >= 24
    blob = " ".join([*program.compile_argv, *program.run_argv, *program.env.values()])
    blob += program.files["main.rs"].decode()
    assert not re.search(r"[0-9a-f]{32}", blob)  # the nonce exists only at run time, on stdin
    toolchain = rust.toolchain()
    assert toolchain.readonly_paths == FAKE.readonly
    assert toolchain.flags == " ".join(program.compile_argv[1:-3])


# -- one real compile and run on the host ---------------------------------------------------------


@pytest.fixture(scope="module")
def host_toolchain() -> None:
    try:
        rust.toolchain()
    except ToolchainMissing as exc:
        pytest.skip(str(exc))


def compile_and_run(program: Program, tmp: Path) -> subprocess.CompletedProcess[str]:
    """Compile in one folder, keep only the artefacts, run in a fresh one; nonce on stdin."""
    env = {"HOME": str(tmp), "TMPDIR": str(tmp), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"}
    build, run = tmp / "build", tmp / "run"
    build.mkdir()
    run.mkdir()
    for name, content in program.files.items():
        (build / name).write_bytes(content)
    subprocess.run(program.compile_argv, cwd=build, env=env, check=True, timeout=120)
    for name in program.artefacts:
        shutil.copy(build / name, run / name)
    for name in program.executables:
        os.chmod(run / name, 0o755)
    shutil.rmtree(build)
    return subprocess.run(
        program.run_argv,
        cwd=run,
        env=env,
        input=NONCE + "\n",
        capture_output=True,
        text=True,
        timeout=10,
        check=False,
    )


NONCE = secrets.token_hex(16)


@pytest.mark.parametrize(
    ("solution", "passes"),
    [
        # canonical, with a main of its own that would exit before the tests if it ran
        (SOLUTION + "fn main() { std::process::exit(0); }\n", True),
        (SOLUTION.replace("return false;", "return true;"), False),  # a wrong return value
        ("    std::process::exit(0);\n" + SOLUTION, False),  # exits 0 before the tests end
    ],
    ids=["canonical", "wrong", "exit0"],
)
def test_compile_and_run_on_the_host(
    host_toolchain: None, tmp_path: Path, solution: str, passes: bool
) -> None:
    result = compile_and_run(rust.script_program(PROMPT + solution, TEST), tmp_path)
    lines = [line for line in result.stdout.splitlines() if line]
    if passes:
        assert result.returncode == 0 and lines[-1:] == [NONCE], result.stderr
    else:
        assert NONCE not in result.stdout
    if solution.startswith("    std::process::exit(0)"):
        assert result.returncode == 0
    elif not passes:
        assert result.returncode != 0 and "assertion `left == right` failed" in result.stderr
