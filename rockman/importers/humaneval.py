"""Importers for HumanEval (openai/human-eval) and HumanEval-X (THUDM/CodeGeeX).

Every record becomes one `registry_pb2.ProblemSource` whose prompt is the original prompt with
the task's canary as a comment on a new first line, so a completion appended to our prompt makes
the same program as in the original harness plus one comment line.

Splits:

- **private**: the suite's own test code, one `ScriptCase`. HumanEval's ``test`` defines
  ``check(candidate)`` and the harness calls ``check(<entry_point>)`` (``ScriptCase.entry_point``),
  as human-eval does. HumanEval-X's Python ``test`` already ends with ``check(<name>)`` at top
  level, so its ``ScriptCase.entry_point`` stays empty: setting it would run every check twice.
- **public**: HumanEval: the examples of the entry point's docstring turned into one script of
  asserts (see `docstring_examples`), keeping only those the canonical solution passes (a public
  case the reference fails would fail every correct sample; HumanEval/47, 116, 130 and 148 have
  such examples), no public case when none is left; HumanEval-X: the record's ``example_test``
  when it has one.
- **hidden**: none. These suites' tests have been public on the internet since 2021-2022, so
  nothing in them can be hidden from a model; imported suites are contamination-prone by nature
  and are for comparability with published numbers, not for held-out evaluation.

HumanEval-X specifics (checked against the data in ``data/humaneval-x``):

- Rust ``prompt`` holds only the doc comment, without the ``use`` lines or the signature; CodeGeeX
  evaluates ``declaration + prompt + completion + test``, so our Rust prompt is
  ``canary + declaration + prompt``. The other languages' prompts are complete prefixes and are
  kept as they are.
- Rust ``example_test`` is the literal text ``"None"`` in every record: treated as absent.
- A Python ``example_test`` that does not compile gives no public case: Python/119's holds the
  canonical solution pasted twice (indented) before its asserts, which would both fail every
  sample and show the reference solution to models.
- Go: ``test`` needs ``test_setup`` (the package clause and the ``testing``/testify imports, plus
  ``math`` or ``math/rand`` for a few tasks), which is a separate file's header, not something to
  append; the private and public Go cases are ``test_setup + test`` (resp. ``example_test``), a
  complete ``_test.go`` file of ``package main``. The prompt keeps its own ``import (...)`` block.
- Records carry no entry point; it is the last function the declaration (or, for Rust/10, whose
  declaration opens a helper, the canonical solution) defines that the test code uses.
"""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rockman import enums, hashing
from rockman.errors import InvalidArgument
from rockman.importers.jsonl_files import read_jsonl
from rockman.v1 import common_pb2 as pb
from rockman.v1 import registry_pb2

HUMANEVAL_URL = "https://github.com/openai/human-eval"
HUMANEVAL_X_URL = "https://github.com/THUDM/CodeGeeX"
CREATION_DATE = "2021-07-07T00:00:00Z"  # the HumanEval paper (arXiv 2107.03374)
TIME_LIMIT_S = 3.0  # human-eval's per-program timeout
MEMORY_LIMIT_MB = 256
DIFFICULTY = 2
FLOAT_TOLERANCE = "1e-6"  # human-eval's own checks compare floats within 1e-6
EXAMPLE_TIMEOUT_S = 5


@dataclass(frozen=True)
class _Language:
    prefix: str  # of HumanEval-X task ids: "CPP" in "CPP/0"
    comment: str  # line comment syntax, for the canary line
    definition: str  # regex whose first non-empty group is a defined function's name


_LANGUAGES: dict[pb.Language.ValueType, _Language] = {
    pb.LANGUAGE_PYTHON: _Language("Python", "# ", r"^\s*def\s+(\w+)\s*\("),
    pb.LANGUAGE_CPP: _Language("CPP", "// ", r"\b(\w+)\s*\([^()]*\)\s*\{"),
    pb.LANGUAGE_JAVA: _Language("Java", "// ", r"\bpublic\s+[^=;(){}]*?\b(\w+)\s*\("),
    pb.LANGUAGE_JAVASCRIPT: _Language(
        "JavaScript", "// ", r"(?:\bconst\s+(\w+)\s*=|\bfunction\s+(\w+)\s*\()"
    ),
    pb.LANGUAGE_TYPESCRIPT: _Language(
        "TypeScript", "// ", r"(?:\bconst\s+(\w+)\s*=|\bfunction\s+(\w+)\s*[<(])"
    ),
    pb.LANGUAGE_RUST: _Language("Rust", "// ", r"\bfn\s+(\w+)\s*[<(]"),
    pb.LANGUAGE_GO: _Language("Go", "// ", r"^func\s+(\w+)\s*\("),
}


