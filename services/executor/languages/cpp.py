"""C++ (HumanEval-X): g++ -std=c++17 -O2, one binary built from two translation units.

`main.cpp` holds the program text and then the suite's test code. The suite's `int main()` is
renamed by a function-like macro into `void rockman_test_main_()`: a plain rename would leave an
`int` function that flows off its end (the suites have no `return`), which is undefined in C++
and at -O2 really falls through into whatever follows (a crash). A `main` in the program text is
renamed too (to a function nothing calls), so it cannot clash with the real one.

`rockman_main.cpp` is the real entry point, a separate translation unit so that the program's
macros cannot rewrite it and the program cannot name its nonce buffer (internal linkage). A
priority-101 constructor reads the nonce line from fd 0 before any static initialiser of the
program or the suite runs; `main` runs the suite and, only if it returned, flushes std::cout
and stdout and writes "\\n<nonce>\\n" with write(2) (the leading newline ends any partial
line). An exit(0) inside the solution or a failed assert (abort, SIGABRT) never gets there.
NDEBUG is never defined (and the suite #undefs it).

The program and the suite still share `main.cpp`, so a hostile program could disarm the suite's
asserts with macros; only a canary/macro scan of the submission can catch that.

Rockman's own data-driven problems (call and operations cases) run through a driver rendered
from the problem's interface (`driver_program`, rockman/problems/render_cpp.py): the program
text is `solution.cpp`, which `rockman_driver.cpp` includes between its JSON library and its
generated dispatch; `rockman_io.cpp` holds the POSIX part (saved descriptors, nonce, writes).
Same g++, flags and libraries as above; one binary serves every case.
"""

from __future__ import annotations

import functools
import glob
import os
import re
import subprocess

from rockman.executor.languages.base import Program, RunShape, Toolchain, ToolchainMissing
from rockman.problems import render_cpp
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

# The program's own `main` (object-like: any form is accepted and nothing calls it).
_PROGRAM_PREFIX = """\
// Rockman C++ wrapper: the program, then the suite with its main renamed (see cpp.py).
#define main rockman_program_main_
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

ENTRY_SOURCE = f"""\
// Rockman's entry point (see services/executor/languages/cpp.py). Reads the nonce before any
// other code runs, runs the suite, and prints the nonce only if the suite returned.
#include <cstdio>
#include <unistd.h>

void {TEST_MAIN}();
void {FLUSH_COUT}();

namespace {{
char nonce[32 + 2];  // '\\n' + 32 hex characters + '\\n', filled by read_nonce
bool nonce_ok = false;

bool is_hex(char c) {{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}}

// Before the program's and the suite's static initialisers (default priority 65535); byte by
// byte with read(2), so nothing beyond the nonce line is taken from stdin.
__attribute__((constructor(101))) void read_nonce() {{
    int n = 0;
    char c;
    while (read(0, &c, 1) == 1 && c != '\\n') {{
        if (n == 32 || !is_hex(c)) return;
        nonce[1 + n++] = c;
    }}
    nonce[0] = '\\n';
    nonce[33] = '\\n';
    nonce_ok = n == 32;
}}
}}  // namespace

int main() {{
    if (!nonce_ok) {{
        std::fputs("rockman: expected a 32-hex-character nonce line on stdin\\n", stderr);
        return 2;
    }}
    {TEST_MAIN}();
    {FLUSH_COUT}();
    std::fflush(stdout);
    for (size_t done = 0; done < sizeof nonce;) {{
        ssize_t wrote = write(1, nonce + done, sizeof nonce - done);
        if (wrote <= 0) return 3;
        done += static_cast<size_t>(wrote);
    }}
    return 0;
}}
"""


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
def toolchain() -> Toolchain:
    """g++ and libcrypto's development files (without them every link fails). The version names
    OpenSSL and Boost too (boost/any.hpp, used by CPP/22 and CPP/137, is optional) so that
    cached compiles are redone when either appears or changes."""
    gxx = _find("g++")
    if not os.path.isfile("/usr/include/openssl/md5.h") or not (
        glob.glob("/usr/lib/*/libcrypto.so") or os.path.exists("/usr/lib/libcrypto.so")
    ):
        raise ToolchainMissing(f"libssl-dev (openssl/md5.h, libcrypto.so) missing; {INSTALL_HINT}")
    try:
        out = subprocess.run(
            [gxx, "--version"], capture_output=True, text=True, timeout=30, check=True
        ).stdout
    except (OSError, subprocess.SubprocessError) as exc:
        raise ToolchainMissing(f"{gxx} --version failed ({exc}); {INSTALL_HINT}") from exc
    openssl = _header_define("/usr/include/openssl/opensslv.h", "OPENSSL_FULL_VERSION_STR")
    boost = _header_define("/usr/include/boost/version.hpp", "BOOST_LIB_VERSION")
    version = (
        f"{out.splitlines()[0].strip() if out else 'g++'}; openssl {openssl or '?'};"
        f" boost {boost or 'none'}"
    )
    return Toolchain(version=version, readonly_paths=(), flags=" ".join(CXXFLAGS + LIBS))


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


def script_program(program_text: str, test_code: str) -> Program:
    """One g++ call compiles and links both units; the run needs only the binary (and the
    system's libstdc++/libcrypto under /usr). One process at run time, a few at compile time
    (g++, cc1plus, as, collect2, ld); cc1plus peaks near 80 MB RSS on HumanEval-X."""
    gxx = _find("g++")
    return Program(
        files={SOURCE: wrap(program_text, test_code).encode(), ENTRY: ENTRY_SOURCE.encode()},
        compile_argv=(gxx, *CXXFLAGS, "-o", BINARY, SOURCE, ENTRY, *LIBS),
        artefacts=(BINARY,),
        run_argv=(f"./{BINARY}",),
        executables=(BINARY,),
        shape=RunShape(),
    )


def driver_program(program_text: str, interface: pb.Interface) -> Program:
    """The program text as solution.cpp, compiled into one binary with the driver rendered from
    `interface` (JSON in, the solution called per case, JSON out: python_harness.py's protocol).
    Compile and run as in script_program; the run reads the job from stdin."""
    gxx = _find("g++")
    return Program(
        files={
            DRIVER_SOLUTION: program_text.encode("utf-8", "surrogateescape"),
            DRIVER_SOURCE: render_cpp.driver_source(interface).encode(),
            DRIVER_IO: render_cpp.IO_SOURCE.encode(),
        },
        compile_argv=(gxx, *CXXFLAGS, "-o", BINARY, DRIVER_SOURCE, DRIVER_IO, *LIBS),
        artefacts=(BINARY,),
        run_argv=(f"./{BINARY}",),
        executables=(BINARY,),
        shape=RunShape(),
    )
