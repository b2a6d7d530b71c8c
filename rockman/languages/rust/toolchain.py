"""Rust: HumanEval-X programs (`declaration + prompt + completion`) with the suite's libtest tests.

HumanEval-X tests are `#[cfg(test)] mod tests { use super::*; #[test] fn test_x() { ... } }`,
meant for `rustc --test`. Libtest's harness owns `main` and cannot read or print our nonce, and a
plain build compiles the `#[test]` functions out, so the test code is rewritten instead:
`#[cfg(test)]` goes, each `#[test] fn name` becomes `pub fn name`, and a `main` of ours reads the
nonce from stdin, calls every test function by its module path, and prints the nonce only when all
returned normally. That driver is Rust source of its own, rockman/languages/rust/test_driver.rs;
`wrap` puts the calls in place of its stand-in. A `fn main` in the program (some completions
write one) is renamed so that it neither clashes with ours nor runs.

Rockman's own data-driven problems (call and operations cases) compile the solution together with
the driver rendered from the problem's interface (rockman/languages/rust/render.py), the
solution's `main` renamed the same way (`driver_program`). That compile links the binary with its
symbol table, refuses it when the program defines a symbol that a shared library it links also
defines (`#[no_mangle] fn write`, `#[export_name = "malloc"]`, a `global_asm!` label: the linker
would bind the standard library's and the driver's calls of the C library to it), and only then
strips it (`symbol_check`).

The compile runs the real rustc of the rustup toolchain (the one under `<sysroot>/bin`, not the
rustup proxy in ~/.cargo/bin, which needs ~/.rustup and a writable HOME), the one whose `-vV`
matches the rustc that built toolchains/rust/template's rlibs of rand, regex and md5 (the crates
the HumanEval-X declaration imports): rlibs only load into the rustc that made them.
"""

from __future__ import annotations

import functools
import os
import re
import shlex
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from rockman.languages import fill_stand_ins, source
from rockman.languages.base import Program, RunShape, Toolchain, ToolchainMissing, splice
from rockman.languages.rust import render as render_rust
from rockman.v1 import common_pb2 as pb

LANGUAGE = pb.LANGUAGE_RUST
NAME = "rust"

SOURCE = "main.rs"
BINARY = "main"
INSTALL = "run scripts/install_toolchains.sh"
# rustc -O runs its main and coordinator threads, a jobserver helper and up to 16 LLVM codegen
# workers (one per codegen unit), then cc/collect2/ld: measured in the sandbox, HumanEval-X
# programs need 10 processes+threads and a 300-function program 24. The default 64 is kept
# explicitly. The test binary runs on one thread (the default run_pids is ample).
COMPILE_PIDS = 64
# Warnings (unused imports of the declaration, the deprecated AsciiExt, dead code) are only
# noise in the compile messages; deny-by-default lints stay errors, as under `cargo test`.
# Symbols are stripped: the binary is a cached artefact (0.35-1.5 MiB instead of 4.3-5.9 MiB);
# a panic still reports its file and line.
FLAGS = ("--edition", "2021", "-O", "-A", "warnings", "-C", "strip=symbols")
SOLUTION_MAIN = "rockman_solution_main"
BINUTILS = ("nm", "readelf", "strip")
# Symbols the linker itself defines in an executable (never a library's function or variable),
# left out of symbol_check's comparison should a library's table list them too.
LINKER_SYMBOLS = (
    "_init _fini _start main _edata _end __bss_start _DYNAMIC _GLOBAL_OFFSET_TABLE_ __data_start"
    " data_start __dso_handle _IO_stdin_used __TMC_END__ __executable_start _etext etext edata end"
)
_SYSTEM = ("/usr", "/bin", "/lib", "/lib64", "/etc")

# Literals and comments, skipped whole so that nothing inside them is rewritten.
_LITERALS = r"""
    (?P<comment>//[^\n]*|/\*.*?\*/)
  | (?P<raw>(?<![\w])b?r(?P<hashes>\#*)".*?"(?P=hashes))
  | (?P<string>(?<![\w])b?"(?:[^"\\]|\\.)*")
  | (?P<char>(?<![\w])b?'(?:[^'\\\n]|\\(?:x[0-9a-fA-F]{2}|u\{[0-9a-fA-F]{1,6}\}|.))')
"""
_PROGRAM = re.compile(_LITERALS + r"| (?P<main>(?<![\w\#])fn\s+main\s*\()", re.X | re.S)
_TESTS = re.compile(
    _LITERALS
    + r"""
  | (?P<fn>(?P<attrs>(?:\#!?\[[^\]]*\]\s*)+)(?:pub(?:\s*\([^)]*\))?\s+)?fn\s+(?P<name>\w+))
  | (?P<cfg>\#\[\s*cfg\s*\(\s*test\s*\)\s*\])
  | (?P<mod>(?<![\w])(?:pub(?:\s*\([^)]*\))?\s+)?mod\s+(?P<module>\w+)\s*\{)
  | (?P<open>\{)
  | (?P<close>\})
""",
    re.X | re.S,
)
_ATTRIBUTE = re.compile(r"\#!?\[[^\]]*\]", re.S)
_TEST_ATTR = re.compile(r"\#\[\s*test\s*\]")
_CFG_TEST_ATTR = re.compile(r"\#\[\s*cfg\s*\(\s*test\s*\)\s*\]")
_UNSUPPORTED_ATTR = re.compile(r"\#\[\s*(should_panic|ignore)\b")