def canary_line(canary: str, language: pb.Language.ValueType) -> str:
    """The prompt's first line: the canary as a comment of `language`."""
    return f"{_LANGUAGES[language].comment}{canary}\n"


def _strings(path: Path, line: int, record: dict[str, Any], *fields: str) -> dict[str, str]:
    """The named fields of a record, each required to be a string."""
    out: dict[str, str] = {}
    for field in fields:
        value = record.get(field)
        if not isinstance(value, str):
            problem = (
                "missing" if value is None else f"must be a string, got {type(value).__name__}"
            )
            raise InvalidArgument(f"{path}:{line}: field {field!r} {problem}")
        out[field] = value
    return out


def _unique_task_ids(path: Path, rows: Iterable[tuple[int, str]]) -> None:
    seen: dict[str, int] = {}
    for line, task_id in rows:
        if not task_id.strip():
            raise InvalidArgument(f"{path}:{line}: empty task_id")
        if task_id in seen:
            raise InvalidArgument(
                f"{path}:{line}: duplicate task_id {task_id!r} (also on line {seen[task_id]})"
            )
        seen[task_id] = line


# -- docstring examples -------------------------------------------------------------------------

# What separates a call from its result in HumanEval's prose examples, longest first.
_SEPARATOR = re.compile(
    r"\s*(?:==>|==|=>|->|\u279e|#\s*=>|#\s*returns|should\s+return|returns|=)\s*"
)


@dataclass(frozen=True)
class Example:
    """One docstring example: a Python expression and the value it should equal, as written."""

    expression: str
    expected: str
    doctest: bool  # from a ``>>>`` line, not from a prose line

    def assertion(self) -> str:
        """An assert line: ``==``, or within 1e-6 when the expected value is a float."""
        value = ast.literal_eval(self.expected)
        if isinstance(value, float):
            template = "assert abs({} - {}) < " + FLOAT_TOLERANCE
        else:
            template = "assert {} == {}"
        left, right = self.expression, self.expected
        full = template.format(f"({left})", f"({right})")
        # Parentheses only where precedence needs them (``f(x) == y`` as an expression, tuples).
        for a, b in ((left, right), (f"({left})", right), (left, f"({right})")):
            candidate = template.format(a, b)
            if _parses(candidate) and ast.dump(ast.parse(candidate)) == ast.dump(ast.parse(full)):
                return candidate
        return full


def _parses(source: str) -> bool:
    try:
        ast.parse(source)
    except SyntaxError:
        return False
    return True


def _expression(text: str) -> tuple[str, ast.expr] | None:
    """The text of a single Python expression (trailing comment dropped), or None."""
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except (SyntaxError, ValueError):
        return None
    segment = ast.get_source_segment(text.strip(), tree.body)
    return (segment, tree.body) if segment else None


def _literal(node: ast.expr) -> bool:
    try:
        ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return False
    return True


def _doctest_examples(lines: list[str], entry_point: str) -> tuple[list[Example], set[int]]:
    """``>>>`` examples (with ``...`` continuations) and the indexes of the lines they used."""
    examples: list[Example] = []
    used: set[int] = set()
    i = 0
    while i < len(lines):
        stripped = lines[i].lstrip()
        if not stripped.startswith(">>>"):
            i += 1
            continue
        indent = len(lines[i]) - len(stripped)
        source = [stripped[3:].removeprefix(" ")]
        used.add(i)
        i += 1
        while i < len(lines) and lines[i].lstrip().startswith("..."):
            source.append(lines[i].lstrip()[3:].removeprefix(" "))
            used.add(i)
            i += 1
        first_want = i
        want: list[str] = []
        while i < len(lines) and lines[i].strip() and not lines[i].lstrip().startswith(">>>"):
            line = lines[i]
            want.append(line[indent:] if not line[:indent].strip() else line.lstrip())
            i += 1
        if not want:
            # ``>>> f(x) == y`` with no output line: the comparison is written inline.
            inline = _prose_example(" ".join(source), entry_point)
            if inline is not None:
                examples.append(Example(inline.expression, inline.expected, doctest=True))
            continue
        expr = _expression("\n".join(source))
        # The output runs to the next blank or ``>>>`` line; when that does not parse, the
        # first line alone may be the output and the rest prose, scanned as prose below.
        for count in (len(want), 1):
            expected = _expression("\n".join(want[:count]))
            if expr is not None and expected is not None and _literal(expected[1]):
                examples.append(Example(expr[0], expected[0], doctest=True))
                used.update(range(first_want, first_want + count))
                break
        else:
            used.update(range(first_want, i))
    return examples, used


