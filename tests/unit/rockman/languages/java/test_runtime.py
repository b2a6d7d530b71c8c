"""The Java that Rockman runs, as real source files (rockman/languages/java/), compiled on its own
with the real javac (`-Xlint:all`; warnings are shown, only errors fail).

- RockmanDriver.java (render_java.driver_source's static code) compiles alone: its stand-ins
  hold defaults that javac accepts (the entry class "Solution", a stub rockmanRun).
- RockmanEntry.java (java/toolchain.py's entry point) calls the suite's `Main.main`,
  so it is compiled together with the minimal companion the renderer always pairs it with: a
  Main.java declaring `public class Main` with a `main` (in a run, the program and the suite).

javac is the one rockman/languages/java/toolchain.py uses (the JDK of the first javac in the
sandbox's PATH, with the AppCDS archive of toolchains/ or ROCKMAN_TOOLCHAINS when there is one),
else the first javac on PATH."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

import rockman.languages
from rockman.languages import fill_stand_ins, source
from rockman.languages.base import ToolchainMissing
from rockman.languages.java import render as render_java
from rockman.languages.java import toolchain as java

pytestmark = pytest.mark.processes  # starts compilers, sandboxes, servers or workers

FOLDER = Path(rockman.languages.__file__).resolve().parent / "java"
FILES = sorted(path.name for path in FOLDER.glob("*.java"))
MAIN_COMPANION = "public class Main {\n    public static void main(String[] args) {}\n}\n"
COMPANIONS = {java.ENTRY: {"Main.java": MAIN_COMPANION}}


def _javac() -> list[str]:
    try:
        home = java.java_home()
    except ToolchainMissing as exc:
        found = shutil.which("javac")
        if found is None:
            pytest.skip(f"toolchain missing: javac ({exc})")
        return [found]
    return [java._tool(home, "javac"), *(f"-J{flag}" for flag in java._javac_jvm_flags())]


def test_the_folder_holds_the_files_the_renderers_load() -> None:
    assert {render_java.DRIVER_FILE, java.ENTRY} <= set(FILES)
    for name in FILES:
        assert source("java", name) == (FOLDER / name).read_text(encoding="utf-8")


@pytest.mark.parametrize("name", FILES)
def test_compiles_on_its_own(name: str, tmp_path: Path) -> None:
    javac = _javac()
    companions = COMPANIONS.get(name, {})
    for companion, text in companions.items():
        (tmp_path / companion).write_text(text, encoding="utf-8")
    argv = [*javac, "-Xlint:all", "-encoding", "UTF-8", "-proc:none", "-d", str(tmp_path / "out")]
    argv += [str(FOLDER / name), *(str(tmp_path / c) for c in companions)]
    done = subprocess.run(argv, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, f"javac {name} failed:\n{done.stdout}{done.stderr}"
    assert (tmp_path / "out" / f"{name.removesuffix('.java')}.class").is_file()


def test_stand_ins_are_all_filled_and_leave_no_marker() -> None:
    driver = fill_stand_ins(
        source("java", render_java.DRIVER_FILE), ENTRY='"X"', CODE="    // code\n"
    )
    assert 'Class.forName("X", true,' in driver and "    }\n\n    // code\n}\n\n/**" in driver
    assert "/*@" not in driver and "/*@" not in java.ENTRY_SOURCE
    assert java.ENTRY_SOURCE.count(f"{java.NONCE_HEX_CHARS}") == 3
    with pytest.raises(ValueError, match="stand-ins"):
        fill_stand_ins(source("java", render_java.DRIVER_FILE), ENTRY='"X"')
    with pytest.raises(ValueError, match="stand-ins"):
        fill_stand_ins(source("java", java.ENTRY), NONCE_HEX_CHARS="32", OTHER="")
