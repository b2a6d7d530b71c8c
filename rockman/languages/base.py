"""What every language module provides (languages/<name>.py), and the nonce protocol of
assert-style suites in compiled and interpreted languages other than the warm Python path.

An assert-style program (HumanEval-X: prompt + completion + the suite's test code) is wrapped so
that it reads one line from stdin first, the run's nonce (32 hex characters), runs every test,
and prints the nonce on a line of its own only when the tests returned normally. The judge
passes a run only when it exited 0 and its last non-empty stdout line is the nonce: a program
that exits early (exit(0), System.exit(0), process.exit(0), std::process::exit(0), os.Exit(0))
never prints it, so it never passes.

A `Program` is built from text alone (no toolchain is run here). The executor writes `files`
into a fresh work folder, runs `compile_argv` there in the sandbox (with compile limits), keeps
the files named in `artefacts` (cached by language, toolchain version, flags and source hash),
and runs `run_argv` in another sandboxed run whose work folder holds the artefacts.
"""

from __future__ import annotations

from dataclasses import dataclass, field

NONCE_HEX_CHARS = 32


@dataclass(frozen=True)
class RunShape:
    """Per-step needs beyond the defaults (64 processes/threads)."""

    compile_pids: int = 64
    run_pids: int = 64


@dataclass(frozen=True)
class WarmCompiler:
    """A resident compiler that builds the program as its `compile_argv` would, started once in
    a long-lived sandbox of its own (executor/warm.py, native/service.py): same compiler, same
    options, same diagnostics, same artefacts; the cold command stays the fallback."""

    argv: tuple[str, ...]  # starts the service in its work folder
    files: dict[str, bytes]  # the service's own files (its source)
    args: tuple[str, ...]  # the compiler's options for this program
    sources: tuple[str, ...]  # the program's files it compiles
    settings: tuple[tuple[str, str], ...] = ()  # other request entries (e.g. the TS mode)


@dataclass(frozen=True)
class Program:
    files: dict[str, bytes]  # relative path -> content, written into the work folder
    compile_argv: tuple[str, ...] = ()  # empty: nothing to compile (interpreted)
    artefacts: tuple[str, ...] = ()  # what the compile step leaves that the run needs
    run_argv: tuple[str, ...] = ()
    env: dict[str, str] = field(default_factory=dict)  # extra environment, compile and run
    executables: tuple[str, ...] = ()  # artefacts to mark executable
    shape: RunShape = field(default_factory=RunShape)
    warm: WarmCompiler | None = None  # a resident compiler for `compile_argv`, where one pays


@dataclass(frozen=True)
class Toolchain:
    """What a language needs on this machine, found without running untrusted code."""

    version: str  # e.g. "g++ 12.2.0"; part of the compile cache key
    readonly_paths: tuple[str, ...] = ()  # beyond /usr, /bin, /lib*, /etc, the Python prefixes
    flags: str = ""  # the compile flags in force; part of the compile cache key


class ToolchainMissing(Exception):
    """The language cannot run here; the message says what is missing and how to install it."""


def splice(text: str, edits: list[tuple[int, int, str]]) -> str:
    """`text` with each (start, end) span replaced; spans in order, not overlapping."""
    parts: list[str] = []
    last = 0
    for start, end, replacement in edits:
        parts.append(text[last:start])
        parts.append(replacement)
        last = end
    parts.append(text[last:])
    return "".join(parts)
