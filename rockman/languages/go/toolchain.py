"""Go (HumanEval-X): `go test -c` of the program and the suite's testify test, run as a binary.

Files: `solution.go` is the program (canary line + prompt + completion), which has imports but no
package clause: `package main` and a `//line` directive go in front, so compile errors keep the
program's line numbers. `main_test.go` is the suite's test code (`test_setup + test`).
`rockman_main_test.go` holds Rockman's `TestMain` (the Go file
rockman/languages/go/nonce_testmain_test.go, package data): it reads the run's nonce from stdin
before any test runs, sends the tests' output to stderr (where the judge looks for "--- FAIL"), runs
them (`m.Run()`) and prints the nonce on stdout only when they all passed. The binary runs with
`-test.paniconexit0` (as under `go test`): os.Exit(0) inside a test panics and fails the run; in an
`init` (which runs before TestMain) it exits 0 without the nonce. The driver's imports are aliased,
so the program's package-level names cannot clash with them.

Imports are repaired as HumanEval-X's own harness does (it rebuilds the import block): prompts
import packages their solutions do not use (an error in Go) and leave out ones they do use
(`strings`, `math`, ... also in the test code). Unused standard imports become blank imports,
and missing well-known ones are added on the package clause's line; line numbers never move.

The compile runs offline in a folder below the work folder (go ignores a go.mod in the temp
root, and the work folder is TMPDIR), the module `humanEval` of toolchains/go/module: go.mod and
go.sum as files, `vendor` a symlink to the read-only vendored testify. GOCACHE must be
writable (`go test` stores even the generated test main there; a read-only cache fails), so it
lives in the work folder: cold, it compiles runtime/cgo and net with gcc (Debian's precompiled
archives in GOROOT/pkg are stale for them; the rest of the std is used as shipped), testify and
its three dependencies, and the vet facts of all dependencies. A seed cache (see `prewarm`,
toolchains/go/sandbox-cache), when present, is copied instead: its entries are keyed by
the packages' folders, identical in every sandboxed compile, so only the program is built.

Rockman's own problems (call and operations cases, `driver_program`): `solution.go` is the program
as above (a package clause naming another package names main; a top-level `func main()` is renamed,
since the driver owns main), `rockman_driver.go` the glue generated from the interface (package
main: `main` and the calls of the solution), and the driver proper, the package `rockmandriver` (the
Go file rockman/languages/go/driver_runtime.go, served by rockman/languages/go/render.py), which the
compile moves into its own folder of the module (`humanEval/rockmandriver`), out of the reach of the
solution's package-level declarations; `go build` (no vet) in the module folder, with the same
environment, seed cache and limits, to `driver.bin`, which runs with the job on stdin in the run's
work folder (the module folder exists only in the compile's sandbox): a file_io case's fixture paths
are relative to it. The standard packages the driver imports (encoding/json, strconv, ...) are used
as shipped in GOROOT; the driver package, the same source for every problem, is built into the seed
by `prewarm` (in the folder where the sandbox builds it), so only the glue and the solution are
compiled per sample.
"""

from __future__ import annotations

import functools
import hashlib
import os
import re
import shlex
import subprocess
from dataclasses import dataclass
from pathlib import Path

from rockman.languages import source
from rockman.languages.base import Program, RunShape, Toolchain, ToolchainMissing, splice
from rockman.languages.go import render as render_go
from rockman.v1 import common_pb2 as pb

LANGUAGE: int = pb.LANGUAGE_GO
NAME = "go"

INSTALL = "run scripts/install_toolchains.sh"
SOLUTION = "solution.go"
TESTS = "main_test.go"
DRIVER = "rockman_main_test.go"
BINARY = "test.bin"
MODULE_DIR = "humaneval"
MODULE_FILES = (SOLUTION, TESTS, DRIVER, "go.mod", "go.sum")
SEARCH_DIRS = ("/usr/lib/go-1.19/bin", "/usr/local/go/bin", "/usr/bin", "/usr/local/bin")
_SYSTEM = ("/usr", "/bin", "/lib", "/lib64", "/etc")

