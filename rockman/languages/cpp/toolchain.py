"""C++ (HumanEval-X): g++ -std=c++17 -O2, one binary built from two translation units.

`main.cpp` holds the program text and then the suite's test code. The suite's `int main()` is
renamed by a function-like macro into `void rockman_test_main_()`: a plain rename would leave an
`int` function that flows off its end (the suites have no `return`), which is undefined in C++
and at -O2 really falls through into whatever follows (a crash). A `main` in the program text is
renamed too (to a function nothing calls), so it cannot clash with the real one.

`rockman_main.cpp` (`ENTRY_SOURCE`, loaded byte for byte from rockman/languages/cpp/, where it
is a real C++ file) is the real entry point, a separate translation unit so that the program's
macros cannot rewrite it and the program cannot name its nonce buffer (internal linkage). A
priority-101 constructor reads the nonce line from fd 0 before any static initialiser of the
program or the suite runs; `main` runs the suite and, only if it returned, flushes std::cout
and stdout and writes "\\n<nonce>\\n" with write(2) (the leading newline ends any partial
line). An exit(0) inside the solution or a failed assert (abort, SIGABRT) never gets there.
NDEBUG is never defined (and the suite #undefs it).

The program and the suite still share `main.cpp`, so a hostile program could disarm the suite's
asserts with macros; only a canary/macro scan of the submission can catch that.

Rockman's own data-driven problems (call and operations cases) run through a driver rendered
from the problem's interface (`driver_program`, rockman/languages/cpp/render.py): the program
text is `solution.cpp`, which `rockman_driver.cpp` includes between its JSON library and its
generated dispatch; `rockman_io.cpp` holds the POSIX part (saved descriptors, nonce, writes).
render_cpp loads both fixed parts from rockman/languages/cpp/ (json_library.hpp, rockman_io.cpp).
Same g++, flags and libraries as above; one binary serves every case.

Precompiled headers (issue 6): parsing the standard headers is most of a compile. `make toolchains`
(`python -m rockman.languages.cpp.toolchain --prebuild`) builds, under `toolchains/cpp/<tag>/` (tag:
g++, OpenSSL and Boost versions and the flags), one PCH per common header sequence: the leading
`#include <...>` lines of HumanEval-X's C++ prompts (those used by two prompts or more), the base
set of Rockman's rendered prompts, <bits/stdc++.h> and <iostream> (whole programs), and the
driver's JSON library (about 400 MB in all). A PCH header is `#define main rockman_program_main_`
(script programs only, as the wrapper defines it before the program) followed by exactly those
includes. When a program's own leading run of `#include <...>` lines (only comments and blank lines
around them, nothing else before) starts with such a sequence, the longest one is included first,
inside `#if __has_include(...)`, ahead of the unchanged wrapped text, so the program sees only
headers it includes itself, before any of its own tokens, with the same macros defined; its own
includes then find their include guards set. When all of the program's leading headers are standard
library headers (which may be included in any order, `STANDARD_HEADERS`; not <cassert>), a PCH of
any subset of them, built in another order, serves as well (the largest; `index.json` lists a
folder's PCHs). Nothing else changes: same command, same `#line`s (diagnostics keep the program's
line numbers; a note inside a standard header says "from rockman-headers:N" instead of "from
program.cpp:N"). A PCH whose headers changed since it was built (size or mtime of any dependency)
is not used; one that the sandbox cannot see is skipped by `__has_include`; one that g++ finds
invalid (another compiler build) is parsed as the plain header, which includes the same headers:
every fallback compiles exactly what the plain compile does. The PCH's path (with its tag) is in
main.cpp, so the compile cache key changes with it.

`LINK_PREBUILT_ENTRY` links `rockman_main.cpp` and `rockman_io.cpp` from objects built by
`--prebuild` (named by the hash of their source, in the tagged folder), through
`/bin/sh -c 'if test -r OBJ; then ...; fi; exec <the two-unit command>'`, which saves a second
cc1plus and as (about 35 ms); without the object, the two-unit command runs as before.
"""