# The test driver is rockman/languages/rust/test_driver.rs: `trait RockmanTestOutcome` and the
# `fn main` that reads and prints the nonce. Its stand-in block CALLS (a stand-in call, so that
# the file compiles on its own) is filled with a call of every test function (_CALL).
_CALL = """    if !RockmanTestOutcome::rockman_passed({path}()) {{
        ::std::process::exit(1);
    }}
"""


@functools.cache
def _test_driver() -> str:
    """test_driver.rs, its stand-in CALLS to fill."""
    return source("rust", "test_driver.rs")


@dataclass(frozen=True)
class _Rustc:
    """The rustc and extern-crate arguments a compile uses, as found on this machine."""

    rustc: str  # <sysroot>/bin/rustc, absolute
    linker: str  # the C compiler rustc links with, absolute
    crate_args: tuple[str, ...]  # -L dependency=..., --extern name=path, from rustc-args.txt
    readonly: tuple[str, ...]  # sysroot and the rlibs' folder, when outside the system paths
    version: str
    binutils: tuple[str, str, str] = ("/usr/bin/nm", "/usr/bin/readelf", "/usr/bin/strip")


def _toolchains_dir() -> Path:
    env = os.environ.get("ROCKMAN_TOOLCHAINS")
    return Path(env) if env else Path(__file__).resolve().parents[3] / "toolchains"


def _candidates() -> list[Path]:
    """Real rustc binaries (never rustup's proxy): every rustup toolchain's, then Debian's."""
    found: list[Path] = []
    if env := os.environ.get("ROCKMAN_RUSTC"):
        found.append(Path(env))
    homes = [os.environ.get("RUSTUP_HOME", ""), os.path.expanduser("~/.rustup"), "/root/.rustup"]
    for home in dict.fromkeys(h for h in homes if h):
        try:
            found.extend(sorted(Path(home, "toolchains").glob("*/bin/rustc")))
        except OSError:
            continue
    found.append(Path("/usr/bin/rustc"))
    return found


def _real(candidate: Path) -> Path:
    """The binary itself (symlinks resolved), or an empty path when it is rustup's proxy or
    lies outside a sysroot (<sysroot>/bin/rustc next to <sysroot>/lib/rustlib)."""
    try:
        real = candidate.resolve()
        ok = real.name == "rustc" and (real.parent.parent / "lib" / "rustlib").is_dir()
    except OSError:
        return Path()
    return real if ok else Path()


def _version_of(rustc: Path) -> str:
    if rustc == Path():
        return ""
    try:
        proc = subprocess.run(
            [str(rustc), "-vV"], capture_output=True, text=True, timeout=30, check=False
        )
    except (OSError, subprocess.SubprocessError):
        return ""
    return proc.stdout.strip() if proc.returncode == 0 else ""


def _crate_args(path: Path) -> tuple[str, ...]:
    """rustc-args.txt's arguments, each referenced rlib and folder checked to exist."""
    try:
        args = tuple(line for line in path.read_text().splitlines() if line)
    except OSError:
        raise ToolchainMissing(f"rust: {path} is missing; {INSTALL}") from None
    for arg in args:
        if arg.startswith("-"):
            continue
        target = arg.split("=", 1)[-1]
        if not os.path.exists(target):
            raise ToolchainMissing(f"rust: {target} (from {path}) is missing; {INSTALL}")
    return args


def _under_system(path: str) -> bool:
    return any(path == p or path.startswith(p + "/") for p in _SYSTEM)