# Measured on the 164 HumanEval-X programs: a compile needs ~20 processes+threads (the go
# command, compile/vet/cgo/gcc children, each a Go runtime with GOMAXPROCS threads) and a cgroup
# peak of ~160 MiB cold, ~80 MiB seeded (tmpfs included); a run 4 threads with GOMAXPROCS=1 and
# ~20 MiB (its 5 MiB binary on the tmpfs included).
COMPILE_PIDS = 64
RUN_PIDS = 16
COMPILE_PROCS = 2  # the go command's GOMAXPROCS (and -p): threads independent of the host's CPUs
RUN_MEMORY_LIMIT = "192MiB"  # GOMEMLIMIT: the GC works harder before the default 256 MiB cgroup

# `go test`'s default vet checks stay on, as in HumanEval-X's harness (`go test main_test.go`):
# a program they reject fails to compile. ("-vet=off",) would skip them (cold compile ~2.6x
# faster; with a seed cache they cost ~0.1 s).
TEST_FLAGS: tuple[str, ...] = ()
# No symbol table or DWARF in the binaries (5.2 -> 3.6 MB for a HumanEval-X test binary, which
# every run receives; panics still print their stack, from the runtime's own tables).
LINK_FLAGS = ("-ldflags=-s -w",)
# Not -test.v: a failing test reports itself ("--- FAIL: TestX", testify's diff) without it, and
# HumanEval-X suites have one test function each.
RUN_FLAGS = ("-test.count=1", "-test.paniconexit0")

# The go command's environment (harmless for the run, which only reads GOMAXPROCS/GOMEMLIMIT).
ENV = {
    "GOENV": "off",
    "GOFLAGS": "-mod=vendor",
    "GOPROXY": "off",
    "GOSUMDB": "off",
    "GOTOOLCHAIN": "local",
    "GO111MODULE": "on",
    "GOWORK": "off",
    "GOMAXPROCS": "1",
    "GOMEMLIMIT": RUN_MEMORY_LIMIT,
}

# Rockman's TestMain (rockman_main_test.go): rockman/languages/go/nonce_testmain_test.go.
DRIVER_SOURCE = source("go", "nonce_testmain_test.go")

# Imports the program may use without importing them (HumanEval-X prompts leave out imports
# their canonical solutions need): name -> (path, an exported name that uses the import). The
# ten of HumanEval-X's own harness (CodeGeeX's IMPORT_HELPER["go"]) and a few more of the std.
KNOWN_IMPORTS: dict[str, tuple[str, str]] = {
    "math": ("math", "Abs"),
    "strings": ("strings", "Compare"),
    "fmt": ("fmt", "Sprint"),
    "strconv": ("strconv", "Itoa"),
    "time": ("time", "Now"),
    "bytes": ("bytes", "Compare"),
    "regexp": ("regexp", "MustCompile"),
    "sort": ("sort", "Ints"),
    "rand": ("math/rand", "Intn"),
    "md5": ("crypto/md5", "Sum"),
    "unicode": ("unicode", "IsUpper"),
    "utf8": ("unicode/utf8", "RuneLen"),
    "errors": ("errors", "New"),
    "reflect": ("reflect", "TypeOf"),
    "bits": ("math/bits", "OnesCount"),
    "big": ("math/big", "NewInt"),
    "heap": ("container/heap", "Init"),
    "list": ("container/list", "New"),
}

_SPACE = re.compile(r"(?:\s+|//[^\n]*|/\*.*?\*/)*", re.S)
_PACKAGE = re.compile(r"package\s+\w+")
_IMPORT = re.compile(r"import(?!\w)")
_SPEC = re.compile(r'(?:(?P<name>[A-Za-z_]\w*|\.)[ \t]+)?(?P<path>"[^"\\\n]*"|`[^`]*`)')
# Comments and literals (skipped), else `name.` not preceded by a dot or a word character.
_SELECTOR = re.compile(
    r"""//[^\n]*|/\*.*?\*/|"(?:[^"\\\n]|\\.)*"|`[^`]*`|'(?:[^'\\\n]|\\.)*'"""
    r"|(?<![\w.])(?P<name>[A-Za-z_]\w*)\.(?=\s*[A-Za-z_])",
    re.S,
)
_TOP_DECL = re.compile(r"^(?:func|var|const|type)\s+(\w+)", re.M)
# A test function `go test` runs: TestXxx (Xxx not starting with a lower-case letter).
_TEST_FUNC = re.compile(r"^func\s+(Test(?![a-z])\w*)\s*\(\s*\w+\s+\*\s*testing\.T\s*\)", re.M)