from __future__ import annotations

import functools
import glob
import gzip
import hashlib
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from rockman.languages import source as language_source
from rockman.languages.base import Program, RunShape, Toolchain, ToolchainMissing
from rockman.languages.cpp import render as render_cpp
from rockman.v1 import common_pb2 as pb

LANGUAGE: int = pb.LANGUAGE_CPP
NAME = "cpp"

INSTALL_HINT = "run scripts/install_toolchains.sh"
SEARCH_DIRS = ("/usr/bin", "/usr/local/bin", "/bin")  # the sandbox's PATH, /usr first
CXXFLAGS = ("-std=c++17", "-O2")
LIBS = ("-lcrypto",)  # HumanEval-X CPP/162 uses openssl/md5.h
SOURCE = "main.cpp"
ENTRY = "rockman_main.cpp"
BINARY = "main"
TEST_MAIN = "rockman_test_main_"
DRIVER_SOLUTION = "solution.cpp"  # the name rockman_driver.cpp includes
DRIVER_SOURCE = "rockman_driver.cpp"
DRIVER_IO = "rockman_io.cpp"
FLUSH_COUT = "rockman_flush_cout_"
PROGRAM_MAIN = "rockman_program_main_"
PCH_PROGRAM_PRELUDE = f"#define main {PROGRAM_MAIN}\n"  # as _PROGRAM_PREFIX defines it
PCH_DRIVER_PRELUDE = ""  # rockman_driver.cpp includes its library before anything else
PCH_LABEL = "rockman-headers"  # the PCH header's name in g++'s notes
LINK_PREBUILT_ENTRY = True  # see the module's docstring

# The program's own `main` (object-like: any form is accepted and nothing calls it).
_PROGRAM_PREFIX = f"""\
// Rockman C++ wrapper: the program, then the suite with its main renamed (see cpp.py).
#define main {PROGRAM_MAIN}
#line 1 "program.cpp"
"""

# `int main(){...}` -> `int rockman_test_main_decl_(); void rockman_test_main_(){...}`.
_TEST_PREFIX = f"""\
#undef main
#undef NDEBUG
#undef {TEST_MAIN}
#undef rockman_test_main_decl_
#define main(...) rockman_test_main_decl_(); void {TEST_MAIN}(__VA_ARGS__)
#line 1 "test.cpp"
"""

# std::cout exists (is constructed) only if some unit includes <iostream>, so it is flushed from
# here, where the program's includes are visible; <iostream> in the entry unit would double the
# compile time. Unsynced (sync_with_stdio(false)) std::cout keeps its own buffer.
_TEST_SUFFIX = f"""\
#undef main
#undef {FLUSH_COUT}
#ifdef _GLIBCXX_IOSTREAM
void {FLUSH_COUT}() {{ std::cout.flush(); }}
#else
void {FLUSH_COUT}() {{}}
#endif
"""

# rockman_main.cpp, the entry unit: rockman/languages/cpp/rockman_main.cpp, byte for byte. Real
# C++, so it spells TEST_MAIN and FLUSH_COUT out (the folder's test_runtime.py checks they match).
ENTRY_SOURCE = language_source("cpp", "rockman_main.cpp")


@functools.cache
def _find(name: str) -> str:
    """The absolute path of a tool in the sandbox's PATH (all of it under /usr or /bin)."""
    for directory in SEARCH_DIRS:
        path = os.path.join(directory, name)
        if os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    raise ToolchainMissing(f"{name} not found in {', '.join(SEARCH_DIRS)}; {INSTALL_HINT}")


def _header_define(path: str, macro: str) -> str | None:
    """A string macro's value from a header (read, never compiled), or None."""
    try:
        with open(path, encoding="utf-8", errors="replace") as header:
            text = header.read()
    except OSError:
        return None
    found = re.search(rf"#\s*define\s+{macro}\s+\"([^\"]*)\"", text)
    return found.group(1) if found else None


