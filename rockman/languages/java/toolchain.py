"""Java (HumanEval-X): javac into a class folder (the artefact), `java` to run it.

HumanEval-X puts `class Solution` (the program) and `public class Main` (the suite, which throws
AssertionError on failure) in one compilation unit, so both go into `Main.java` unchanged (the
line numbers of diagnostics stay those of the texts). A `main` of the program's own is a method
nothing calls, so it cannot clash with anything.

`RockmanEntry.java` (rockman/languages/java/RockmanEntry.java; `ENTRY_SOURCE` fills in the
nonce's length) is the real entry point, a separate class that nothing in the texts names. It
reads the nonce line from fd 0 byte by byte before `Main` or `Solution` is initialised (their
static initialisers run only when `Main.main` is called), keeps it in a local variable, calls
`Main.main`, and only if that returned flushes `System.out` and writes "\\n<nonce>\\n" straight to
fd 1 (a `System.setOut` in the program cannot divert it), then halts with 0 so that no thread or
shutdown hook of the program runs after it. A throwable from the suite is printed like the JVM's
own "Exception in thread" report and halts with 1; `System.exit(0)` never reaches the nonce.

The JVMs are sized for the sandbox rather than for the host they would otherwise measure (the
jail has no /sys, so no container detection): serial GC, C1 only, one active processor, one
compiler thread, no perf-data file in /tmp, VM warnings to stderr (stdout stays the program's),
and a heap well inside the 256 MiB run cgroup. A run then has 13 threads (javac likewise,
plus the shells around them).

Compile cost is mostly the JVM starting javac (~0.5 s of class loading and linking). Two things
cut it without a resident compiler (which would have to live in its own long-lived sandbox):
the class folder itself is the artefact (a `jar` step was a second JVM start, ~0.3 s), and javac
starts from an AppCDS archive of its own classes (`toolchains/java/javac.jsa`, made by
`make toolchains` with `python -m rockman.languages.java.toolchain --archive` and the same JVM
flags), measured 0.52 -> 0.38 s per javac on this host. Without the archive javac runs as
before; a stale archive (another JDK build) is ignored by the JVM, which `-Xshare:auto` allows.

The program and the suite share the default package, so a hostile program could shadow the
suite's `Arrays` or `List` with classes of its own; only a scan of the submission can catch that.
"""

from __future__ import annotations

import functools
import os
import re
import shlex
import subprocess
import tempfile
from pathlib import Path

from rockman.languages import fill_stand_ins, source
from rockman.languages.base import (
    NONCE_HEX_CHARS,
    Program,
    RunShape,
    Toolchain,
    ToolchainMissing,
    WarmCompiler,
)
from rockman.languages.java import render as render_java
from rockman.v1 import common_pb2 as pb

LANGUAGE: int = pb.LANGUAGE_JAVA
NAME = "java"

INSTALL_HINT = "run scripts/install_toolchains.sh"
SEARCH_DIRS = ("/usr/bin", "/usr/local/bin", "/bin")  # the sandbox's PATH, /usr first
MIN_MAJOR = 17  # the suites' language level
SOURCE = "Main.java"
ENTRY = "RockmanEntry.java"
ENTRY_CLASS = "RockmanEntry"
CLASSES = "classes"
ARCHIVE_NAME = "javac.jsa"

