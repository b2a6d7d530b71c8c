"""Style checks that cannot be dodged (issue 21 point 5, issue 31 point 4), without a sandbox:

- the style-hiding corpus (tests/style_corpus.py): SE_019's unrefactored starter hidden in every
  way found so far, in all seven languages, is a violation whose message names the cause;
- every refactoring problem's reference meets its style checks and its starter does not, in
  every language, through the measurer;
- ordinary code that resembles a refused construct is not refused (the rules are precise);
- units are found, named and counted as documented (docs/problem-format.md)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from rockman.problem_spec import load_spec
from rockman.problems import variants
from rockman.v1 import common_pb2 as pb
from services.executor import style
from tests.style_corpus import EXTENSIONS, SE_019, Hidden, corpus

ROOT = Path(__file__).resolve().parents[4]
CHECKS = load_spec(SE_019).style_checks or pb.StyleChecks()
NAMES = {language: name for language, name in style.LANGUAGES.items()}
REFACTORING = sorted(
    folder
    for folder in (ROOT / "problems").iterdir()
    if (folder / "spec.yaml").exists()
    and "task_type: refactoring" in (folder / "spec.yaml").read_text()
)


def test_the_corpus_covers_every_language() -> None:
    per_language: dict[int, int] = {}
    for hidden in corpus():
        per_language[hidden.language] = per_language.get(hidden.language, 0) + 1
    assert set(per_language) == set(EXTENSIONS)
    assert min(per_language.values()) >= 10
    assert len({(h.language, h.id) for h in corpus()}) == len(corpus())


@pytest.mark.parametrize("hidden", corpus(), ids=lambda h: f"{NAMES[h.language]}-{h.id}")
def test_hidden_code_is_a_style_violation_naming_its_cause(hidden: Hidden) -> None:
    message = style.check(hidden.program, hidden.language, CHECKS)
    assert message.startswith("style checks failed: "), message
    assert hidden.cause in message


def _starter(folder: Path, ext: str) -> str:
    """The starter code in a language; Python's is the buggy variant buggy/starter.patch."""
    if ext == "py":
        return variants.buggy_variant(folder, "starter").code
    return (folder / f"starter.{ext}").read_text()


def test_the_starter_unhidden_fails_and_the_reference_passes_the_same_checks() -> None:
    for language, ext in EXTENSIONS.items():
        folder = SE_019
        starter = _starter(folder, ext)
        assert "cyclomatic complexity 20 > 6" in style.check(starter, language, CHECKS)


@pytest.mark.parametrize("folder", REFACTORING, ids=lambda f: f.name)
def test_every_refactoring_reference_passes_and_every_starter_fails(folder: Path) -> None:
    checks = load_spec(folder).style_checks
    assert checks is not None
    for language, ext in EXTENSIONS.items():
        reference = (folder / f"reference.{ext}").read_text()
        measured = style.measure_here(reference, language, list(checks.forbidden_tokens))
        assert style.violations(measured, checks) == [], (ext, style.violations(measured, checks))
        assert measured.refused == [] and measured.functions, ext
        starter = _starter(folder, ext)
        measured = style.measure_here(starter, language, list(checks.forbidden_tokens))
        broken = style.violations(measured, checks)
        assert any("cyclomatic complexity" in b for b in broken), (ext, broken)
        assert measured.refused == [], (ext, measured.refused)  # it fails on its metrics alone
    # through the child process too, as the executor calls it
    assert style.check((folder / "reference.rs").read_text(), pb.LANGUAGE_RUST, checks) == ""