@functools.cache
def _version() -> str:
    """g++'s first --version line with OpenSSL's and Boost's versions (what a compile's output
    and a precompiled header depend on beyond the flags)."""
    gxx = _find("g++")
    try:
        out = subprocess.run(
            [gxx, "--version"], capture_output=True, text=True, timeout=30, check=True
        ).stdout
    except (OSError, subprocess.SubprocessError) as exc:
        raise ToolchainMissing(f"{gxx} --version failed ({exc}); {INSTALL_HINT}") from exc
    openssl = _header_define("/usr/include/openssl/opensslv.h", "OPENSSL_FULL_VERSION_STR")
    boost = _header_define("/usr/include/boost/version.hpp", "BOOST_LIB_VERSION")
    return (
        f"{out.splitlines()[0].strip() if out else 'g++'}; openssl {openssl or '?'};"
        f" boost {boost or 'none'}"
    )


@functools.cache
def toolchain() -> Toolchain:
    """g++ and libcrypto's development files (without them every link fails). The version names
    OpenSSL and Boost too (boost/any.hpp, used by CPP/22 and CPP/137, is optional) so that
    cached compiles are redone when either appears or changes. `toolchains/cpp` (precompiled
    headers, prebuilt entry objects) is shown read-only when it exists."""
    _find("g++")
    if not os.path.isfile("/usr/include/openssl/md5.h") or not (
        glob.glob("/usr/lib/*/libcrypto.so") or os.path.exists("/usr/lib/libcrypto.so")
    ):
        raise ToolchainMissing(f"libssl-dev (openssl/md5.h, libcrypto.so) missing; {INSTALL_HINT}")
    readonly = (str(cpp_dir()),) if cpp_dir().is_dir() else ()
    return Toolchain(version=_version(), readonly_paths=readonly, flags=" ".join(CXXFLAGS + LIBS))


def wrap(program_text: str, test_code: str) -> str:
    """main.cpp: the program with its `main` renamed, then the suite with its `main` renamed
    into `void rockman_test_main_()`; `#line` keeps diagnostics on the texts' own lines."""
    return "".join(
        (
            _PROGRAM_PREFIX,
            program_text if program_text.endswith("\n") else program_text + "\n",
            _TEST_PREFIX,
            test_code if test_code.endswith("\n") else test_code + "\n",
            _TEST_SUFFIX,
        )
    )


# --- precompiled headers and prebuilt entry objects ------------------------------------------

_HEADER_NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_+.-]*(?:/[A-Za-z0-9_][A-Za-z0-9_+.-]*)*")
_INCLUDE_LINE = re.compile(r"[ \t]*#[ \t]*include[ \t]*<([^<>\n]*)>[ \t]*(?://[^\n]*)?(?=\r?\n)")
_GAP = re.compile(r"(?:\s+|//[^\n]*|/\*.*?\*/)*", re.DOTALL)  # whitespace and comments
_SPLICE = re.compile(r"\\[ \t\f\v]*\r?\n")
MAX_PCH_HEADERS = 32


def leading_includes(text: str) -> tuple[str, ...]:
    """The `#include <...>` lines a source starts with, in order, with nothing but comments and
    blank lines before and between them (any other line, a line continuation or an unusual
    header name ends the run)."""
    headers: list[str] = []
    pos = 1 if text.startswith("\ufeff") else 0
    while len(headers) < MAX_PCH_HEADERS:
        gap = _GAP.match(text, pos)
        assert gap is not None  # the pattern matches the empty string
        if _SPLICE.search(gap.group()):
            break  # a line continuation (g++ allows spaces after the backslash): leave it
        line_start = text.rfind("\n", 0, gap.end()) + 1
        if text[line_start : gap.end()].strip(" \t"):
            break  # a directive must start its line (a /* */ comment before it: not handled)
        found = _INCLUDE_LINE.match(text, gap.end())
        if found is None:
            break
        if "\\" in found.group():
            break
        name = found.group(1)
        if not _HEADER_NAME.fullmatch(name) or ".." in name.split("/"):
            break
        headers.append(name)
        pos = found.end()
    return tuple(headers)


