"""C++ precompiled headers and prebuilt entry objects (languages/cpp.py), on the host: which
includes a program's PCH covers, that g++ really uses it, that nothing else becomes visible, and
that a missing, stale or unreadable PCH compiles exactly as the plain path does."""

from __future__ import annotations

import json
import os
import secrets
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from rockman.languages.base import Program, ToolchainMissing
from rockman.languages.cpp import toolchain as cpp
from rockman.v1 import common_pb2 as pb

pytestmark = pytest.mark.processes  # starts compilers, sandboxes, servers or workers

HEADERS = ("stdio.h", "vector")
PROMPT = """// canary: rockman pch test
/*
Sum of a vector.
*/
#include<stdio.h>
#include <vector>   // the elements
#include<algorithm>
using namespace std;
long long sum_all(vector<int> xs){
"""
SOLUTION = """    long long s = 0;
    for (int x : xs) s += x;
    sort(xs.begin(), xs.end());
    return s;
}
"""
TEST = """#undef NDEBUG
#include<assert.h>
int main(){
    assert (sum_all({1, 2, 3}) == 6);
    assert (sum_all({}) == 0);
}
"""


@pytest.fixture(scope="module")
def toolchains(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A toolchains folder of this module's own, holding the PCH of HEADERS (for script
    programs); ROCKMAN_TOOLCHAINS points at it for the module's tests."""
    try:
        cpp.toolchain()
    except ToolchainMissing as exc:
        pytest.skip(str(exc))
    root = tmp_path_factory.mktemp("toolchains")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("ROCKMAN_TOOLCHAINS", str(root))
        cpp.build_pch(cpp.PCH_PROGRAM_PRELUDE, HEADERS)
        yield root


def _files(program: Program, folder: Path) -> Path:
    folder.mkdir(parents=True)
    for name, content in program.files.items():
        (folder / name).write_bytes(content)
    return folder


def _compile(
    program: Program, folder: Path, extra: tuple[str, ...] = ()
) -> subprocess.CompletedProcess[str]:
    """The program's own compile command in a fresh folder (with `extra` after g++ itself)."""
    argv = program.compile_argv
    if extra:
        assert argv[0].endswith("g++")
        argv = (argv[0], *extra, *argv[1:])
    return subprocess.run(
        argv, cwd=_files(program, folder), capture_output=True, text=True, timeout=120
    )


def _run(folder: Path) -> tuple[int, str]:
    nonce = secrets.token_hex(16)
    done = subprocess.run(
        ["./main"], cwd=folder, input=nonce + "\n", capture_output=True, text=True, timeout=10
    )
    lines = [line for line in done.stdout.splitlines() if line]
    return done.returncode, "pass" if lines and lines[-1] == nonce else done.stderr


def _ascii_quotes(text: str) -> str:
    return text.replace("\u2018", "'").replace("\u2019", "'")


def _used_pch(stderr: str) -> list[str]:
    """The PCHs g++ -H reports using ("! path.gch")."""
    return [line[2:] for line in stderr.splitlines() if line.startswith("! ")]


# --- which headers a program starts with ---------------------------------------------------


def test_leading_includes_reads_only_the_programs_own_leading_run() -> None:
    assert cpp.leading_includes(PROMPT) == ("stdio.h", "vector", "algorithm")
    text = "\ufeff// c\n\n/* doc\n with \\n inside */\n  #  include <bits/stdc++.h>\r\n#include<x>"
    assert cpp.leading_includes(text) == ("bits/stdc++.h",)  # the last line has no newline
    stops = [
        "#define max(a, b) a\n#include <vector>\n",  # a macro before any include
        '#include "local.h"\n',
        "#include <../etc/passwd>\n",
        "#include </etc/passwd>\n",
        "#include < vector >\n",
        "#if 1\n#include <vector>\n#endif\n",
        "/* c */ #include <vector>\n",
        "#include <vector> /* c */\n",
        "#include <stdio.h> // continued \\\n#include <vector>\n",
        "// continued \\  \n#include <vector>\n",
        "#include <vector> \\\n\n",
        "int x;\n#include <vector>\n",
    ]
    for text in stops:
        assert cpp.leading_includes(text) == (), text
    # a continued comment hides the following line: the run stops before it
    assert cpp.leading_includes("#include <a.h>\n// x \\\n#include <b.h>\n") == ("a.h",)
    assert cpp.leading_includes("#include <a.h>\nusing namespace std;\n#include <b.h>\n") == (
        "a.h",
    )