def _call_end(line: str, start: int) -> int | None:
    """Index just past the parenthesis closing the call whose ``(`` is at `start`."""
    closers = {"(": ")", "[": "]", "{": "}"}
    stack: list[str] = []
    quote = ""
    i = start
    while i < len(line):
        ch = line[i]
        if quote:
            if ch == "\\":
                i += 1
            elif ch == quote:
                quote = ""
        elif ch in "'\"":
            quote = ch
        elif ch in closers:
            stack.append(closers[ch])
        elif ch in ")]}":
            if not stack or stack.pop() != ch:
                return None
            if not stack:
                return i + 1
        i += 1
    return None


def _prose_example(line: str, entry_point: str) -> Example | None:
    """``entry_point(<literals>) <separator> <literal>`` on one line, as HumanEval often writes."""
    match = re.search(rf"(?<![\w.]){re.escape(entry_point)}\s*\(", line)
    if match is None:
        return None
    end = _call_end(line, match.end() - 1)
    if end is None:
        return None
    call = _expression(line[match.start() : end])
    if call is None or not isinstance(call[1], ast.Call):
        return None
    node = call[1]
    if not all(_literal(a) for a in node.args) or not all(_literal(k.value) for k in node.keywords):
        return None
    separator = _SEPARATOR.match(line, end)
    if separator is None:
        return None
    rest = line[separator.end() :].strip()
    for candidate in (rest.rstrip(".,;"), rest):
        expected = _expression(candidate)
        if expected is not None and _literal(expected[1]):
            return Example(call[0], expected[0], doctest=False)
    return None


def docstring_examples(prompt: str, entry_point: str) -> list[Example]:
    """The examples of the entry point's docstring that parse safely, in order, without repeats.

    Doctest examples (``>>> expr`` then the expected output, or ``>>> f(x) == y`` alone) come
    first, then prose lines such as ``f(1, 2) == 3`` or ``f("a") ➞ True`` that call the entry
    point with literal arguments. Both
    the expression and the expected value must parse (`ast.parse`), and the expected value must
    be a Python literal (so ``true``, ``...`` or a traceback never becomes a test); anything else
    is skipped. A prompt that does not parse, or has no such function, gives no examples.
    """
    try:
        tree = ast.parse(prompt)
    except (SyntaxError, ValueError):
        return []
    functions = [
        n
        for n in ast.walk(tree)
        if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef) and n.name == entry_point
    ]
    docstring = ast.get_docstring(functions[-1]) if functions else None
    if not docstring:
        return []
    lines = docstring.splitlines()
    examples, used = _doctest_examples(lines, entry_point)
    for i, line in enumerate(lines):
        if i not in used:
            example = _prose_example(line, entry_point)
            if example is not None:
                examples.append(example)
    unique: dict[str, Example] = {}
    for example in examples:
        unique.setdefault(example.assertion(), example)
    return list(unique.values())


_VERIFIER = r"""
import contextlib, io, json, signal, sys

def _alarm(signum, frame):
    raise TimeoutError("example timed out")

signal.signal(signal.SIGALRM, _alarm)
jobs = json.loads(sys.stdin.read())
timeout = float(sys.argv[1])
results = []
sink = io.StringIO()
for job in jobs:
    ns = {"__name__": "solution"}
    passed = []
    with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
        try:
            signal.setitimer(signal.ITIMER_REAL, timeout)
            exec(compile(job["program"], "solution.py", "exec"), ns)
            loaded = True
        except BaseException:
            loaded = False
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        for code in job["asserts"]:
            ok = False
            if loaded:
                try:
                    signal.setitimer(signal.ITIMER_REAL, timeout)
                    exec(compile(code, "example.py", "exec"), ns)
                    ok = True
                except BaseException:
                    ok = False
                finally:
                    signal.setitimer(signal.ITIMER_REAL, 0)
            passed.append(ok)
    results.append(passed)
    sink.seek(0)
    sink.truncate()
print("ROCKMAN-VERIFY " + json.dumps(results))
"""