# Start-up and footprint for short single-threaded programs, whatever the host's size.
_COMMON_JVM = (
    "-XX:+UseSerialGC",
    "-XX:TieredStopAtLevel=1",
    "-XX:ActiveProcessorCount=1",
    "-XX:CICompilerCount=1",
    "-XX:-UsePerfData",
)
# javac: the compile cgroup is large (2 GiB); the reservations stay under 2 GiB of
# address space too (javac peaks near 70 MB RSS on HumanEval-X).
TOOL_JVM_FLAGS = (
    *_COMMON_JVM,
    "-Xss4m",
    "-Xmx512m",
    "-XX:CompressedClassSpaceSize=64m",
    "-XX:ReservedCodeCacheSize=64m",
)
JAVAC_FLAGS = ("-encoding", "UTF-8", "-proc:none", "-nowarn")
# The run: heap 192 MiB + metaspace, code cache and the VM itself (~40 MB) < 256 MiB, so a
# program that fills its heap usually gets an OutOfMemoryError rather than the cgroup's kill
# (both are MEMORY_LIMIT). A young generation of 24 MiB leaves the old one 168 MiB, so one
# 150 MiB array fits, as it would in C++ (the serial GC's default NewRatio=2 left ~107 MiB).
# 16 MiB stacks (reserved, not committed) for deep recursion.
RUN_JVM_FLAGS = (
    *_COMMON_JVM,
    "-Xss16m",
    "-Xms32m",
    "-Xmx192m",
    "-Xmn24m",
    "-XX:MaxMetaspaceSize=64m",
    "-XX:ReservedCodeCacheSize=32m",
    "-Xlog:disable",
    "-Xlog:all=warning:stderr",
)
COMPILE_PIDS = 32  # measured: one JVM (13 threads) plus two shells at a time
RUN_PIDS = 32  # measured: 13 threads; the rest is room for the program's own

# The entry point's code (rockman/languages/java/RockmanEntry.java) with the nonce's length.
ENTRY_SOURCE = fill_stand_ins(source(NAME, ENTRY), NONCE_HEX_CHARS=str(NONCE_HEX_CHARS))


def _executable(path: str) -> bool:
    return os.path.isfile(path) and os.access(path, os.X_OK)


@functools.cache
def java_home() -> str:
    """The real JDK home of the first `javac` in the sandbox's PATH (Debian's /usr/bin/javac is
    an alternatives symlink into /usr/lib/jvm/...), holding javac and java."""
    for directory in SEARCH_DIRS:
        javac = os.path.join(directory, "javac")
        if _executable(javac):
            home = os.path.dirname(os.path.dirname(os.path.realpath(javac)))
            missing = [t for t in ("javac", "java") if not _executable(_tool(home, t))]
            if missing:
                raise ToolchainMissing(
                    f"the JDK at {home} lacks {', '.join(missing)}; {INSTALL_HINT}"
                )
            return home
    raise ToolchainMissing(f"javac not found in {', '.join(SEARCH_DIRS)}; {INSTALL_HINT}")


def _tool(home: str, name: str) -> str:
    return os.path.join(home, "bin", name)


def _version_output(argv: list[str]) -> str:
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=30, check=True)
    except (OSError, subprocess.SubprocessError) as exc:
        raise ToolchainMissing(f"{shlex.join(argv)} failed ({exc}); {INSTALL_HINT}") from exc
    return (done.stdout + done.stderr).strip()


@functools.cache
def toolchain() -> Toolchain:
    """javac and java of one JDK (at least 17). The version names both the compiler and the
    runtime build, so cached classes are redone when either changes. The JDK home is exposed
    explicitly (on Debian it lies under /usr and its conf symlinks point into /etc)."""
    home = java_home()
    javac_version = _version_output([_tool(home, "javac"), "-version"]).splitlines()[0]
    found = re.match(r"javac (\d+)", javac_version)
    if found is None or int(found.group(1)) < MIN_MAJOR:
        raise ToolchainMissing(
            f"{_tool(home, 'javac')} is {javac_version!r}; need JDK {MIN_MAJOR}+; {INSTALL_HINT}"
        )
    runtime = _version_output([_tool(home, "java"), "-version"]).splitlines()
    build = next((line for line in runtime if "Runtime Environment" in line), runtime[0])
    flags = " ".join(
        (
            shlex.join(_javac_jvm_flags()),
            shlex.join(JAVAC_FLAGS),
            "run:",
            shlex.join(RUN_JVM_FLAGS),
        )
    )
    archive = javac_archive()
    readonly = (home, str(archive.parent)) if archive.is_file() else (home,)
    return Toolchain(
        version=f"{javac_version}; {build.strip()}", readonly_paths=readonly, flags=flags
    )