# Ordinary code that looks like a refused construct: none of it is refused.
HONEST: dict[int, str] = {
    pb.LANGUAGE_PYTHON: """\
import re
import sys
from collections import defaultdict
from typing import Optional

PATTERN = re.compile(r"[a-z]+")


def read(path: str, table: dict) -> Optional[str]:
    \"\"\"getattr, eval and exec named in a docstring are not code.\"\"\"
    sys.setrecursionlimit(10_000)
    with open(path) as handle, open(path, "rb") as raw, open(path, mode="r", encoding="utf-8"):
        first = handle.readline() + str(raw.read(1))
    counts = defaultdict(int)
    counts[getattr(table, "get")("k")] += 1  # a literal, ordinary name
    with open("summary.txt", "w") as out:  # written files are never imported (python -I)
        out.write(first)
    note = "exec and eval in a string are text"
    return max(PATTERN.findall(first) + [note], key=len, default=None)
""",
    pb.LANGUAGE_CPP: """\
#include <algorithm>
#include <string>
#include <vector>
#define MAX_ITEMS 100
#define SCALE (2 * MAX_ITEMS)

std::string label(const std::vector<int>& xs) {
    const char* system_name = "system";  // the word in a string and a comment
    auto best = std::max_element(xs.begin(), xs.end(), [](int a, int b) { return a < b; });
    return best == xs.end() ? std::string(system_name) : std::to_string(*best * SCALE);
}
""",
    pb.LANGUAGE_JAVA: """\
import java.util.*;
import java.util.function.*;

class Solution {
    private final Map<String, Long> counts = new HashMap<>();

    public long total(List<Long> xs) {
        Class<?> kind = xs.getClass();
        BinaryOperator<Long> add = Long::sum;
        return xs.stream().reduce(0L, add) + kind.getSimpleName().length();
    }
}
""",
    pb.LANGUAGE_JAVASCRIPT: """\
const assert = require("assert");
const { join } = require("node:path");

class Counter {
  constructor() {
    this.total = 0;
  }

  add(n) {
    const self = this;
    self.total += n ?? 0;
    return join("a", String(self.total));
  }
}

module.exports = { Counter, evaluate: (x) => x * 2 };
setTimeout(() => assert.ok(true), 0);
""",
    pb.LANGUAGE_TYPESCRIPT: """\
import { strict as assert } from "node:assert";

type Grade = "A" | "B";
const describe = (f: Function): string => typeof f;

export function grade(total: number): Grade {
  assert.ok(total >= 0);
  return total >= 90 ? "A" : "B";
}
""",
    pb.LANGUAGE_RUST: """\
use std::collections::HashMap;

fn tally(words: &[String]) -> HashMap<String, usize> {
    let mut counts = HashMap::new();
    for word in words {
        *counts.entry(word.clone()).or_insert(0) += 1;
    }
    assert!(!counts.is_empty() || words.is_empty(), "{}", format!("{}", words.len()));
    let _v = vec![1, 2, 3];
    counts
}

enum Command {
    Add,
}
""",
    pb.LANGUAGE_GO: """\
package main

import (
\t"fmt"
\t"sort"
\t"strings"
)

func Labels(xs []int) string {
\tsort.Ints(xs)
\tparts := []string{}
\tfor _, x := range xs {
\t\tparts = append(parts, fmt.Sprint(x))
\t}
\treturn strings.Join(parts, ",")
}
""",
}


@pytest.mark.parametrize("language", sorted(HONEST), ids=lambda x: NAMES[x])
def test_ordinary_code_is_not_refused(language: int) -> None:
    measured = style.measure_here(HONEST[language], language, [])
    assert measured.refused == []
    assert measured.functions
    assert style.check(HONEST[language], language, CHECKS) == ""


