"""Style checks of refactoring tasks: lizard's per-function metrics of a submitted program.

lizard reads the program as text (it never runs it), but the text is untrusted: it is measured in
a child process with a time limit, so a pathological program costs a bounded time and never
holds an executor thread. Run as ``python -m rockman.executor.style EXT [FORBIDDEN...]`` with the
program on stdin, it prints the measurements as JSON.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from dataclasses import dataclass

from rockman.v1 import common_pb2 as pb

EXTENSIONS: dict[int, str] = {
    pb.LANGUAGE_PYTHON: ".py",
    pb.LANGUAGE_CPP: ".cpp",
    pb.LANGUAGE_JAVA: ".java",
    pb.LANGUAGE_JAVASCRIPT: ".js",
    pb.LANGUAGE_TYPESCRIPT: ".ts",
    pb.LANGUAGE_RUST: ".rs",
    pb.LANGUAGE_GO: ".go",
}
TIMEOUT_S = 20.0
MAX_REPORTED = 5
_SKIPPED_TOKEN_STARTS = ("#", "//", "/*", '"', "'", "`")  # comments and string literals


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


class StyleUnmeasurable(Exception):
    """lizard could not measure the program in time (a fault of the program's text)."""


def measure(code: str, language: int, forbidden: list[str]) -> Measurement:
    """The program's functions and which forbidden tokens it uses, measured in a child."""
    extension = EXTENSIONS[language]
    try:
        done = subprocess.run(
            [sys.executable, "-I", "-m", "rockman.executor.style", extension, *forbidden],
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
        [FunctionMetrics(*f) for f in found["functions"]], list(found["forbidden_found"])
    )


def violations(measured: Measurement, checks: pb.StyleChecks) -> list[str]:
    """What the program breaks, one line per function and limit (empty: it meets them all)."""
    found: list[str] = []
    limits = (
        ("lines of code", "lines", checks.max_function_lines),
        ("cyclomatic complexity", "complexity", checks.max_cyclomatic_complexity),
        ("parameters", "parameters", checks.max_parameters),
    )
    for function in measured.functions:
        for label, field, limit in limits:
            value = getattr(function, field)
            if limit and value > limit:
                found.append(f"{function.name}: {label} {value} > {limit}")
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


_OPENING, _CLOSING = "([{<", ")]}>"
_ARROWS = ("->", "<-", "=>")  # Rust return types, Go channels, JavaScript arrow functions


def _split_parameters(text: str, start: int) -> int | None:
    """Parameters of the list whose "(" is at text[start]: commas at depth 0 between it and its
    ")", outside string literals; None when the list does not close."""
    depth, count, current, i = 0, 0, False, start + 1
    while i < len(text):
        char = text[i]
        if text.startswith(_ARROWS, i):
            current, i = True, i + 2
            continue
        if char in "\"'`":
            end = i + 1
            while end < len(text) and text[end] != char:
                end += 2 if text[end] == "\\" else 1
            current, i = True, end + 1
            continue
        if char in _OPENING:
            depth += 1
        elif char in _CLOSING:
            if depth == 0:
                return count + int(current) if char == ")" else None
            depth -= 1
        elif char == "," and depth == 0:
            count += int(current)
            current = False
            i += 1
            continue
        current = current or not char.isspace()
        i += 1
    return None


def parameter_count(code: str, name: str, start_line: int, end_line: int) -> int | None:
    """The parameter count of function `name`, read from its source text at bracket depth 0.

    lizard counts every comma of the parameter list, so a parameter of a tuple or generic type
    (Rust `Vec<(String, i64)>`, Go `[]Pair[string, int]`, Python `tuple[int, int]`) counts as
    several, and a signature copied from the prompt would break the parameter limit. None when
    the list cannot be found (the caller keeps lizard's count)."""
    span = "\n".join(code.splitlines()[start_line - 1 : end_line])
    short = re.split(r"::|\.", name)[-1]
    found = re.search(rf"(?<![\w$]){re.escape(short)}(?![\w$])", span)
    if found is None:
        return None
    opening = span.find("(", found.end())
    return None if opening < 0 else _split_parameters(span, opening)


def _main() -> None:
    import lizard  # type: ignore[import-untyped]

    extension, forbidden = sys.argv[1], set(sys.argv[2:])
    code = sys.stdin.buffer.read().decode("utf-8", "surrogateescape")
    info = lizard.analyze_file.analyze_source_code(f"solution{extension}", code)
    reader = lizard.get_reader_for(f"solution{extension}")
    used: set[str] = set()
    if forbidden and reader is not None:
        for token in reader.generate_tokens(code):
            if token in forbidden and not token.startswith(_SKIPPED_TOKEN_STARTS):
                used.add(token)
    functions = []
    for f in info.function_list:
        counted = parameter_count(code, f.name, f.start_line, f.end_line)
        parameters = f.parameter_count if counted is None else counted
        functions.append([f.name, f.nloc, f.cyclomatic_complexity, parameters])
    json.dump({"functions": functions, "forbidden_found": sorted(used)}, sys.stdout)


if __name__ == "__main__":
    _main()