def wrap(program_text: str, test_code: str) -> str:
    """Main.java: the program, then the suite, each ending in a newline."""
    parts = (program_text, test_code)
    return "".join(part if part.endswith("\n") else part + "\n" for part in parts)


def _toolchains_dir() -> Path:
    env = os.environ.get("ROCKMAN_TOOLCHAINS")
    return Path(env) if env else Path(__file__).resolve().parents[3] / "toolchains"


def javac_archive() -> Path:
    """Where `make toolchains` puts javac's AppCDS archive."""
    return _toolchains_dir() / "java" / ARCHIVE_NAME


def _javac_jvm_flags() -> tuple[str, ...]:
    archive = javac_archive()
    if not archive.is_file():
        return TOOL_JVM_FLAGS
    return (*TOOL_JVM_FLAGS, "-Xshare:auto", f"-XX:SharedArchiveFile={archive}")


def compile_command(home: str, sources: tuple[str, ...] = (SOURCE, ENTRY)) -> str:
    """javac into `classes/`, the artefact folder the run puts on its class path."""
    jvm = tuple(f"-J{flag}" for flag in _javac_jvm_flags())
    return shlex.join((_tool(home, "javac"), *jvm, *JAVAC_FLAGS, "-d", CLASSES, *sources))


SERVER = "RockmanCompileServer.java"


@functools.cache
def _server_source() -> bytes:
    return (Path(__file__).parent / SERVER).read_bytes()


def warm_compiler(sources: tuple[str, ...]) -> WarmCompiler:
    """javac through javax.tools in one resident JVM (languages/warm/RockmanCompileServer.java,
    run from source by the launcher; the JVM flags of the cold javac): ~15-100 ms a compile
    instead of a JVM start each. Same options and messages; the classes come back in memory."""
    home = java_home()
    return WarmCompiler(
        argv=(_tool(home, "java"), *_javac_jvm_flags(), SERVER),
        files={SERVER: _server_source()},
        args=JAVAC_FLAGS,
        sources=sources,
    )


def make_archive() -> Path:
    """Dump javac's loaded classes into its AppCDS archive, compiling a small program with the
    flags the sandbox uses (so the archive matches them)."""
    archive = javac_archive()
    archive.parent.mkdir(parents=True, exist_ok=True)
    home = java_home()
    with tempfile.TemporaryDirectory() as work:
        source = Path(work, SOURCE)
        source.write_text(
            "import java.util.*;\nimport java.util.stream.*;\npublic class Main {\n"
            "    public static void main(String[] args) {\n"
            "        List<Integer> xs = new ArrayList<>(List.of(3, 1, 2));\n"
            "        Collections.sort(xs);\n"
            "        System.out.println(xs.stream().map(String::valueOf)"
            '.collect(Collectors.joining(",")));\n    }\n}\n'
        )
        tmp = archive.with_suffix(".tmp")
        jvm = (*TOOL_JVM_FLAGS, f"-XX:ArchiveClassesAtExit={tmp}")
        subprocess.run(
            [_tool(home, "javac"), *(f"-J{f}" for f in jvm), *JAVAC_FLAGS, "-d", work, str(source)],
            check=True,
            capture_output=True,
            timeout=300,
        )
        tmp.chmod(0o644)
        tmp.replace(archive)
    return archive


def script_program(program_text: str, test_code: str) -> Program:
    """javac at compile time (~0.4 s with the archive); the run needs only the class folder and
    the JDK (read-only)."""
    home = java_home()
    return Program(
        files={SOURCE: wrap(program_text, test_code).encode(), ENTRY: ENTRY_SOURCE.encode()},
        compile_argv=("/bin/sh", "-c", compile_command(home)),
        artefacts=(CLASSES,),
        run_argv=(_tool(home, "java"), *RUN_JVM_FLAGS, "-cp", CLASSES, ENTRY_CLASS),
        shape=RunShape(compile_pids=COMPILE_PIDS, run_pids=RUN_PIDS),
        warm=warm_compiler((SOURCE, ENTRY)),
    )