@dataclass(frozen=True)
class _Go:
    """The go command and the vendored module a compile uses, as found on this machine."""

    go: str  # absolute, symlinks resolved
    goroot: str
    module: str  # toolchains/go/module: go.mod, go.sum, vendor/
    go_mod: bytes
    go_sum: bytes
    version: str
    readonly: tuple[str, ...]
    seed: str = ""  # a prewarmed GOCACHE the compile copies (see prewarm); "" when absent


def _toolchains_dir() -> Path:
    env = os.environ.get("ROCKMAN_TOOLCHAINS")
    return Path(env) if env else Path(__file__).resolve().parents[3] / "toolchains"


def _module_dir() -> Path:
    env = os.environ.get("ROCKMAN_GO_MODULE")
    return Path(env) if env else _toolchains_dir() / "go" / "module"


def _seed_dir() -> Path:
    env = os.environ.get("ROCKMAN_GO_SEED_CACHE")
    return Path(env) if env else _toolchains_dir() / "go" / "sandbox-cache"


def _under_system(path: str) -> bool:
    return any(path == p or path.startswith(p + "/") for p in _SYSTEM)


def _find_go() -> Path:
    env = os.environ.get("ROCKMAN_GO")
    candidates = [Path(env)] if env else [Path(d, "go") for d in SEARCH_DIRS]
    for candidate in candidates:
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return candidate.resolve()
    raise ToolchainMissing(f"go: no go command in {', '.join(map(str, candidates))}; {INSTALL}")


def _go_version(go: Path, goroot: Path) -> str:
    try:
        proc = subprocess.run(
            [str(go), "version"],
            capture_output=True,
            text=True,
            timeout=30,
            check=False,
            env={"PATH": "/usr/bin:/bin", "GOROOT": str(goroot), "GOTOOLCHAIN": "local"},
        )
    except (OSError, subprocess.SubprocessError) as exc:
        raise ToolchainMissing(f"go: `{go} version` failed: {exc}; {INSTALL}") from None
    words = proc.stdout.split()
    if proc.returncode != 0 or len(words) < 4 or not words[2].startswith("go"):
        raise ToolchainMissing(f"go: `{go} version` said {proc.stdout.strip()!r}; {INSTALL}")
    return f"{words[2]} {words[3]}"  # e.g. "go1.19.8 linux/amd64"


def _testify_version(modules_txt: str) -> str:
    match = re.search(r"^# github\.com/stretchr/testify (\S+)", modules_txt, re.M)
    return match.group(1) if match else "?"


@functools.cache
def _setup() -> _Go:
    go = _find_go()
    goroot = go.parent.parent  # <GOROOT>/bin/go
    version = _go_version(go, goroot)
    module = _module_dir().resolve()
    try:
        go_mod = (module / "go.mod").read_bytes()
        go_sum = (module / "go.sum").read_bytes()
        modules_txt = (module / "vendor" / "modules.txt").read_text()
    except OSError as exc:
        raise ToolchainMissing(f"go: vendored testify module missing ({exc}); {INSTALL}") from None
    if not (module / "vendor" / "github.com" / "stretchr" / "testify" / "assert").is_dir():
        raise ToolchainMissing(f"go: {module}/vendor has no testify/assert; {INSTALL}")
    vendor_hash = hashlib.sha256(go_mod + go_sum + modules_txt.encode()).hexdigest()[:12]
    full = f"{version}; testify {_testify_version(modules_txt)} (vendor {vendor_hash})"
    seed_dir = _seed_dir().resolve()
    seed = str(seed_dir) if (seed_dir / "README").is_file() else ""  # go writes README first
    paths = (str(goroot), str(module), *([seed] if seed else []))
    readonly = tuple(p for p in dict.fromkeys(paths) if not _under_system(p))
    return _Go(str(go), str(goroot), str(module), go_mod, go_sum, full, readonly, seed)


