"""The code Rockman runs for TypeScript, as real files (rockman/languages/typescript/, issue
22): the compile steps are JavaScript run by node (rockman_tsc.js, rockman_tsc_driver.js), so
node parses each on its own (`node --check`); the texts the Python module holds are the files'
texts. (The TypeScript driver, the JavaScript driver plus `export {};`, is type-checked by tsc
in tests/unit/rockman/languages/typescript/test_render.py.)"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from rockman.languages.typescript import toolchain as typescript

pytestmark = pytest.mark.processes  # starts compilers, sandboxes, servers or workers

TS_DIR = Path(__file__).resolve().parents[5] / "rockman" / "languages" / "typescript"
FILES = sorted(p.name for p in TS_DIR.iterdir() if p.suffix == ".js")


def test_the_folder_holds_the_moved_code() -> None:
    assert {"tsc_compile.js", "tsc_compile_driver.js"} <= set(FILES)
    assert not [p.name for p in TS_DIR.iterdir() if p.suffix == ".ts"]  # else: check with tsc


@pytest.mark.parametrize("name", FILES)
def test_file_parses_on_its_own(node: str, name: str) -> None:
    argv = [node, "--check", str(TS_DIR / name)]
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, f"{' '.join(argv)} failed:\n{proc.stderr[-4000:]}"


def test_the_python_module_holds_the_files_texts() -> None:
    compiler = (TS_DIR / "tsc_compile.js").read_text(encoding="utf-8")
    assert compiler == typescript.COMPILER_SOURCE
    driver_compiler = (TS_DIR / "tsc_compile_driver.js").read_text(encoding="utf-8")
    assert driver_compiler == typescript.DRIVER_COMPILER_SOURCE