def _verify(path: Path, jobs: list[tuple[str, list[str]]]) -> list[list[bool]]:
    """Which asserts each program (prompt + canonical solution) passes, run in a child Python.

    The child is isolated (``-I``), gets a per-program and per-assert timer, and its output is
    swallowed; this is the trusted build running the suite's own reference solutions, as
    `rockman.problems.build` runs reference.py.
    """
    if not jobs:
        return []
    payload = json.dumps([{"program": p, "asserts": a} for p, a in jobs])
    budget = 60 + EXAMPLE_TIMEOUT_S * sum(1 + len(a) for _, a in jobs)
    try:
        proc = subprocess.run(
            [sys.executable, "-I", "-c", _VERIFIER, str(EXAMPLE_TIMEOUT_S)],
            input=payload,
            capture_output=True,
            text=True,
            timeout=budget,
            check=False,
        )
    except subprocess.TimeoutExpired:
        raise InvalidArgument(f"{path}: checking docstring examples timed out") from None
    for line in reversed(proc.stdout.splitlines()):
        if line.startswith("ROCKMAN-VERIFY "):
            results: list[list[bool]] = json.loads(line.removeprefix("ROCKMAN-VERIFY "))
            if len(results) == len(jobs):
                return results
    raise InvalidArgument(
        f"{path}: checking docstring examples failed (exit {proc.returncode}): "
        f"{proc.stderr.strip()[-500:]}"
    )


# -- building sources ---------------------------------------------------------------------------


def _source(
    *,
    task_id: str,
    language: pb.Language.ValueType,
    prompt: str,
    entry_point: str,
    suite: str,
    public: pb.ScriptCase | None,
    private: pb.ScriptCase,
    tag: str,
    source_url: str,
    generator_version: str,
) -> registry_pb2.ProblemSource:
    """One imported problem with the metadata every imported HumanEval-style task shares."""
    cases: list[pb.TestCase] = []
    if public is not None:
        cases.append(pb.TestCase(case_id="public-0", split=pb.SPLIT_PUBLIC, script=public))
    cases.append(pb.TestCase(case_id="private-0", split=pb.SPLIT_PRIVATE, script=private))
    public_cases = [c for c in cases if c.split == pb.SPLIT_PUBLIC]
    problem = pb.Problem(
        task_id=task_id,
        suite=suite,
        category=pb.CATEGORY_FUNDAMENTALS,
        difficulty=DIFFICULTY,
        prompt=prompt,
        public_test=public.code if public is not None else "",
        time_limit_s=TIME_LIMIT_S,
        memory_limit_mb=MEMORY_LIMIT_MB,
        language=language,
        tags=["imported", tag],
        source_type=pb.SOURCE_TYPE_ADAPTED,
        source_url=source_url,
        derived_from=[task_id],
        generation_method="imported",
        generator_version=generator_version,
        expected_complexity="",
        deterministic=True,
        task_type=pb.TASK_TYPE_COMPLETION,
        creation_date=CREATION_DATE,
        canary=hashing.canary_for(task_id),
        interface=pb.Interface(function=pb.FunctionSignature(name=entry_point)),
        entry_point=entry_point,
        public_cases=public_cases,
        comparison=pb.Comparison(kind=pb.COMPARATOR_KIND_EXACT),
        case_counts=pb.SplitCounts(
            public_cases=len(public_cases), private_cases=len(cases) - len(public_cases)
        ),
    )
    problem.content_hash = hashing.content_hash(task_id, language, prompt, cases)
    return registry_pb2.ProblemSource(problem=problem, cases=cases)


def humaneval_sources(
    path: Path, suite: str = "humaneval", verify_examples: bool = True
) -> list[registry_pb2.ProblemSource]:
    """Problems of a file in the original HumanEval format (HumanEval.jsonl[.gz]).

    With `verify_examples` (the default) each docstring example is kept only if the record's
    canonical solution passes it, run in a child interpreter: a public case that the reference
    fails would fail every correct solution. HumanEval's docstrings hold a few wrong or
    differently-typed examples (see the tests).
    """
    rows = read_jsonl(path)
    if not rows:
        raise InvalidArgument(f"{path}: no problems")
    fields = ("task_id", "prompt", "canonical_solution", "test", "entry_point")
    records = [(line, _strings(path, line, record, *fields)) for line, record in rows]
    _unique_task_ids(path, ((line, r["task_id"]) for line, r in records))
    prepared: list[tuple[dict[str, str], str, list[str]]] = []
    for line, r in records:
        if not r["entry_point"].isidentifier():
            raise InvalidArgument(f"{path}:{line}: entry_point {r['entry_point']!r} is not a name")
        prompt = canary_line(hashing.canary_for(r["task_id"]), pb.LANGUAGE_PYTHON) + r["prompt"]
        asserts = [e.assertion() for e in docstring_examples(r["prompt"], r["entry_point"])]
        prepared.append((r, prompt, asserts))
    if verify_examples:
        verdicts = _verify(path, [(p + r["canonical_solution"], a) for r, p, a in prepared])
        prepared = [
            (r, p, [a for a, ok in zip(asserts, passed, strict=True) if ok])
            for (r, p, asserts), passed in zip(prepared, verdicts, strict=True)
        ]
    sources = []
    for r, prompt, asserts in prepared:
        public = pb.ScriptCase(code="\n".join(asserts) + "\n") if asserts else None
        sources.append(
            _source(
                task_id=r["task_id"],
                language=pb.LANGUAGE_PYTHON,
                prompt=prompt,
                entry_point=r["entry_point"],
                suite=suite,
                public=public,
                private=pb.ScriptCase(code=r["test"], entry_point=r["entry_point"]),
                tag="humaneval",
                source_url=HUMANEVAL_URL,
                generator_version="humaneval-import/1",
            )
        )
    return sources