def _env(setup: _Go) -> dict[str, str]:
    return {**ENV, "GOROOT": setup.goroot}


def _link_flags() -> str:
    return " ".join(shlex.quote(flag) for flag in LINK_FLAGS)


def _seed_command(setup: _Go) -> str:
    """The seed cache as a tree of symlinks to the read-only seed (`cp -Rs`, ~10 ms) rather
    than a copy (`cp -R`, ~90 ms of 8 MB): go reads entries through them, writes new ones
    beside them, and ignores that it cannot touch their times."""
    return f' && /bin/cp -Rs {shlex.quote(setup.seed)} "$work/.gocache"' if setup.seed else ""


def _compile_script(setup: _Go) -> str:
    """Move the files into a module folder below the work folder (go ignores a go.mod in the
    temp root, and the work folder is TMPDIR), link the vendor folder, build test.bin."""
    vendor = shlex.quote(os.path.join(setup.module, "vendor"))
    sources = " ".join(MODULE_FILES)
    flags = "".join(f" {shlex.quote(f)}" for f in TEST_FLAGS)
    seed = _seed_command(setup)
    return (
        f'work="$PWD"{seed} && /bin/mkdir {MODULE_DIR} && /bin/mv {sources} {MODULE_DIR}/'
        f" && /bin/ln -s {vendor} {MODULE_DIR}/vendor && cd {MODULE_DIR}"
        f' && GOCACHE="$work/.gocache" GOPATH="$work/.gopath" GOMAXPROCS={COMPILE_PROCS}'
        f' exec {shlex.quote(setup.go)} test{flags} -c {_link_flags()} -o "$work/{BINARY}"'
    )


def toolchain() -> Toolchain:
    """go's version plus the vendored testify's, GOROOT and the module folder when outside the
    system paths (the vendor symlink points there), and the compile command, flags and env."""
    setup = _setup()
    env = " ".join(f"{k}={v}" for k, v in sorted(_env(setup).items()))
    flags = f"{_compile_script(setup)}; run {' '.join(RUN_FLAGS)}; env {env}"
    return Toolchain(setup.version, setup.readonly, flags)


@dataclass(frozen=True)
class _Head:
    """The program's package clause and import declarations (they must come first in Go)."""

    package_end: int  # where the package clause ends; -1 when there is none
    imports: tuple[tuple[str, str, int], ...]  # (name or "", path, offset of the path literal)
    body: int  # where the first other declaration starts


def _space(text: str, pos: int) -> int:
    """Past blank space and comments."""
    match = _SPACE.match(text, pos)
    return match.end() if match else pos


def _skip(text: str, pos: int) -> int:
    """Past blank space, comments and semicolons."""
    pos = _space(text, pos)
    while text.startswith(";", pos):
        pos = _space(text, pos + 1)
    return pos


def parse_head(program_text: str) -> _Head:
    """The package clause and the import specs at the top of the program, as far as they parse
    (an import declaration that does not parse ends the head: it stays as written)."""
    text = program_text
    pos = _space(text, 0)
    package_end = -1
    if match := _PACKAGE.match(text, pos):
        package_end = match.end()
        pos = _skip(text, package_end)
    imports: list[tuple[str, str, int]] = []
    while match := _IMPORT.match(text, pos):
        cursor = _space(text, match.end())
        grouped = text.startswith("(", cursor)
        specs: list[tuple[str, str, int]] = []
        cursor = _skip(text, cursor + 1) if grouped else cursor
        while spec := _SPEC.match(text, cursor):
            specs.append((spec.group("name") or "", spec.group("path")[1:-1], spec.start("path")))
            cursor = _skip(text, spec.end())
            if not grouped:
                break
        if not specs or (grouped and not text.startswith(")", cursor)):
            break
        imports.extend(specs)
        pos = _skip(text, cursor + 1 if grouped else cursor)
    return _Head(package_end, tuple(imports), pos)


