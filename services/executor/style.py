"""Style checks of refactoring tasks: every unit of a submitted program measured from a real parse.

The program is parsed with tree-sitter's grammar for its language (rockman/judging/style_syntax.py,
with each language's rules in rockman/languages/<name>/style.py): every function, method, nested
function, lambda, closure and initialiser is measured on its own (lines of code, cyclomatic
complexity, parameters), code outside them is held to the complexity limit, and what the measurement
cannot see into (code run from strings, function-like macros, code loaded from elsewhere, text the
parser cannot read) is a violation by itself, with the reason.

The parse reads the program as text (it never runs it), but the text is untrusted: it is
measured in a child process with a time and memory limit, so a pathological program costs a
bounded time and never holds an executor thread. Run as ``python -m services.executor.style
LANGUAGE [FORBIDDEN...]`` with the program on stdin, it prints the measurements as JSON.
"""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import dataclass, field
from typing import Any

from rockman.v1 import common_pb2 as pb

LANGUAGES: dict[int, str] = {
    pb.LANGUAGE_PYTHON: "python",
    pb.LANGUAGE_CPP: "cpp",
    pb.LANGUAGE_JAVA: "java",
    pb.LANGUAGE_JAVASCRIPT: "javascript",
    pb.LANGUAGE_TYPESCRIPT: "typescript",
    pb.LANGUAGE_RUST: "rust",
    pb.LANGUAGE_GO: "go",
}
TIMEOUT_S = 20.0
MEMORY_LIMIT_BYTES = 2 * 1024**3  # the measuring child's address space
MAX_REPORTED = 5
OUTSIDE = "code outside functions"


@dataclass(frozen=True)
class FunctionMetrics:
    name: str
    lines: int  # NLOC: lines of code, without blank and comment lines
    complexity: int  # cyclomatic complexity
    parameters: int


@dataclass(frozen=True)
class Measurement:
    functions: list[FunctionMetrics]
    forbidden_found: list[str]
    # what the measurement cannot see into: "line N: why", each a violation by itself
    refused: list[str] = field(default_factory=list)
    outside_complexity: int = 1  # code outside every function (module level, class bodies, ...)


class StyleUnmeasurable(Exception):
    """The program could not be measured in time (a fault of the program's text)."""


def measure(code: str, language: int, forbidden: list[str]) -> Measurement:
    """Every unit of the program, what it refuses and which forbidden tokens it uses, measured
    in a child process."""
    try:
        done = subprocess.run(
            [
                sys.executable,
                "-I",
                "-m",
                "services.executor.style",
                LANGUAGES[language],
                *forbidden,
            ],
            input=code.encode("utf-8", "surrogateescape"),
            capture_output=True,
            timeout=TIMEOUT_S,
            check=False,
        )
    except subprocess.TimeoutExpired:
        raise StyleUnmeasurable(f"measuring the program took over {TIMEOUT_S:.0f}s") from None
    if done.returncode != 0:
        raise StyleUnmeasurable(done.stderr.decode(errors="replace")[-300:])
    found = json.loads(done.stdout)
    return Measurement(
        [FunctionMetrics(*f) for f in found["functions"]],
        list(found["forbidden_found"]),
        list(found["refused"]),
        int(found["outside_complexity"]),
    )


def measure_here(code: str, language: int, forbidden: list[str]) -> Measurement:
    """The same measurement in this process: for trusted text only (tests, tools)."""
    found = _measurements(code.encode("utf-8", "surrogateescape"), LANGUAGES[language], forbidden)
    return Measurement(
        [FunctionMetrics(*f) for f in found["functions"]],
        list(found["forbidden_found"]),
        list(found["refused"]),
        int(found["outside_complexity"]),
    )


def violations(measured: Measurement, checks: pb.StyleChecks) -> list[str]:
    """What the program breaks: what cannot be measured first, then one line per function and
    limit (empty: it meets them all)."""
    found = list(measured.refused)
    limits = (
        ("lines of code", "lines", checks.max_function_lines),
        ("cyclomatic complexity", "complexity", checks.max_cyclomatic_complexity),
        ("parameters", "parameters", checks.max_parameters),
    )
    for function in measured.functions:
        for label, attribute, limit in limits:
            value = getattr(function, attribute)
            if limit and value > limit:
                found.append(f"{function.name}: {label} {value} > {limit}")
    limit = checks.max_cyclomatic_complexity
    if limit and measured.outside_complexity > limit:
        found.append(f"{OUTSIDE}: cyclomatic complexity {measured.outside_complexity} > {limit}")
    found += [f"uses forbidden token {token!r}" for token in measured.forbidden_found]
    return found


def check(code: str, language: int, checks: pb.StyleChecks) -> str:
    """'' when `code` meets `checks`, else a message saying what to fix."""
    try:
        measured = measure(code, language, list(checks.forbidden_tokens))
    except StyleUnmeasurable as exc:
        return f"style checks could not measure the program: {exc}"
    found = violations(measured, checks)
    if not found:
        return ""
    more = f" (and {len(found) - MAX_REPORTED} more)" if len(found) > MAX_REPORTED else ""
    return "style checks failed: " + "; ".join(found[:MAX_REPORTED]) + more


def _measurements(source: bytes, language: str, forbidden: list[str]) -> dict[str, Any]:
    """The measurements as the child prints them (JSON-ready)."""
    from rockman.judging import style_syntax
    from rockman.languages import registry

    reading = style_syntax.read(source, registry.style(language), set(forbidden))
    return {
        "functions": [[u.name, len(u.rows), u.complexity, u.parameters] for u in reading.units],
        "forbidden_found": sorted(reading.forbidden_found),
        "refused": [f"line {n}: {why}" for n, why in reading.refused],
        "outside_complexity": reading.outside.complexity,
    }


def _main() -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT_BYTES, MEMORY_LIMIT_BYTES))
    language, forbidden = sys.argv[1], sys.argv[2:]
    json.dump(_measurements(sys.stdin.buffer.read(), language, forbidden), sys.stdout)


if __name__ == "__main__":
    _main()
