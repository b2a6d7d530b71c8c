"""The C++ Rockman runs, as real files (rockman/languages/cpp/, issue 22), checked by the real
toolchain: every file compiles on its own with every warning an error, the texts the Python
modules hold are the files' texts, and the driver and the script wrapper built from them still
compile, link and run (with the executor's flags, cpp.CXXFLAGS).

g++ is the executor's own (cpp._find: the sandbox's PATH), else the one on PATH; without either
the tests skip ("toolchain missing: ..."), which CI counts as a failure."""

from __future__ import annotations

import json
import secrets
import shutil
import subprocess
from pathlib import Path

import pytest

from rockman.languages.base import ToolchainMissing
from rockman.languages.cpp import render as render_cpp
from rockman.languages.cpp import toolchain as cpp
from rockman.v1 import common_pb2 as pb

pytestmark = pytest.mark.processes  # starts compilers, sandboxes, servers or workers

CPP_DIR = Path(__file__).resolve().parents[5] / "rockman" / "languages" / "cpp"
FILES = sorted(p.name for p in CPP_DIR.iterdir() if p.suffix in (".cpp", ".hpp"))
STRICT = ("-std=c++17", "-fsyntax-only", "-Wall", "-Wextra", "-Werror")


@pytest.fixture(scope="module")
def gxx() -> str:
    """g++ as the executor finds it (the sandbox's PATH), else on PATH."""
    try:
        return cpp._find("g++")
    except ToolchainMissing as exc:
        found = shutil.which("g++")
        if found is None:
            pytest.skip(f"toolchain missing: {exc}")
        return found


def _run(argv: list[str], cwd: Path | None = None) -> None:
    proc = subprocess.run(argv, cwd=cwd, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, f"{' '.join(argv)} failed:\n{proc.stderr[-4000:]}"


def test_the_folder_holds_the_moved_code() -> None:
    assert {"json_library.hpp", "rockman_io.cpp", "rockman_main.cpp"} <= set(FILES)


@pytest.mark.parametrize("name", FILES)
def test_file_compiles_on_its_own(gxx: str, name: str) -> None:
    language = ("-x", "c++") if name.endswith(".hpp") else ()
    _run([gxx, *STRICT, *language, str(CPP_DIR / name)])


@pytest.mark.parametrize("name", FILES)
def test_file_opens_with_a_note_naming_its_loader(name: str) -> None:
    text = (CPP_DIR / name).read_text(encoding="utf-8")
    head = text.split("\n\n", 1)[0]
    assert text.startswith("// ")
    assert "languages/cpp/render.py" in head or "languages/cpp/toolchain.py" in head


def test_the_python_modules_hold_the_files_texts() -> None:
    assert (CPP_DIR / "rockman_io.cpp").read_text(encoding="utf-8") == render_cpp.IO_SOURCE
    assert (CPP_DIR / "rockman_main.cpp").read_text(encoding="utf-8") == cpp.ENTRY_SOURCE
    library = (CPP_DIR / "json_library.hpp").read_text(encoding="utf-8")
    note, rest = library.split("\n\n", 1)
    assert rest == render_cpp._LIBRARY and rest.startswith("#include <")
    assert all(line.startswith("//") for line in note.splitlines())
    assert note not in render_cpp.driver_source(_add_interface())


def test_the_note_is_required() -> None:
    with pytest.raises(ValueError, match="note"):
        render_cpp._without_note("#include <map>\n", "x.hpp")


def test_the_entry_unit_names_what_the_wrapper_defines() -> None:
    """rockman_main.cpp spells out TEST_MAIN and FLUSH_COUT (the wrapper's names)."""
    entry = cpp.ENTRY_SOURCE
    for name in (cpp.TEST_MAIN, cpp.FLUSH_COUT):
        assert f"\nvoid {name}();\n" in entry and f"\n    {name}();\n" in entry
        assert name in cpp.wrap("", "int main() {}")


def _add_interface() -> pb.Interface:
    int_type = pb.TypeRef(kind=pb.TYPE_KIND_INT)
    return pb.Interface(
        function=pb.FunctionSignature(
            name="addOne", params=[pb.Parameter(name="a", type=int_type)], returns=int_type
        )
    )


def test_the_driver_built_from_the_files_runs(gxx: str, tmp_path: Path) -> None:
    solution = "long long add_one(long long a) { return a + 1; }\n"
    (tmp_path / cpp.DRIVER_SOLUTION).write_text(solution)
    (tmp_path / cpp.DRIVER_SOURCE).write_text(render_cpp.driver_source(_add_interface()))
    (tmp_path / cpp.DRIVER_IO).write_text(render_cpp.IO_SOURCE)
    _run([gxx, *cpp.CXXFLAGS, "-o", "main", cpp.DRIVER_SOURCE, cpp.DRIVER_IO], tmp_path)
    nonce = secrets.token_hex(16)
    job = json.dumps({"nonce": nonce, "mode": "call", "cases": [[41]]}) + "\n"
    proc = subprocess.run(
        [str(tmp_path / "main")], input=job, capture_output=True, text=True, timeout=30
    )
    assert proc.returncode == 0, proc.stderr
    events = [
        json.loads(line.removeprefix(nonce + " "))
        for line in proc.stdout.splitlines()
        if line.startswith(nonce + " ")
    ]
    assert events[0] == {"event": "case", "i": 0, "value": 42}
    assert [e["event"] for e in events[1:]] == ["public_done", "done"]


def test_the_script_program_built_from_the_files_runs(gxx: str, tmp_path: Path) -> None:
    program = "int twice(int x) { return 2 * x; }\n"
    test = "#include <cassert>\nint main() { assert(twice(2) == 4); }\n"
    (tmp_path / cpp.SOURCE).write_text(cpp.wrap(program, test))
    (tmp_path / cpp.ENTRY).write_text(cpp.ENTRY_SOURCE)
    _run([gxx, *cpp.CXXFLAGS, "-o", "main", cpp.SOURCE, cpp.ENTRY], tmp_path)
    nonce = secrets.token_hex(16)
    proc = subprocess.run(
        [str(tmp_path / "main")], input=nonce + "\n", capture_output=True, text=True, timeout=30
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == f"\n{nonce}\n"