def _defined_names(code: str, language: pb.Language.ValueType) -> list[str]:
    pattern = re.compile(_LANGUAGES[language].definition, re.MULTILINE)
    return [next(g for g in m.groups() if g) for m in pattern.finditer(code)]


def _x_entry_point(record: dict[str, str], language: pb.Language.ValueType) -> str:
    """The function a HumanEval-X task asks for: the last defined name the test code uses."""
    test = record["test"]
    for code in (record["declaration"], record["canonical_solution"]):
        for name in reversed(_defined_names(code, language)):
            if re.search(rf"(?<![\w$]){re.escape(name)}(?![\w$])", test):
                return name
    return ""


def _example_test(record: dict[str, Any]) -> str:
    """The record's example_test, or "" when absent (HumanEval-X Rust holds the text "None")."""
    value = record.get("example_test")
    if not isinstance(value, str) or value.strip() in ("", "None"):
        return ""
    return value


def _compiles(code: str) -> bool:
    """Whether Python code compiles (it is not run)."""
    try:
        compile(code, "test.py", "exec")
    except (SyntaxError, ValueError):
        return False
    return True


def humaneval_x_sources(
    path: Path, language: pb.Language.ValueType, suite: str = "humaneval-x"
) -> list[registry_pb2.ProblemSource]:
    """Problems of one HumanEval-X file (humaneval_<lang>.jsonl[.gz]) in `language`."""
    info = _LANGUAGES.get(language)
    if info is None:
        raise InvalidArgument(f"HumanEval-X has no language {language}")
    rows = read_jsonl(path)
    if not rows:
        raise InvalidArgument(f"{path}: no problems")
    fields = ("task_id", "prompt", "declaration", "canonical_solution", "test")
    records = [(line, _strings(path, line, record, *fields), record) for line, record in rows]
    language_name = enums.name_of(enums.LANGUAGES, language)
    for line, r, _ in records:
        if r["task_id"].partition("/")[0] != info.prefix:
            raise InvalidArgument(
                f"{path}:{line}: task {r['task_id']!r} is not a {language_name} task "
                f"(expected a task id starting with {info.prefix + '/'!r}); "
                "is the language right for this file?"
            )
    _unique_task_ids(path, ((line, r["task_id"]) for line, r, _ in records))
    sources = []
    for line, r, raw in records:
        task_id = r["task_id"]
        body = r["declaration"] + r["prompt"] if language == pb.LANGUAGE_RUST else r["prompt"]
        prompt = canary_line(hashing.canary_for(task_id), language) + body
        header = ""
        if language == pb.LANGUAGE_GO:
            header = _strings(path, line, raw, "test_setup")["test_setup"]
        example = _example_test(raw)
        if language == pb.LANGUAGE_PYTHON and not _compiles(example):
            example = ""  # Python/119's example_test is the solution pasted twice, indented
        public = pb.ScriptCase(code=header + example) if example else None
        sources.append(
            _source(
                task_id=task_id,
                language=language,
                prompt=prompt,
                entry_point=_x_entry_point(r, language),
                suite=suite,
                public=public,
                private=pb.ScriptCase(code=header + r["test"]),
                tag="humaneval-x",
                source_url=HUMANEVAL_X_URL,
                generator_version="humaneval-x-import/1",
            )
        )
    return sources


def reference_samples(path: Path, language_name: str) -> list[dict[str, str]]:
    """samples.jsonl records of the canonical solutions: {task_id, completion, language}.

    Appended to our prompts they make the reference programs, so a run of these samples should
    pass every problem (a check of the import and the executor, and a benchmark workload).
    """
    language = enums.language(language_name)
    name = enums.name_of(enums.LANGUAGES, language)
    samples = []
    for line, record in read_jsonl(path):
        r = _strings(path, line, record, "task_id", "canonical_solution")
        samples.append(
            {"task_id": r["task_id"], "completion": r["canonical_solution"], "language": name}
        )
    return samples