@functools.cache
def _setup() -> _Rustc:
    rust_dir = _toolchains_dir() / "rust"
    crate_args = _crate_args(rust_dir / "rustc-args.txt")
    stamp = rust_dir / "template" / ".rustc-version"
    try:
        wanted = stamp.read_text().strip()
    except OSError:
        raise ToolchainMissing(f"rust: {stamp} is missing; {INSTALL}") from None
    rustc = next((c for c in map(_real, _candidates()) if _version_of(c) == wanted), None)
    if rustc is None:
        first = wanted.splitlines()[0] if wanted else "?"
        raise ToolchainMissing(
            f"rust: no rustc binary matches the one that built the crates ({first}); {INSTALL}"
        )
    linker = shutil.which("cc", path="/usr/local/bin:/usr/bin:/bin")
    if linker is None:
        raise ToolchainMissing(f"rust: no C compiler (cc) to link with; {INSTALL}")
    tools = [shutil.which(t, path="/usr/local/bin:/usr/bin:/bin") for t in BINUTILS]
    if None in tools:
        raise ToolchainMissing(f"rust: binutils ({', '.join(BINUTILS)}) are missing; {INSTALL}")
    nm, readelf, strip = (str(t) for t in tools)
    folders = [str(rustc.parent.parent)]
    folders += [a.split("=", 1)[1] for a in crate_args if a.startswith("dependency=")]
    readonly = tuple(f for f in dict.fromkeys(folders) if not _under_system(f))
    return _Rustc(
        str(rustc), linker, crate_args, readonly, wanted.splitlines()[0], (nm, readelf, strip)
    )


def _flags(setup: _Rustc) -> tuple[str, ...]:
    return (*FLAGS, "-C", f"linker={setup.linker}", *setup.crate_args)


def toolchain() -> Toolchain:
    """rustc's version (the crates' rlib hashes are in the flags), the sysroot and rlib folder
    the sandbox must show read-only, and the compile flags."""
    setup = _setup()
    return Toolchain(setup.version, setup.readonly, " ".join(_flags(setup)))


def rename_main(program_text: str) -> str:
    """The program with its own `fn main(` (outside comments and literals) renamed."""

    def replace(match: re.Match[str]) -> str:
        return f"fn {SOLUTION_MAIN}(" if match.group("main") else match.group(0)

    return _PROGRAM.sub(replace, program_text)


def rewrite_tests(test_code: str) -> tuple[str, list[str]]:
    """(the test code as plain code, the path of every test function from the crate root).

    `#[cfg(test)]` is dropped, each `#[test] fn` becomes `pub fn` and each module `pub mod`, so
    that the driver's `main` can call `tests::test_x()`. `#[should_panic]` and `#[ignore]` tests
    are refused rather than run with the wrong meaning (HumanEval-X has none).
    """
    edits: list[tuple[int, int, str]] = []
    paths: list[str] = []
    modules: list[tuple[str, int]] = []  # (name, brace depth inside it)
    depth = 0
    for match in _TESTS.finditer(test_code):
        if match.group("fn"):
            text, path = _rewrite_fn(match, [name for name, _ in modules])
            if path:
                paths.append(path)
            edits.append((match.start(), match.end(), text))
        elif match.group("cfg"):
            edits.append((match.start(), match.end(), ""))
        elif match.group("mod"):
            depth += 1
            modules.append((match.group("module"), depth))
            edits.append((match.start(), match.end(), f"pub mod {match.group('module')} {{"))
        elif match.group("open"):
            depth += 1
        elif match.group("close"):
            if modules and modules[-1][1] == depth:
                modules.pop()
            depth -= 1
    return splice(test_code, edits), paths


def _rewrite_fn(match: re.Match[str], modules: list[str]) -> tuple[str, str]:
    """An attributed fn: (its new text, its path when it is a test, else "")."""
    attrs = _ATTRIBUTE.findall(match.group("attrs"))
    name = match.group("name")
    kept = [a for a in attrs if not _TEST_ATTR.fullmatch(a) and not _CFG_TEST_ATTR.fullmatch(a)]
    if len(kept) == len(attrs):
        return match.group(0), ""
    rest = match.group(0)[len(match.group("attrs")) :]
    if not any(_TEST_ATTR.fullmatch(a) for a in attrs):  # a #[cfg(test)] helper
        return "".join(a + "\n" for a in kept) + rest, ""
    unsupported = [a for a in kept if _UNSUPPORTED_ATTR.match(a)]
    if unsupported:
        raise ValueError(f"rust: test {name} has {unsupported[0]}, which is not supported")
    return "".join(a + "\n" for a in kept) + f"pub fn {name}", "::".join([*modules, name])


def wrap(program_text: str, test_code: str) -> str:
    """main.rs: the program (its `main` renamed), the rewritten tests, and the driver.

    Test code without any test function (HumanEval-X's Rust/32 comments its test out) passes
    once the program compiles, as it does under libtest ("0 passed" is a success).
    """
    tests, paths = rewrite_tests(test_code)
    calls = "".join(_CALL.format(path=p) for p in paths)
    program = rename_main(program_text)
    driver = fill_stand_ins(_test_driver(), CALLS=calls)
    return f"{program.rstrip()}\n\n{tests.strip()}\n\n{driver}"