def _is_std(path: str) -> bool:
    return "." not in path.split("/", 1)[0]


def fix_imports(program_text: str) -> tuple[str, list[str]]:
    """(the program with its unused standard-library imports made blank, the known packages it
    uses without importing them), as HumanEval-X's harness does by rebuilding the imports: the
    prompts import packages the solution may not use, and leave out ones it does use. The text
    keeps its line numbers: `"math"` becomes `_ "math"` on its own line."""
    head = parse_head(program_text)
    used: set[str] = set()
    for match in _SELECTOR.finditer(program_text, head.body):
        if match.group("name"):
            used.add(match.group("name"))
    edits: list[tuple[int, int, str]] = []  # (start, end, replacement), in order
    imported: set[str] = set()
    for name, path, offset in head.imports:
        effective = name or path.rsplit("/", 1)[-1]
        imported.add(effective)
        if name in ("_", ".") or not _is_std(path) or effective in used:
            continue
        if name:  # an alias: the blank identifier instead
            start = program_text.rindex(name, 0, offset)
            edits.append((start, start + len(name), "_"))
        else:
            edits.append((offset, offset, "_ "))
    declared = set(_TOP_DECL.findall(program_text, head.body))
    missing = sorted(n for n in used & KNOWN_IMPORTS.keys() if n not in imported | declared)
    return splice(program_text, edits), missing


def go_source(text: str, filename: str) -> str:
    """A Go file of package main with its imports fixed (see fix_imports): the missing ones on
    the package clause's line (which `package main` and a //line directive, so the text keeps
    its line numbers, precede when it has none), and a use of each added import at the end
    (`var _ = strings.Compare`: an import added for a local variable named like a package is
    not an error)."""
    fixed, missing = fix_imports(text)
    added = "".join(f'; import "{KNOWN_IMPORTS[n][0]}"' for n in missing)
    uses = "".join(f"var _ = {n}.{KNOWN_IMPORTS[n][1]}\n" for n in missing)
    tail = f"\n{uses}" if uses else ""
    end = parse_head(fixed).package_end
    if end >= 0:
        return f"{fixed[:end]}{added}{fixed[end:]}{tail}"
    return f"package main{added}\n//line {filename}:1\n{fixed}{tail}"


def test_names(test_code: str) -> list[str]:
    """The test functions `go test` would run from the suite's file."""
    return _TEST_FUNC.findall(test_code)


def build_program(program_text: str, test_code: str, setup: _Go) -> Program:
    """The Program for a given toolchain (script_program uses the one found on this machine)."""
    if not test_names(test_code):
        raise ValueError("go: the test code has no func TestXxx(t *testing.T)")
    return Program(
        files={
            SOLUTION: go_source(program_text, SOLUTION).encode(),
            TESTS: go_source(test_code, TESTS).encode(),
            DRIVER: DRIVER_SOURCE.encode(),
            "go.mod": setup.go_mod,
            "go.sum": setup.go_sum,
        },
        compile_argv=("/bin/sh", "-c", _compile_script(setup)),
        artefacts=(BINARY,),
        run_argv=(f"./{BINARY}", *RUN_FLAGS),
        env=_env(setup),
        executables=(BINARY,),
        shape=RunShape(compile_pids=COMPILE_PIDS, run_pids=RUN_PIDS),
    )


def script_program(program_text: str, test_code: str) -> Program:
    """solution.go + main_test.go + rockman_main_test.go, `go test -c` to test.bin; run it."""
    return build_program(program_text, test_code, _setup())