# --- the PCH is used, for exactly the program's own headers ---------------------------------


@pytest.mark.usefixtures("toolchains")
def test_script_program_starts_with_the_pch_and_g_plus_plus_uses_it(tmp_path: Path) -> None:
    program = cpp.script_program(PROMPT + SOLUTION, TEST)
    header = cpp.pch_path(cpp.PCH_PROGRAM_PRELUDE, HEADERS)
    main = program.files[cpp.SOURCE].decode()
    # the longest built prefix of (stdio.h, vector, algorithm), then the unchanged wrapped text
    assert main == cpp.pch_block(header) + cpp.wrap(PROMPT + SOLUTION, TEST)
    assert main.startswith(f'#if __has_include("{header}")\n#include "{header}"\n#endif\n')
    header_text = header.read_text()
    assert "#define main rockman_program_main_\n" in header_text
    assert header_text.endswith("#include <stdio.h>\n#include <vector>\n")
    # same command as without a PCH
    assert program.compile_argv[1:] == (
        *cpp.CXXFLAGS, "-o", "main", "main.cpp", "rockman_main.cpp", *cpp.LIBS
    )  # fmt: skip
    done = _compile(program, tmp_path / "build", ("-H",))
    assert done.returncode == 0, done.stderr
    assert _used_pch(done.stderr) == [f"{header}.gch"]
    assert _run(tmp_path / "build") == (0, "pass")


@pytest.mark.usefixtures("toolchains")
def test_a_program_missing_an_include_still_fails_to_compile(tmp_path: Path) -> None:
    # The PCH holds <stdio.h> and <vector>; a program including <stdio.h> alone cannot use it.
    lone = "#include <stdio.h>\nint f() { std::vector<int> v{1}; return v[0]; }\n"
    program = cpp.script_program(lone, "int main() { f(); }\n")
    assert program.files[cpp.SOURCE].decode() == cpp.wrap(lone, "int main() { f(); }\n")
    done = _compile(program, tmp_path / "lone")
    assert done.returncode != 0
    assert "program.cpp:2:" in done.stderr and "vector" in done.stderr
    # With the PCH in use, a header it does not hold (<string>, not included) stays unseen.
    missing = '#include <stdio.h>\n#include <vector>\nstd::string f() { return "x"; }\n'
    program = cpp.script_program(missing, "int main() { f(); }\n")
    assert program.files[cpp.SOURCE].decode().startswith("#if __has_include(")
    done = _compile(program, tmp_path / "missing", ("-H",))
    assert done.returncode != 0 and _used_pch(done.stderr)
    assert "program.cpp:3:" in done.stderr
    assert "'string' in namespace 'std' does not name" in _ascii_quotes(done.stderr)


@pytest.mark.usefixtures("toolchains")
def test_diagnostics_and_the_programs_own_macros_are_as_without_a_pch(tmp_path: Path) -> None:
    # A program defining its own `max` after its includes, and an error on its line 6.
    text = (
        "#include <stdio.h>\n#include <vector>\n#define max(a, b) ((a) > (b) ? (b) : (a))\n"
        "int f() { return max(1, 2); }\nint g() { std::vector<int> v; return v.size(); }\n"
        "int h() { return undeclared_name; }\n"
    )
    test = "int main() {}\n"
    with_pch = cpp.script_program(text, test)
    assert with_pch.files[cpp.SOURCE] != cpp.wrap(text, test).encode()
    plain = Program(files={**with_pch.files, cpp.SOURCE: cpp.wrap(text, test).encode()},
                    compile_argv=with_pch.compile_argv)  # fmt: skip
    a = _compile(with_pch, tmp_path / "pch")
    b = _compile(plain, tmp_path / "plain")
    assert a.returncode != 0 and b.returncode != 0
    assert "program.cpp:6:18: error: 'undeclared_name' was not declared" in _ascii_quotes(a.stderr)
    assert a.stderr == b.stderr
    # the same program without the error: its max is its own (1, not 2)
    fine = text.replace("undeclared_name", "0")
    program = cpp.script_program(fine, "#include <assert.h>\nint main() { assert(f() == 1); }\n")
    assert _compile(program, tmp_path / "fine").returncode == 0
    assert _run(tmp_path / "fine") == (0, "pass")