def _toolchains_dir() -> Path:
    env = os.environ.get("ROCKMAN_TOOLCHAINS")
    return Path(env) if env else Path(__file__).resolve().parents[3] / "toolchains"


def cpp_dir() -> Path:
    """Where `make toolchains` puts C++'s precompiled headers and entry objects."""
    return _toolchains_dir() / "cpp"


def _short_hash(text: str, chars: int = 16) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:chars]


def prebuilt_dir() -> Path:
    """This g++'s (and OpenSSL's, Boost's, the flags') folder under cpp_dir()."""
    return cpp_dir() / _short_hash(json.dumps([_version(), CXXFLAGS, LIBS]))


def pch_text(prelude: str, headers: tuple[str, ...]) -> str:
    """A precompiled header's source: the prelude, then exactly the program's includes."""
    return "".join(
        (
            "// Rockman: precompiled headers (rockman/languages/cpp/toolchain.py).\n",
            prelude,
            f'#line 1 "{PCH_LABEL}"\n',
            *(f"#include <{name}>\n" for name in headers),
        )
    )


def pch_path(prelude: str, headers: tuple[str, ...]) -> Path:
    """Where the PCH of `headers` (after `prelude`) lives: name.h, name.h.gch, name.deps.json."""
    return prebuilt_dir() / f"pch-{_short_hash(pch_text(prelude, headers), 20)}.h"


def _deps_path(header: Path) -> Path:
    return header.with_suffix(".deps.json")