# Each language's units, with their names and parameter counts.
UNITS: dict[int, tuple[str, list[tuple[str, int]]]] = {
    pb.LANGUAGE_PYTHON: (
        "class C:\n    def m(self, a, /, b=1, *rest, k, **kw):\n"
        "        key = lambda x: x\n        return sorted(rest, key=lambda y: y)\n\n"
        "HANDLER = lambda: 0\n",
        [("C.m", 6), ("C.m.key", 1), ("C.m.key", 1), ("HANDLER", 0)],
    ),
    pb.LANGUAGE_CPP: (
        "struct S {\n    int f(void) const { return 0; }\n};\n"
        "int S::g(int a, ...) { auto h = [](int x, int y) { return x + y; }; return h(a, a); }\n",
        [("S::f", 0), ("S::g", 2), ("S::g::h", 2)],
    ),
    pb.LANGUAGE_JAVA: (
        "class A {\n    static { int x = 1; }\n    A(int a) {}\n"
        "    java.util.function.IntBinaryOperator op = (x, y) -> x + y;\n"
        "    void m(String... rest) { Runnable r = () -> {}; }\n}\n",
        [("A::<static initializer>", 0), ("A::A", 1), ("A::op", 2), ("A::m", 1), ("A::m::r", 0)],
    ),
    pb.LANGUAGE_JAVASCRIPT: (
        "const f = x => x;\nclass K { static { } m(a, b = 1, ...c) { return [1].map(function (v) "
        "{ return v; }); } }\nconst o = { g() {}, h: function () {} };\n",
        [
            ("f", 1),
            ("K.<static block>", 0),
            ("K.m", 3),
            ("K.m.<function at line 2>", 1),
            ("g", 0),
            ("h", 0),
        ],
    ),
    pb.LANGUAGE_TYPESCRIPT: (
        "function f(this: Window, a: number, b?: string): void {}\n"
        "abstract class B { abstract m(x: number): void; n(): number { return 0; } }\n",
        [("f", 2), ("B.n", 0)],
    ),
    pb.LANGUAGE_RUST: (
        "struct D;\nimpl<T> Tr<T> for D { fn m(&self, a: (i64, i64)) -> i64 { a.0 } }\n"
        "fn f() { let g = |x, y: i64| x + y; fn inner() {} }\n",
        [("D::m", 2), ("f", 0), ("f::g", 2), ("f::inner", 0)],
    ),
    pb.LANGUAGE_GO: (
        "package main\n\nfunc (d *Desk) Borrow(x interface{}, f func(int, int) int) int { "
        "return 0 }\n\nfunc G(a, b int, rest ...string) { h := func() {}; h() }\n",
        [("Desk.Borrow", 2), ("G", 3), ("G.h", 0)],
    ),
}


@pytest.mark.parametrize("language", sorted(UNITS), ids=lambda x: NAMES[x])
def test_units_are_found_named_and_their_parameters_counted(language: int) -> None:
    code, expected = UNITS[language]
    measured = style.measure_here(code, language, [])
    assert measured.refused == []
    assert [(f.name, f.parameters) for f in measured.functions] == expected


def test_a_nested_unit_is_measured_apart_from_its_parent() -> None:
    code = (
        "def outer(xs):\n    def inner(x):\n        if x:\n            return 1\n"
        "        return 2\n    return [inner(x) for x in xs if x]\n"
    )
    (outer, inner) = style.measure_here(code, pb.LANGUAGE_PYTHON, []).functions
    assert (outer.name, outer.lines, outer.complexity) == ("outer", 2, 3)
    assert (inner.name, inner.lines, inner.complexity) == ("outer.inner", 4, 2)


def test_forbidden_words_are_found_in_code_not_in_text() -> None:
    code = (
        "#define LIMIT global_limit\nint f() {\n    // global in a comment\n"
        '    const char* s = "global";\n    return LIMIT;\n}\n'
    )
    found = style.measure_here(code, pb.LANGUAGE_CPP, ["global", "global_limit"])
    assert found.forbidden_found == ["global_limit"]  # a macro's body is code
    python = 'def f(x):\n    return f"{global_total}" + "global"\n'
    found = style.measure_here(python, pb.LANGUAGE_PYTHON, ["global", "global_total"])
    assert found.forbidden_found == ["global_total"]  # an f-string's expression is code


def test_a_deeply_nested_text_is_measured_without_recursion() -> None:
    deep = "x = " + "(" * 50_000 + "1" + ")" * 50_000 + "\n"
    measured = style.measure_here(deep, pb.LANGUAGE_PYTHON, [])
    assert (measured.refused, measured.functions, measured.outside_complexity) == ([], [], 1)


def test_a_pathological_text_costs_bounded_time(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(style, "TIMEOUT_S", 1.0)
    huge = "int f() { return " + "(" * 300_000 + "1" + ")" * 300_000 + "; }\n"
    start = time.monotonic()
    message = style.check(huge, pb.LANGUAGE_CPP, CHECKS)
    assert time.monotonic() - start < 10
    over = "style checks could not measure the program: measuring the program took over 1s"
    assert message in ("", over)