# --- fallbacks: missing, stale, changed or unreadable PCHs ----------------------------------


def _copy_pch(toolchains: Path, tmp_path: Path, patch: pytest.MonkeyPatch) -> Path:
    """A copy of the module's toolchains folder (to spoil), made current."""
    copy = tmp_path / "toolchains"
    shutil.copytree(toolchains, copy)
    patch.setenv("ROCKMAN_TOOLCHAINS", str(copy))
    return cpp.pch_path(cpp.PCH_PROGRAM_PRELUDE, HEADERS)


def test_a_missing_pch_gives_the_plain_program(
    toolchains: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    header = _copy_pch(toolchains, tmp_path, monkeypatch)
    assert cpp.script_program(PROMPT + SOLUTION, TEST).files[cpp.SOURCE].startswith(b"#if ")
    Path(f"{header}.gch").unlink()
    program = cpp.script_program(PROMPT + SOLUTION, TEST)
    assert program.files[cpp.SOURCE] == cpp.wrap(PROMPT + SOLUTION, TEST).encode()
    monkeypatch.setenv("ROCKMAN_TOOLCHAINS", str(tmp_path / "nowhere"))
    assert cpp.script_program(PROMPT + SOLUTION, TEST).files == program.files


def test_a_pch_whose_headers_changed_is_not_used(
    toolchains: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    header = _copy_pch(toolchains, tmp_path, monkeypatch)
    deps = header.with_suffix(".deps.json")
    recorded = json.loads(deps.read_text())
    some_header = sorted(recorded)[0]
    recorded[some_header] = [recorded[some_header][0] + 1, recorded[some_header][1]]
    deps.write_text(json.dumps(recorded))
    os.utime(f"{header}.gch", ns=(1, 1))  # a new build of the PCH as far as the check knows
    program = cpp.script_program(PROMPT + SOLUTION, TEST)
    assert program.files[cpp.SOURCE] == cpp.wrap(PROMPT + SOLUTION, TEST).encode()


def test_an_invalid_or_unreadable_pch_compiles_as_the_plain_program(
    toolchains: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    header = _copy_pch(toolchains, tmp_path, monkeypatch)
    program = cpp.script_program(PROMPT + SOLUTION, TEST)
    assert program.files[cpp.SOURCE].decode().startswith(f'#if __has_include("{header}")')
    # Another compiler's (here: garbage) PCH: g++ parses the header instead, same includes.
    Path(f"{header}.gch").write_bytes(b"gpch" + b"\0" * 64)
    done = _compile(program, tmp_path / "stale", ("-H", "-Winvalid-pch"))
    assert done.returncode == 0, done.stderr
    assert not _used_pch(done.stderr) and "[-Winvalid-pch]" in done.stderr
    assert _run(tmp_path / "stale") == (0, "pass")
    # Gone (a sandbox that cannot see the folder): __has_include skips it.
    shutil.rmtree(header.parent)
    done = _compile(program, tmp_path / "gone", ("-H",))
    assert done.returncode == 0, done.stderr
    assert str(header) not in done.stderr
    assert _run(tmp_path / "gone") == (0, "pass")


# --- the driver and the prebuilt entry objects ----------------------------------------------


def _interface() -> pb.Interface:
    return pb.Interface(
        function=pb.FunctionSignature(
            name="add",
            params=[pb.Parameter(name="a", type=pb.TypeRef(kind=pb.TYPE_KIND_INT))],
            returns=pb.TypeRef(kind=pb.TYPE_KIND_INT),
        )
    )


def test_driver_program_uses_the_pch_of_its_library(
    toolchains: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ROCKMAN_TOOLCHAINS", str(tmp_path / "tc"))
    plain = cpp.driver_program("long long add(long long a) { return a + 1; }\n", _interface())
    driver = plain.files[cpp.DRIVER_SOURCE].decode()
    assert driver.startswith("// Rockman C++ driver")
    headers = cpp.leading_includes(driver)
    assert len(headers) > 10 and "vector" in headers
    header = cpp.build_pch(cpp.PCH_DRIVER_PRELUDE, headers)
    assert "#define main" not in header.read_text()
    program = cpp.driver_program("long long add(long long a) { return a + 1; }\n", _interface())
    assert program.files[cpp.DRIVER_SOURCE].decode() == cpp.pch_block(header) + driver
    assert program.compile_argv == plain.compile_argv
    done = _compile(program, tmp_path / "driver", ("-H",))
    assert done.returncode == 0, done.stderr
    assert _used_pch(done.stderr) == [f"{header}.gch"]


def test_prebuilt_entry_object_is_linked_when_readable(
    toolchains: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(cpp, "LINK_PREBUILT_ENTRY", True)
    monkeypatch.setenv("ROCKMAN_TOOLCHAINS", str(tmp_path / "tc"))
    plain = cpp.script_program(PROMPT + SOLUTION, TEST)
    assert plain.compile_argv[0].endswith("g++")  # not built: the two-unit command
    obj = cpp.build_entry_object(cpp.ENTRY_SOURCE)
    assert obj == cpp.entry_object(cpp.ENTRY_SOURCE) and obj.parent == cpp.prebuilt_dir()
    program = cpp.script_program(PROMPT + SOLUTION, TEST)
    assert program.compile_argv[:2] == ("/bin/sh", "-c")
    script = program.compile_argv[2]
    assert f"if test -r {obj}; then exec " in script and f"main.cpp {obj} -lcrypto" in script
    assert script.endswith("-o main main.cpp rockman_main.cpp -lcrypto")  # the fallback
    assert program.files[cpp.ENTRY] == cpp.ENTRY_SOURCE.encode()
    done = _compile(program, tmp_path / "object")
    assert done.returncode == 0, done.stderr
    assert _run(tmp_path / "object") == (0, "pass")
    # The object out of sight: the shell compiles rockman_main.cpp instead.
    obj.unlink()
    done = _compile(program, tmp_path / "fallback")
    assert done.returncode == 0, done.stderr
    assert _run(tmp_path / "fallback") == (0, "pass")


@pytest.mark.usefixtures("toolchains")
def test_standard_headers_in_another_order_use_the_same_pch(tmp_path: Path) -> None:
    header = cpp.pch_path(cpp.PCH_PROGRAM_PRELUDE, HEADERS)
    # <vector> then <stdio.h>: the same set of standard headers (any order is the same)
    swapped = "#include <vector>\n#include <stdio.h>\n#include <cmath>\nint f() { return 1; }\n"
    assert cpp.find_pch(cpp.PCH_PROGRAM_PRELUDE, cpp.leading_includes(swapped)) == header
    program = cpp.script_program(swapped, "int main() { f(); }\n")
    assert program.files[cpp.SOURCE].decode().startswith(cpp.pch_block(header))
    done = _compile(program, tmp_path / "swapped", ("-H",))
    assert done.returncode == 0, done.stderr
    assert _used_pch(done.stderr) == [f"{header}.gch"]
    # never a PCH holding a header the program does not include
    assert cpp.find_pch(cpp.PCH_PROGRAM_PRELUDE, ("vector", "string")) is None
    # nor a reordering around a header whose effect depends on where it is (or a non-standard
    # one): only a prefix of the program's own sequence then
    assert cpp.find_pch(cpp.PCH_PROGRAM_PRELUDE, ("vector", "assert.h", "stdio.h")) is None
    assert cpp.find_pch(cpp.PCH_PROGRAM_PRELUDE, ("vector", "stdio.h", "boost/any.hpp")) is None
    assert cpp.find_pch(cpp.PCH_PROGRAM_PRELUDE, ("stdio.h", "vector", "boost/any.hpp")) == header
    # the driver's PCHs are not the programs' (no `#define main` before their headers)
    assert cpp.find_pch(cpp.PCH_DRIVER_PRELUDE, HEADERS) is None