def _file_stamp(path: str) -> list[int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return [st.st_size, st.st_mtime_ns]


@functools.lru_cache(maxsize=256)
def _deps_unchanged(deps: str, gch_stamp: tuple[int, int]) -> bool:
    """Whether every header the PCH was built from is as it was then (once per PCH build)."""
    try:
        with open(deps, encoding="utf-8") as f:
            recorded = json.load(f)
        return bool(recorded) and all(_file_stamp(p) == stamp for p, stamp in recorded.items())
    except (OSError, ValueError, AttributeError):
        return False


def usable_pch(prelude: str, headers: tuple[str, ...]) -> Path | None:
    """The header of a built, current PCH of exactly `headers`, or None."""
    if not headers:
        return None
    try:
        header = pch_path(prelude, headers)
    except ToolchainMissing:
        return None
    gch = _file_stamp(f"{header}.gch")
    if gch is None or not header.is_file() or not _safe_include_path(str(header)):
        return None
    return header if _deps_unchanged(str(_deps_path(header)), (gch[0], gch[1])) else None


# The C++17 library's headers and the C library's: "a translation unit may include library
# headers in any order" (C++17 [using.headers]/2, C11 7.1.2/4), and again to no effect, except
# <cassert>/<assert.h> (left out: their effect depends on NDEBUG where they are included).
STANDARD_HEADERS = frozenset(
    """algorithm any array atomic bitset cfenv charconv chrono cinttypes climits clocale cmath
    codecvt complex condition_variable csetjmp csignal cstdarg cstddef cstdint cstdio cstdlib
    cstring ctime cuchar cwchar cwctype cctype cerrno cfloat deque exception execution
    filesystem forward_list fstream functional future initializer_list iomanip ios iosfwd
    iostream istream iterator limits list locale map memory memory_resource mutex new numeric
    optional ostream queue random ratio regex scoped_allocator set shared_mutex sstream stack
    stdexcept streambuf string string_view strstream system_error thread tuple type_traits
    typeindex typeinfo unordered_map unordered_set utility valarray variant vector
    complex.h ctype.h errno.h fenv.h float.h inttypes.h limits.h locale.h math.h setjmp.h
    signal.h stdarg.h stddef.h stdint.h stdio.h stdlib.h string.h time.h uchar.h wchar.h
    wctype.h""".split()  # noqa: SIM905
)
INDEX_NAME = "index.json"  # the PCHs of a prebuilt_dir(): header name -> [prelude, headers]


def find_pch(prelude: str, headers: tuple[str, ...]) -> Path | None:
    """The usable PCH covering the most of `headers`: of a prefix of them, or, when they are all
    standard headers, of any subset of them (built in another order)."""
    best: Path | None = None
    covered = 0
    for n in range(len(headers), 0, -1):
        best = usable_pch(prelude, headers[:n])
        if best is not None:
            covered = n
            break
    wanted = set(headers)
    if covered == len(headers) or not wanted <= STANDARD_HEADERS:
        return best
    for candidate in _index_by_size(prelude):
        if len(candidate) <= covered:
            break
        if set(candidate) <= wanted:
            found = usable_pch(prelude, candidate)
            if found is not None:
                return found
    return best


def _index_by_size(prelude: str) -> list[tuple[str, ...]]:
    """The standard-header sequences with a PCH after `prelude`, the longest first."""
    try:
        index = prebuilt_dir() / INDEX_NAME
        stamp = _file_stamp(str(index))
    except ToolchainMissing:
        return []
    if stamp is None:
        return []
    entries = _read_index(str(index), (stamp[0], stamp[1]))
    found = [
        headers
        for entry_prelude, headers in entries
        if entry_prelude == prelude and set(headers) <= STANDARD_HEADERS
    ]
    return sorted(found, key=len, reverse=True)


@functools.lru_cache(maxsize=16)
def _read_index(path: str, stamp: tuple[int, int]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    try:
        with open(path, encoding="utf-8") as f:
            raw = json.load(f)
        return tuple((str(v[0]), tuple(str(h) for h in v[1])) for v in raw.values())
    except (OSError, ValueError, TypeError, IndexError, AttributeError):
        return ()


def _add_to_index(header: Path, prelude: str, headers: tuple[str, ...]) -> None:
    index = header.parent / INDEX_NAME
    try:
        entries = json.loads(index.read_text(encoding="utf-8"))
        if not isinstance(entries, dict):
            entries = {}
    except (OSError, ValueError):
        entries = {}
    if entries.get(header.name) != [prelude, list(headers)]:
        entries[header.name] = [prelude, list(headers)]
        _write(index, json.dumps(entries, indent=1, sort_keys=True).encode())


def _safe_include_path(path: str) -> bool:
    return os.path.isabs(path) and not any(c in path for c in '"\\\n\r')


def pch_block(header: Path) -> str:
    """What goes before a unit's text to use a PCH: nothing happens if the sandbox cannot see it
    (g++ uses name.h.gch if valid, else parses name.h, which includes the same headers)."""
    return f'#if __has_include("{header}")\n#include "{header}"\n#endif\n'


def _with_pch(prelude: str, headers: tuple[str, ...], unit: str) -> str:
    header = find_pch(prelude, headers)
    return unit if header is None else pch_block(header) + unit


def build_pch(prelude: str, headers: tuple[str, ...]) -> Path:
    """Build (or keep, if current) the PCH of `headers` with the sandbox's flags; trusted input
    only (it runs g++ outside the sandbox). Checked by a compile that must report using it."""
    for name in headers:
        if not _HEADER_NAME.fullmatch(name) or ".." in name.split("/"):
            raise ValueError(f"not a header name: {name!r}")
    header = pch_path(prelude, headers)
    if usable_pch(prelude, headers) is not None:
        _add_to_index(header, prelude, headers)  # (kept as it is when already listed)
        return header
    if not _safe_include_path(str(header)):
        raise ValueError(f"cannot #include {header}")
    gxx = _find("g++")
    header.parent.mkdir(parents=True, exist_ok=True)
    os.chmod(header.parent, 0o755)
    tmp = header.with_name(f"{header.name}.tmp{os.getpid()}")
    deps_file = header.with_name(f"{header.name}.d{os.getpid()}")
    try:
        _write(header, pch_text(prelude, headers).encode())
        subprocess.run(
            [gxx, *CXXFLAGS, "-x", "c++-header", "-MD", "-MF", str(deps_file),
             "-o", str(tmp), str(header)],
            check=True, capture_output=True, timeout=300,
        )  # fmt: skip
        deps = _parse_make_deps(deps_file.read_text(encoding="utf-8"))
        stamps = {p: _file_stamp(p) for p in deps if os.path.realpath(p) != str(header)}
        _write(_deps_path(header), json.dumps(stamps, sort_keys=True).encode())
        tmp.chmod(0o644)
        tmp.replace(f"{header}.gch")
    finally:
        tmp.unlink(missing_ok=True)
        deps_file.unlink(missing_ok=True)
    probe = subprocess.run(
        [gxx, *CXXFLAGS, "-fsyntax-only", "-H", "-x", "c++", "-"],
        input=pch_block(header), capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    if probe.returncode != 0 or f"! {header}.gch" not in probe.stderr:
        Path(f"{header}.gch").unlink(missing_ok=True)
        raise RuntimeError(f"g++ does not use {header}.gch: {probe.stderr[-2000:]}")
    _deps_unchanged.cache_clear()
    _add_to_index(header, prelude, headers)
    return header


def _parse_make_deps(text: str) -> list[str]:
    body = text.replace("\\\n", " ").split(":", 1)[1]
    return [os.path.abspath(p) for p in body.split()]


def _write(path: Path, content: bytes) -> None:
    tmp = path.with_name(f"{path.name}.tmp{os.getpid()}")
    tmp.write_bytes(content)
    tmp.chmod(0o644)
    tmp.replace(path)


def entry_object(source: str) -> Path:
    """Where `--prebuild` puts the object of a fixed unit (rockman_main.cpp, rockman_io.cpp)."""
    return prebuilt_dir() / f"entry-{_short_hash(source, 20)}.o"


def build_entry_object(source: str) -> Path:
    """Compile a fixed unit with the sandbox's flags (trusted code, outside the sandbox)."""
    target = entry_object(source)
    if target.is_file():
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        unit = Path(work, "unit.cpp")
        unit.write_text(source)
        obj = Path(work, "unit.o")
        subprocess.run(
            [_find("g++"), *CXXFLAGS, "-c", "-o", str(obj), str(unit)],
            check=True, capture_output=True, timeout=300,
        )  # fmt: skip
        _write(target, obj.read_bytes())
    return target


def _compile_argv(unit: str, entry_name: str, entry_source: str) -> tuple[str, ...]:
    """g++ on the program's unit and the fixed unit; with LINK_PREBUILT_ENTRY and the fixed
    unit's object built, a shell that links that object instead when the sandbox can read it."""
    gxx = _find("g++")
    plain = (gxx, *CXXFLAGS, "-o", BINARY, unit, entry_name, *LIBS)
    if not LINK_PREBUILT_ENTRY:
        return plain
    try:
        obj = entry_object(entry_source)
    except ToolchainMissing:
        return plain
    if not obj.is_file():
        return plain
    linked = shlex.join((gxx, *CXXFLAGS, "-o", BINARY, unit, str(obj), *LIBS))
    test = shlex.join(("test", "-r", str(obj)))
    return ("/bin/sh", "-c", f"if {test}; then exec {linked}; fi; exec {shlex.join(plain)}")


def script_program(program_text: str, test_code: str) -> Program:
    """One g++ call compiles and links both units; the run needs only the binary (and the
    system's libstdc++/libcrypto under /usr). One process at run time, a few at compile time
    (g++, cc1plus, as, collect2, ld); cc1plus peaks near 80 MB RSS on HumanEval-X. main.cpp
    starts with the PCH of the program's leading includes when one is built."""
    unit = _with_pch(
        PCH_PROGRAM_PRELUDE, leading_includes(program_text), wrap(program_text, test_code)
    )
    return Program(
        files={SOURCE: unit.encode(), ENTRY: ENTRY_SOURCE.encode()},
        compile_argv=_compile_argv(SOURCE, ENTRY, ENTRY_SOURCE),
        artefacts=(BINARY,),
        run_argv=(f"./{BINARY}",),
        executables=(BINARY,),
        shape=RunShape(),
    )


def driver_program(program_text: str, interface: pb.Interface) -> Program:
    """The program text as solution.cpp, compiled into one binary with the driver rendered from
    `interface` (JSON in, the solution called per case, JSON out: python_harness.py's protocol).
    Compile and run as in script_program; the run reads the job from stdin. The driver's own
    leading includes (its JSON library's) come from a PCH when one is built."""
    driver = render_cpp.driver_source(interface)
    driver = _with_pch(PCH_DRIVER_PRELUDE, leading_includes(driver), driver)
    return Program(
        files={
            DRIVER_SOLUTION: program_text.encode("utf-8", "surrogateescape"),
            DRIVER_SOURCE: driver.encode(),
            DRIVER_IO: render_cpp.IO_SOURCE.encode(),
        },
        compile_argv=_compile_argv(DRIVER_SOURCE, DRIVER_IO, render_cpp.IO_SOURCE),
        artefacts=(BINARY,),
        run_argv=(f"./{BINARY}",),
        executables=(BINARY,),
        shape=RunShape(),
    )


# --- `make toolchains`: what to precompile ---------------------------------------------------

# Rockman's rendered prompts (render_cpp._headers: always these, sorted, plus per type).
RENDERED_BASE_HEADERS = tuple(sorted(render_cpp.BASE_HEADERS))
# Whole programs (a solution rather than a completion) often start with one of these; each
# saves ~1 s (bits/stdc++.h, a 100 MB PCH) or ~0.2 s (iostream) per compile.
COMMON_HEADER_SETS: tuple[tuple[str, ...], ...] = (("bits/stdc++.h",), ("iostream",))
MIN_PROMPTS_PER_PCH = 2  # a HumanEval-X header sequence used by fewer prompts gets none


def humaneval_x_header_sets(
    path: Path, min_count: int = MIN_PROMPTS_PER_PCH
) -> list[tuple[str, ...]]:
    """The leading include sequences of HumanEval-X's C++ prompts used at least `min_count`
    times, most common first."""
    counts: dict[tuple[str, ...], int] = {}
    with gzip.open(path, "rt", encoding="utf-8") as f:
        for line in f:
            if line.strip():
                headers = leading_includes(json.loads(line)["prompt"])
                if headers:
                    counts[headers] = counts.get(headers, 0) + 1
    ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    return [headers for headers, count in ranked if count >= min_count]


def _driver_headers() -> tuple[str, ...]:
    probe = pb.Interface(
        function=pb.FunctionSignature(name="f", returns=pb.TypeRef(kind=pb.TYPE_KIND_INT))
    )
    return leading_includes(render_cpp.driver_source(probe))


def prebuild(humaneval_x: Path | None) -> list[Path]:
    """Entry objects and PCHs for this g++ (kept if current); what `make toolchains` runs."""
    cpp_dir().mkdir(parents=True, exist_ok=True)
    os.chmod(cpp_dir(), 0o755)
    for other in cpp_dir().iterdir():  # another g++'s (or flags'): never used again
        if other != prebuilt_dir() and other.is_dir():
            shutil.rmtree(other)
    built = [build_entry_object(ENTRY_SOURCE), build_entry_object(render_cpp.IO_SOURCE)]
    script_sets = [RENDERED_BASE_HEADERS, *COMMON_HEADER_SETS]
    if humaneval_x is not None:
        script_sets += humaneval_x_header_sets(humaneval_x)
    for headers in dict.fromkeys(script_sets):
        built.append(build_pch(PCH_PROGRAM_PRELUDE, headers))
    built.append(build_pch(PCH_DRIVER_PRELUDE, _driver_headers()))
    return built


if __name__ == "__main__":
    args = sys.argv[1:]
    if not args or args[0] != "--prebuild" or len(args) > 2:
        sys.exit(
            "usage: python -m rockman.languages.cpp.toolchain --prebuild [humaneval_cpp.jsonl.gz]"
        )
    done = prebuild(Path(args[1]) if len(args) == 2 else None)
    headers = sum(1 for path in done if path.suffix == ".h")
    print(
        f"[toolchains] cpp: {headers} precompiled headers, {len(done) - headers} entry objects"
        f" in {prebuilt_dir()}"
    )
