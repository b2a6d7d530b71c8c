"""The Rust source files Rockman runs (rockman/languages/rust/), checked by the real rustc.

Every `.rs` file there compiles on its own: as a binary crate (each holds a `fn main`, which a
library crate would report as dead code), type-checked only (`--emit=metadata`, fast), with
warnings denied, stricter than the executor's compile (`-A warnings`,
rockman/languages/rust/toolchain.py FLAGS). What lets them compile alone is their stand-in code,
the blocks `/*@CASES*/` and `/*@CALLS*/` (rockman.languages.fill_stand_ins), which the Python
fills with generated code; so
the programs as assembled are compiled the same way too: the data-driven driver
(render_rust.driver_source) after a minimal solution of a function and of a class interface, and
the test driver (rust.wrap) after a program with one test.

rustc is the executor's own (rust._setup: the toolchain's real rustc); without it the tests skip
("toolchain missing: ..."), which CI counts as a failure.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from rockman import typesyntax
from rockman.languages.base import ToolchainMissing
from rockman.languages.rust import toolchain as rust
from rockman.v1 import common_pb2 as pb

pytestmark = pytest.mark.processes  # starts compilers, sandboxes, servers or workers

FOLDER = Path(__file__).resolve().parents[5] / "rockman" / "languages" / "rust"
FILES = sorted(FOLDER.glob("*.rs"))
CHECK = ("--edition", "2021", "--crate-type", "bin", "--emit=metadata", "-D", "warnings")


def t(text: str) -> pb.TypeRef:
    return typesyntax.parse(text)


FUNCTION = pb.Interface(
    function=pb.FunctionSignature(
        name="total", params=[pb.Parameter(name="xs", type=t("list[int]"))], returns=t("int")
    )
)
FUNCTION_SOLUTION = "fn total(xs: Vec<i64>) -> i64 {\n    xs.iter().sum()\n}\n"
CLASS = pb.Interface(
    class_interface=pb.ClassInterface(
        name="Counter",
        constructor_params=[pb.Parameter(name="start", type=t("int"))],
        methods=[
            pb.FunctionSignature(
                name="add", params=[pb.Parameter(name="k", type=t("int"))], returns=t("int")
            ),
            pb.FunctionSignature(name="reset", returns=t("none")),
        ],
    )
)
CLASS_SOLUTION = """struct Counter {
    n: i64,
}

impl Counter {
    fn new(start: i64) -> Self {
        Counter { n: start }
    }

    fn add(&mut self, k: i64) -> i64 {
        self.n += k;
        self.n
    }

    fn reset(&mut self) {
        self.n = 0;
    }
}
"""
PROGRAM = "fn add(a: i64, b: i64) -> i64 {\n    a + b\n}\n"
TEST = """#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_add() {
        assert_eq!(add(1, 2), 3);
    }
}
"""


@pytest.fixture(scope="module")
def rustc() -> str:
    try:
        return rust._setup().rustc
    except ToolchainMissing as exc:
        pytest.skip(f"toolchain missing: {exc}")


def _check(rustc: str, source: Path) -> None:
    output = source.with_suffix(".rmeta")
    argv = [rustc, *CHECK, "-o", str(output), str(source)]
    done = subprocess.run(argv, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, f"{' '.join(argv)}\n{done.stderr}"


def test_the_folder_holds_the_rust_sources() -> None:
    assert {f.name for f in FILES} >= {"driver_runtime.rs", "test_driver.rs"}


@pytest.mark.parametrize("source", FILES, ids=lambda f: f.name)
def test_each_file_compiles_on_its_own(rustc: str, tmp_path: Path, source: Path) -> None:
    copy = tmp_path / source.name  # the .rmeta goes to tmp_path, next to the copy
    copy.write_bytes(source.read_bytes())
    _check(rustc, copy)


@pytest.mark.parametrize(
    ("interface", "solution"),
    [(FUNCTION, FUNCTION_SOLUTION), (CLASS, CLASS_SOLUTION)],
    ids=["function", "class"],
)
def test_the_driver_compiles_after_a_solution(
    rustc: str, tmp_path: Path, interface: pb.Interface, solution: str
) -> None:
    """driver_runtime.rs with its stand-in replaced by the generated cases (main.rs as the
    executor writes it: rust.driver_source_file)."""
    text = rust.driver_source_file(solution, interface)
    assert "/*@" not in text and "stand-in" not in text
    (tmp_path / "main.rs").write_text(text)
    _check(rustc, tmp_path / "main.rs")


def test_the_test_driver_compiles_after_a_program_and_its_test(rustc: str, tmp_path: Path) -> None:
    """test_driver.rs with its stand-in replaced by the test's call (main.rs as rust.wrap
    writes it)."""
    text = rust.wrap(PROGRAM, TEST)
    assert "/*@" not in text and "stand-in" not in text
    assert "rockman_passed(tests::test_add())" in text
    (tmp_path / "main.rs").write_text(text)
    _check(rustc, tmp_path / "main.rs")