def script_program(program_text: str, test_code: str) -> Program:
    """Compile main.rs to a stripped binary `main` with the real rustc; run it."""
    setup = _setup()
    return Program(
        files={SOURCE: wrap(program_text, test_code).encode()},
        compile_argv=(setup.rustc, *_flags(setup), "-o", BINARY, SOURCE),
        artefacts=(BINARY,),
        run_argv=(f"./{BINARY}",),
        executables=(BINARY,),
        shape=RunShape(compile_pids=COMPILE_PIDS),
    )


def driver_source_file(program_text: str, interface: pb.Interface) -> str:
    """main.rs of a data-driven problem: the solution (its `main` renamed, as for HumanEval-X)
    first, so that compiler messages keep its line numbers, then the driver rendered from the
    interface (rockman/languages/rust/render.py): `mod rockman_driver` and the real `fn main`."""
    program = rename_main(program_text)
    return f"{program.rstrip()}\n\n{render_rust.driver_source(interface)}"


# symbol_check's shell text (<<NAME>> filled in): the defined dynamic symbols of every library
# the binary needs, as "name library" lines, then each global symbol the binary defines that is
# one of them (the linker's own symbols aside) printed with the reason; exit 1 when there is one.
_SYMBOL_CHECK = r"""
for lib in $(<<READELF>> -d <<BINARY>> | sed -n 's/.*(NEEDED).*\[\(.*\)\]$/\1/p'); do
    path=$(<<CC>> -print-file-name="$lib")
    case "$path" in
        /*) ;;
        *) echo "<<SOURCE>>: cannot find $lib to check the program" >&2; exit 1;;
    esac
    <<NM>> -D --defined-only "$path" \
        | awk -v lib="$lib" '{ sub(/@.*/, "", $NF); print $NF, lib }' || exit 1
done > .rockman-library-symbols \
&& <<NM>> -g --defined-only <<BINARY>> > .rockman-own-symbols \
&& awk -v skip='<<SKIP>>' '
BEGIN { n = split(skip, names, " "); for (i = 1; i <= n; i++) linker[names[i]] = 1 }
NR == FNR { lib[$1] = $2; next }
NF >= 3 && ($3 in lib) && !($3 in linker) {
    printf "<<SOURCE>>: the program defines `%s`, a symbol of %s\n", $3, lib[$3]; bad = 1
}
END { if (bad) print "<<SOURCE>>: <<MESSAGE>>"; exit bad }
' .rockman-library-symbols .rockman-own-symbols"""
SYMBOL_MESSAGE = (
    "a solution may not define a function or variable of the C library or of another library"
    " the program links (#[no_mangle], #[export_name], global_asm!): the standard library and"
    " the driver call them"
)


def symbol_check(setup: _Rustc, binary: str) -> str:
    """Shell text that fails (exit 1, its reasons on stdout) when `binary` defines a global symbol
    that a shared library it links (its NEEDED entries, as the linker `cc` finds them) also
    defines. Such a definition binds every call of that name in the executable, the standard
    library's and the driver's included (write, read, malloc, memcpy...), to the program's own
    code; nothing else of the program reaches into the driver's module. Needs the symbol table:
    run it before stripping."""
    nm, readelf, _ = setup.binutils
    fill = {
        "READELF": shlex.quote(readelf),
        "NM": shlex.quote(nm),
        "CC": shlex.quote(setup.linker),
        "BINARY": shlex.quote(binary),
        "SOURCE": SOURCE,
        "SKIP": LINKER_SYMBOLS,
        "MESSAGE": SYMBOL_MESSAGE,
    }
    text = _SYMBOL_CHECK.strip()
    for name, value in fill.items():
        text = text.replace(f"<<{name}>>", value)
    return text


def _driver_compile_script(setup: _Rustc) -> str:
    """rustc with the same flags as script_program's but the symbol table kept, symbol_check,
    then the binary stripped (as `-C strip=symbols` would have)."""
    flags = [f if f != "strip=symbols" else "strip=debuginfo" for f in _flags(setup)]
    rustc = shlex.join([setup.rustc, *flags, "-o", BINARY, SOURCE])
    strip = shlex.quote(setup.binutils[2])
    return f"{rustc} && {symbol_check(setup, BINARY)} && exec {strip} --strip-all {BINARY}"


def driver_program(program_text: str, interface: pb.Interface) -> Program:
    """Compile the solution and the problem's driver into the stripped binary `main` with the
    same rustc, flags and crates as script_program, refusing a program that defines a shared
    library's symbol (symbol_check); the run speaks the harness protocol."""
    setup = _setup()
    return Program(
        files={SOURCE: driver_source_file(program_text, interface).encode()},
        compile_argv=("/bin/sh", "-c", _driver_compile_script(setup)),
        artefacts=(BINARY,),
        run_argv=(f"./{BINARY}",),
        executables=(BINARY,),
        shape=RunShape(compile_pids=COMPILE_PIDS),
    )