# Rockman's own problems (call and operations cases): the program and the driver generated from
# the interface (rockman/languages/go/render.py), `go build` in the same module folder.
DRIVER_FILE = "rockman_driver.go"  # the glue, package main
# The driver package, moved by the compile into <module>/rockmandriver/ (the files of a Program
# are written into one folder).
DRIVER_PACKAGE_FILE = "rockman_driver_package.go"
DRIVER_BINARY = "driver.bin"
DRIVER_MODULE_FILES = (SOLUTION, DRIVER_FILE, "go.mod", "go.sum")
_MAIN_FUNC = re.compile(r"^func(\s+)main(\s*)\(", re.M)
_MODULE_LINE = re.compile(rb"^module\s+(\S+)", re.M)
# A //go:linkname directive names another package's unexported symbols (the driver's state among
# them): a solution that holds the text is refused before it compiles.
LINKNAME = "go:linkname"
LINKNAME_MESSAGE = (
    f"{SOLUTION}: a solution may not use //go:linkname (it reaches into other packages, the"
    " driver's among them)"
)


def driver_package_path(go_mod: bytes) -> str:
    """The import path of the driver package: <the module's path>/rockmandriver."""
    match = _MODULE_LINE.search(go_mod)
    if match is None:
        raise ToolchainMissing(f"go: the vendored module's go.mod names no module; {INSTALL}")
    return f"{match.group(1).decode()}/{render_go.DRIVER_PACKAGE}"


def _driver_compile_script(setup: _Go) -> str:
    """As _compile_script, with `go build` of the package (no tests, no vet); the driver
    package goes into its own folder of the module first."""
    vendor = shlex.quote(os.path.join(setup.module, "vendor"))
    sources = " ".join(DRIVER_MODULE_FILES)
    seed = _seed_command(setup)
    package = f"{MODULE_DIR}/{render_go.DRIVER_PACKAGE}"
    refuse = f"echo {shlex.quote(LINKNAME_MESSAGE)}; exit 1"
    return (
        f"{{ ! /bin/grep -qs {LINKNAME} {SOLUTION} || {{ {refuse}; }}; }}"
        f' && work="$PWD"{seed} && /bin/mkdir {MODULE_DIR} {package}'
        f" && /bin/mv {sources} {MODULE_DIR}/"
        f" && /bin/mv {DRIVER_PACKAGE_FILE} {package}/{render_go.DRIVER_PACKAGE}.go"
        f" && /bin/ln -s {vendor} {MODULE_DIR}/vendor && cd {MODULE_DIR}"
        f' && GOCACHE="$work/.gocache" GOPATH="$work/.gopath" GOMAXPROCS={COMPILE_PROCS}'
        f" exec {shlex.quote(setup.go)} build -buildvcs=false {_link_flags()}"
        f' -o "$work/{DRIVER_BINARY}" .'
    )


def driver_solution_source(program_text: str) -> str:
    """The solution as a file of package main beside the driver: a package clause naming
    another package names main, a top-level `func main()` is renamed (the driver owns main;
    like a Python solution's `if __name__ == "__main__":` block it never runs), imports fixed
    as go_source does. Line numbers do not move."""
    text = program_text
    head = parse_head(text)
    if head.package_end >= 0:
        clause = _PACKAGE.search(text, 0, head.package_end)
        if clause is not None:
            text = f"{text[: clause.start()]}package main{text[clause.end() :]}"
    text = _MAIN_FUNC.sub(r"func\1rockmanSolutionMain\2(", text)
    return go_source(text, SOLUTION)


def build_driver_program(program_text: str, interface: pb.Interface, setup: _Go) -> Program:
    """The Program of a call/operations job for a given toolchain."""
    return Program(
        files={
            SOLUTION: driver_solution_source(program_text).encode(),
            DRIVER_FILE: render_go.driver_source(
                interface, driver_package_path(setup.go_mod)
            ).encode(),
            DRIVER_PACKAGE_FILE: render_go.driver_package_source().encode(),
            "go.mod": setup.go_mod,
            "go.sum": setup.go_sum,
        },
        compile_argv=("/bin/sh", "-c", _driver_compile_script(setup)),
        artefacts=(DRIVER_BINARY,),
        run_argv=(f"./{DRIVER_BINARY}",),
        env=_env(setup),
        executables=(DRIVER_BINARY,),
        shape=RunShape(compile_pids=COMPILE_PIDS, run_pids=RUN_PIDS),
    )


