"""Style checks of refactoring tasks: the metrics read from each language's parse, every limit,
every language, forbidden words outside comments and strings, and a program that cannot be
measured in time. (The style-hiding corpus is in test_style_hiding.py.)"""

from __future__ import annotations

import pytest

from rockman.judging import style_syntax
from rockman.v1 import common_pb2 as pb
from services.executor import style

BRANCHY_PY = """\
def grade(score, bonus, late, curve, cap):
    # global is only mentioned here
    note = "global"
    if score < 0:
        return "invalid"
    if late:
        score -= 10
    if bonus and score > 50:
        score += bonus
    if curve:
        score += curve
    if score > cap:
        score = cap
    return "pass" if score >= 60 else "fail"
"""

# The same function in every other language: 5 decision points (if, for, if, &&, while),
# so a cyclomatic complexity of 6.
SAME_ELSEWHERE: dict[int, str] = {
    pb.LANGUAGE_CPP: "int f(int a, int b) { if (a) return 1; for (int i = 0; i < 3; i++) "
    "{ if (i && b) b++; } while (b > 9) b--; return 2; }\n",
    pb.LANGUAGE_JAVA: "class S { static int f(int a, int b) { if (a > 0) return 1; "
    "for (int i = 0; i < 3; i++) { if (i > 0 && b > 0) b++; } while (b > 9) b--; return 2; } }\n",
    pb.LANGUAGE_JAVASCRIPT: "function f(a, b) { if (a) return 1; for (let i = 0; i < 3; i++) "
    "{ if (i && b) b++; } while (b > 9) b--; return 2; }\n",
    pb.LANGUAGE_TYPESCRIPT: "function f(a: number, b: number): number { if (a) return 1; "
    "for (let i = 0; i < 3; i++) { if (i && b) b++; } while (b > 9) b--; return 2; }\n",
    pb.LANGUAGE_RUST: "fn f(a: i64, mut b: i64) -> i64 { if a > 0 { return 1; } "
    "for i in 0..3 { if i > 0 && b > 0 { b += 1; } } while b > 9 { b -= 1; } 2 }\n",
    pb.LANGUAGE_GO: "package main\nfunc f(a int, b int) int { if a > 0 { return 1 }; "
    "for i := 0; i < 3; i++ { if i > 0 && b > 0 { b++ } }; for b > 9 { b-- }; return 2 }\n",
}


def test_python_metrics_and_every_limit() -> None:
    measured = style.measure(BRANCHY_PY, pb.LANGUAGE_PYTHON, ["global", "cap"])
    (grade,) = measured.functions
    assert (grade.name, grade.lines, grade.complexity, grade.parameters) == ("grade", 13, 8, 5)
    # "global" is only in a comment and a string: not used; "cap" is a parameter name.
    assert measured.forbidden_found == ["cap"]
    assert style.violations(measured, pb.StyleChecks(max_function_lines=13)) == [
        "uses forbidden token 'cap'"
    ]
    broken = style.violations(
        measured,
        pb.StyleChecks(max_function_lines=12, max_cyclomatic_complexity=7, max_parameters=4),
    )
    assert broken == [
        "grade: lines of code 13 > 12",
        "grade: cyclomatic complexity 8 > 7",
        "grade: parameters 5 > 4",
        "uses forbidden token 'cap'",
    ]


@pytest.mark.parametrize("language", sorted(SAME_ELSEWHERE))
def test_every_language_is_measured(language: int) -> None:
    measured = style.measure(SAME_ELSEWHERE[language], language, ["b", "goto"])
    (function,) = measured.functions
    assert function.name.endswith("f")
    assert function.complexity == 6 and function.parameters == 2
    assert measured.forbidden_found == ["b"]
    assert "cyclomatic complexity 6 > 5" in style.check(
        SAME_ELSEWHERE[language], language, pb.StyleChecks(max_cyclomatic_complexity=5)
    )
    assert (
        style.check(SAME_ELSEWHERE[language], language, pb.StyleChecks(max_cyclomatic_complexity=6))
        == ""
    )


def test_a_program_that_cannot_be_measured_in_time_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(style, "TIMEOUT_S", 0.001)
    message = style.check(BRANCHY_PY, pb.LANGUAGE_PYTHON, pb.StyleChecks(max_parameters=9))
    assert message.startswith("style checks could not measure the program")


def test_long_reports_are_cut() -> None:
    many = "".join(f"def f{i}(a, b, c):\n    return a\n" for i in range(8))
    message = style.check(many, pb.LANGUAGE_PYTHON, pb.StyleChecks(max_parameters=2))
    assert message.count("parameters 3 > 2") == style.MAX_REPORTED
    assert message.endswith("(and 3 more)")


# Signatures whose parameter types hold commas: each parameter counts once, whatever its type.
TUPLE_SIGNATURES = [
    (pb.LANGUAGE_RUST,
     "fn reorder_plan(items: Vec<(String, i64, i64, i64)>, day: i64, max_orders: i64) "
     "-> Vec<(String, i64)> {\n    let _ = (items, day, max_orders);\n    vec![]\n}\n", 3),
    (pb.LANGUAGE_GO,
     "package main\n\nfunc ReorderPlan(items []Tuple4[string, int, int, int], day int, "
     "maxOrders int) []Pair[string, int] {\n\treturn nil\n}\n", 3),
    (pb.LANGUAGE_GO, "package main\n\nfunc Drain(c <-chan int, d int) int {\n\treturn d\n}\n", 2),
    (pb.LANGUAGE_RUST,
     "fn apply(f: impl Fn(i64, i64) -> i64, x: i64) -> i64 {\n    f(x, x)\n}\n", 2),
    (pb.LANGUAGE_PYTHON,
     "def pair_sum(pairs: list[tuple[int, int]], scale: dict[str, int]) -> int:\n"
     "    return 0\n", 2),
]  # fmt: skip


@pytest.mark.parametrize(("language", "code", "expected"), TUPLE_SIGNATURES)
def test_commas_inside_parameter_types_do_not_count(
    language: int, code: str, expected: int
) -> None:
    measured = style.measure(code, language, [])
    assert [f.parameters for f in measured.functions] == [expected]
    assert style.check(code, language, pb.StyleChecks(max_parameters=expected)) == ""
    assert "parameters" in style.check(code, language, pb.StyleChecks(max_parameters=expected - 1))


def test_parameters_are_read_from_the_parse() -> None:
    cases = [
        (pb.LANGUAGE_PYTHON, 'def f(a, sep=", (", *rest: tuple[int, int]) -> None:\n    pass\n', 3),
        (pb.LANGUAGE_RUST, "fn g() {}\n", 0),
        (pb.LANGUAGE_GO, "package main\n\nfunc (s *Desk) Borrow(x interface{}, "
         "f func(int, int) int) int { return 0 }\n", 2),
    ]  # fmt: skip
    for language, code, expected in cases:
        (function,) = style.measure_here(code, language, []).functions
        assert function.parameters == expected, code
    # A signature that never closes is not guessed at: the program cannot be parsed.
    unclosed = style.measure_here("int h(\n", pb.LANGUAGE_CPP, [])
    assert unclosed.functions == []
    assert unclosed.refused == [f"line 1: {style_syntax.UNPARSED}"]