# --- data-driven problems: the solution plus the driver rendered from the interface ---------

DRIVER = "RockmanDriver.java"
_TYPE_DECLARATION = re.compile(
    r"\b((?:(?:public|protected|private|static|final|abstract|sealed|non-sealed|strictfp)\s+)*)"
    r"(?:class|interface|enum|record)\s+([A-Za-z_$][A-Za-z0-9_$]*)"
)


def _code_only(source: str) -> str:
    """`source` with comments, string, text block and char literals blanked (same length)."""
    out = list(source)
    i, n = 0, len(source)

    def blank(start: int, end: int) -> None:
        for k in range(start, min(end, n)):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        if source.startswith("//", i):
            end = source.find("\n", i)
            end = n if end == -1 else end
        elif source.startswith("/*", i):
            end = source.find("*/", i + 2)
            end = n if end == -1 else end + 2
        elif source.startswith('"""', i):
            end = source.find('"""', i + 3)
            while end != -1 and _escaped(source, end):
                end = source.find('"""', end + 1)
            end = n if end == -1 else end + 3
        elif source[i] in "\"'":
            end = i + 1
            while end < n and source[end] != source[i] and source[end] != "\n":
                end += 2 if source[end] == "\\" else 1
            end += 1
        else:
            i += 1
            continue
        blank(i, end)
        i = end
    return "".join(out)


def _escaped(source: str, index: int) -> bool:
    backslashes = 0
    while index - backslashes - 1 >= 0 and source[index - backslashes - 1] == "\\":
        backslashes += 1
    return backslashes % 2 == 1


def top_level_types(source: str) -> list[tuple[str, bool]]:
    """(name, is public) of each top-level class, interface, enum or record of a Java file."""
    depth = 0
    flat = []
    for ch in _code_only(source):
        flat.append(ch if depth == 0 and ch not in "{}" else " ")
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth = max(depth - 1, 0)
    found = []
    for match in _TYPE_DECLARATION.finditer("".join(flat)):
        found.append((match.group(2), "public" in match.group(1).split()))
    return found


def driver_program(program_text: str, interface: pb.Interface) -> Program:
    """The solution and RockmanDriver (rockman/languages/java/render.py), compiled like the
    assert-style programs: javac in the sandbox, then `java ... RockmanDriver`.

    The solution's file is named after its public top-level type, if it has one (javac wants
    that), else after the entry class, so both `class Solution` and `public class Solution`
    compile. The tuple records the interface uses are added in RockmanTuples.java unless the
    solution declares them itself (as the prompt does)."""
    home = java_home()
    declared = top_level_types(program_text)
    public = [name for name, is_public in declared if is_public]
    solution = f"{public[0] if public else render_java.entry_class(interface)}.java"
    files = {solution: program_text.encode(), DRIVER: render_java.driver_source(interface).encode()}
    names = {name for name, _ in declared}
    missing = [n for n in render_java.tuple_arities(interface)
               if render_java.tuple_class(n) not in names]  # fmt: skip
    if missing:
        files[render_java.TUPLES_FILE] = render_java.tuple_source(missing).encode()
    return Program(
        files=files,
        compile_argv=("/bin/sh", "-c", compile_command(home, tuple(files))),
        artefacts=(CLASSES,),
        run_argv=(_tool(home, "java"), *RUN_JVM_FLAGS, "-cp", CLASSES, render_java.DRIVER_CLASS),
        shape=RunShape(compile_pids=COMPILE_PIDS, run_pids=RUN_PIDS),
        warm=warm_compiler(tuple(files)),
    )


if __name__ == "__main__":
    import sys

    if sys.argv[1:] != ["--archive"]:
        sys.exit("usage: python -m rockman.languages.java.toolchain --archive")
    print(f"[toolchains] javac class-data archive: {make_archive()}")