def driver_program(program_text: str, interface: pb.Interface) -> Program:
    """solution.go + rockman_driver.go (the glue, generated from the interface) + the driver
    package, `go build` to driver.bin; the run reads the job on stdin and writes the protocol's
    events."""
    return build_driver_program(program_text, interface, _setup())


# The seed's program stays here: it has no package clause (a HumanEval-X program, which
# go_source completes), so it is no Go file on its own.
SEED_PROGRAM = """// Rockman's seed program: builds what every compile shares.
import (
    "fmt"
)

func Seed() string {
    return fmt.Sprint(1)
}
"""
# The seed's test (its TestSeed calls the program's Seed): rockman/languages/go/seed_test.go.
SEED_TEST = source("go", "seed_test.go")


SEED_INTERFACE = pb.Interface(
    function=pb.FunctionSignature(name="seed", returns=pb.TypeRef(kind=pb.TYPE_KIND_STRING))
)


def prewarm(seed: Path, sandbox_work: Path = Path("/tmp")) -> None:
    """Build the seed cache, a GOCACHE a compile copies instead of starting cold: runtime/cgo
    and net (Debian's precompiled archives are stale for this gcc), testify and its
    dependencies, the vet facts of the standard library, and the driver package of Rockman's
    own problems (the same source for every problem). Entries of packages outside GOROOT are
    keyed by their folder, so the seed program is built where the sandbox builds:
    <sandbox_work>/humaneval (the native sandbox's work folder is /tmp). Run as root on the host
    (`python -m rockman.languages.go.toolchain --prewarm [DIR]`); the seed is used once
    toolchain() sees it (a new process)."""
    setup = _setup()
    program = build_program(SEED_PROGRAM, SEED_TEST, setup)
    folder = sandbox_work / MODULE_DIR
    folder.mkdir()  # fails if it exists: another build may be using it
    try:
        for name in MODULE_FILES:
            (folder / name).write_bytes(program.files[name])
        (folder / "vendor").symlink_to(Path(setup.module, "vendor"))
        seed.mkdir(parents=True, exist_ok=True)
        env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC"}
        env |= {**program.env, "HOME": str(sandbox_work), "TMPDIR": str(sandbox_work)}
        env |= {"GOCACHE": str(seed), "GOPATH": str(folder / ".gopath")}
        env["GOMAXPROCS"] = str(COMPILE_PROCS)
        subprocess.run(
            [setup.go, "test", *TEST_FLAGS, "-c", "-o", str(folder / BINARY)],
            cwd=folder,
            env=env,
            check=True,
            timeout=600,
        )
        # The driver package, in its folder, as _driver_compile_script builds it (the _test
        # files beside the glue are not part of `go build`).
        driver = build_driver_program(SEED_PROGRAM, SEED_INTERFACE, setup)
        package = folder / render_go.DRIVER_PACKAGE
        package.mkdir()
        package_source = driver.files[DRIVER_PACKAGE_FILE]
        (package / f"{render_go.DRIVER_PACKAGE}.go").write_bytes(package_source)
        (folder / DRIVER_FILE).write_bytes(driver.files[DRIVER_FILE])
        subprocess.run(
            [setup.go, "build", "-buildvcs=false", *LINK_FLAGS, "-o", str(folder / DRIVER_BINARY)],
            cwd=folder,
            env=env,
            check=True,
            timeout=600,
        )
        for path in (seed, *seed.rglob("*")):
            path.chmod(0o755 if path.is_dir() else 0o644)
    finally:
        subprocess.run(["/bin/rm", "-rf", str(folder)], check=False)


if __name__ == "__main__":
    import sys

    if sys.argv[1:2] != ["--prewarm"]:
        sys.exit("usage: python -m rockman.languages.go.toolchain --prewarm [SEED_DIR]")
    prewarm(Path(sys.argv[2]) if len(sys.argv) > 2 else _seed_dir())
