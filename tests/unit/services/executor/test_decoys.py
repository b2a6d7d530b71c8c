"""Decoys of assert-style test code (executor/decoys.py), without a toolchain: which assertions
are sites, what a decoy changes, and how the decoy's case is chosen."""

from __future__ import annotations

import re
import secrets

import pytest

from rockman.v1 import common_pb2 as pb
from services.executor import decoys

CPP, JAVA, RUST, GO = pb.LANGUAGE_CPP, pb.LANGUAGE_JAVA, pb.LANGUAGE_RUST, pb.LANGUAGE_GO
JS, TS = pb.LANGUAGE_JAVASCRIPT, pb.LANGUAGE_TYPESCRIPT


CPP_TEST = """#undef NDEBUG
#include<assert.h>
bool issame(vector<int> a,vector<int>b){
    if (a.size()!=b.size()) return false;
    for (int i=0;i<a.size();i++) { if (a[i]!=b[i]) return false; }
    return true;
}
int main(){
    assert (f(1) == 3);
    assert (g("x") == "abc");
    assert (h(2) == false && "message");
    assert (issame(k({1, 2}), {4, 5}));
    assert (abs(m(1.5) - 0.25) < 1e-4);
    for (int i = 0; i < 3; i++) assert (f(i) == 7);
    if (true) assert (f(2) == 8);
    assert (f(3) != 9);
    assert (not (p(4)));
}
"""


def _replacement(code: str, site: decoys.Site) -> tuple[str, str]:
    """(old literal, new literal) of a value site's decoy."""
    assert site.literal is not None
    lit = site.literal
    decoy = decoys.render(code, site)
    tail = len(code) - lit.end
    assert decoy[: lit.start] == code[: lit.start] and decoy[len(decoy) - tail :] == code[lit.end :]
    return lit.text, decoy[lit.start : len(decoy) - tail]


def test_cpp_value_sites_change_the_expected_side_only() -> None:
    found = decoys.sites(CPP, CPP_TEST)
    assert [s.kind for s in found] == ["value"] * 5
    (a, b), (c, d), (e, f), (g, h), (i, j) = [_replacement(CPP_TEST, s) for s in found]
    assert a == "3" and re.fullmatch(r"\d+", b) and b != "3"
    assert c == '"abc"' and re.fullmatch(r'"abc[qzjkvw]"', d)
    assert (e, f) == ("false", "true")
    assert g == "5" and h not in ("4", "5")  # the last literal of {4, 5}, to a new value
    assert i == "0.25" and abs(float(j) - 0.25) >= 1  # far beyond the tolerance
    for site in found:  # nothing of the loop, the branch, `!=` or the helper is a site
        assert decoys.render(CPP_TEST, site).count("assert (f(i) == 7)") == 1


def test_negation_when_no_value_can_change() -> None:
    code = "int main(){\n    assert (p(4));\n    assert (not (p(5)));\n    assert (f(3) != 9);\n}\n"
    found = decoys.sites(CPP, code)
    assert [s.kind for s in found] == ["negation"] * 3
    assert decoys.render(code, found[0]).count("assert (!(p(4)));") == 1
    assert decoys.render(code, found[1]).count("assert (!(not (p(5))));") == 1
    assert decoys.render(code, found[2]).count("assert (!(f(3) != 9));") == 1


@pytest.mark.parametrize(
    "code",
    [
        "int main(){\n    for (;;) { assert (f(1) == 3); }\n}\n",  # in a loop
        "int main(){\n    if (x) assert (f(1) == 3);\n}\n",  # braceless branch
        "int main(){\n    return 0;\n    assert (f(1) == 3);\n}\n",  # after a return
        "void helper(){\n    assert (f(1) == 3);\n}\nint main(){ helper(); }\n",  # a helper
        "int main(){\n    auto l = [](){ assert (f(1) == 3); };\n}\n",  # a lambda
        "int main(){\n    assert (f(1) == 3;\n}\n",  # brackets that do not balance
    ],
)
def test_cpp_no_site(code: str) -> None:
    assert decoys.sites(CPP, code) == []


def test_expected_values_are_literals_only() -> None:
    code = (
        "int main(){\n    int x = 3;\n    assert (f(1) == x);\n    assert (f(1) == 2 * 0);\n"
        "    assert (f(1) == g(2));\n    assert (f(1) == 1 << 2);\n"
        "    assert (f(1) == (a ? 1 : 2));\n}\n"
    )
    assert [s.kind for s in decoys.sites(CPP, code)] == ["negation"] * 5


def test_java_list_of_checks() -> None:
    code = """public class Main {
    public static void main(String[] args) {
        Solution s = new Solution();
        List<Boolean> correct = Arrays.asList(
                s.add(2, 3) == 5,
                Objects.equals(s.f("a"), "xyz"),
                s.g(1).equals(Arrays.asList(1, 2, 3)),
                Math.abs(s.h(1.33) - 0.33) < 1e-6,
                !s.isPrime(6)
        );
        if (correct.contains(false)) {
            throw new AssertionError();
        }
    }
}
"""
    found = decoys.sites(JAVA, code)
    assert [s.kind for s in found] == ["value"] * 4
    literals = [s.literal.text for s in found if s.literal]
    assert literals == ["5", '"xyz"', "3", "0.33"]


def test_java_without_the_contains_check_is_no_site() -> None:
    code = (
        "public class Main {\n    public static void main(String[] args) {\n"
        "        List<Boolean> correct = Arrays.asList(s.add(2, 3) == 5);\n    }\n}\n"
    )
    assert decoys.sites(JAVA, code) == []


def test_java_if_throw() -> None:
    code = (
        "class Main {\n    public static void main(String[] args) throws Exception {\n"
        "        if (s.add(2, 3) != 5) {\n            throw new AssertionError();\n        }\n"
        '        if (!(compare(s.f(1), 7))) throw new java.lang.Exception("x");\n    }\n}\n'
    )
    found = decoys.sites(JAVA, code)
    assert [s.kind for s in found] == ["value"]
    assert found[0].literal is not None and found[0].literal.text == "5"


def test_javascript_shapes() -> None:
    code = """const testF = () => {
  console.assert(f(1) === 3)
  console.assert(
    JSON.stringify(g([1, 2])) === JSON.stringify({ a: 2, b: 'x' })
  )
  console.assert(h('a') === true)
  for (let i = 0; i < 3; i++) console.assert(f(i) === 7)
  console.assert(f(3) === 12345678901234567890)
}

testF()
"""
    found = decoys.sites(JS, code)
    texts = [s.literal.text for s in found if s.literal]
    assert texts == ["3", "'x'", "true"]  # 2**64 is no safe integer: no value site there


def test_javascript_function_not_called_once_has_no_site() -> None:
    code = "const testF = () => {\n  console.assert(f(1) === 3)\n}\n"
    assert decoys.sites(JS, code) == []
    twice = code + "testF()\ntestF()\n"
    assert decoys.sites(JS, twice) == []
    assert decoys.sites(JS, code + "testF()\n")


def test_typescript_assert_module() -> None:
    code = (
        "declare var require: any;\nconst assert = require('node:assert');\n"
        "function test() {\n  let candidate = f;\n"
        "  assert.deepEqual(candidate([1, 2]), [2, 3]);\n"
        "  assert.deepEqual(candidate(x), y);\n}\n\n"
        "test();\n"
    )
    found = decoys.sites(TS, code)
    assert [s.kind for s in found] == ["value"]
    assert found[0].literal is not None and found[0].literal.text == "3"
    only = "function test() {\n  assert.deepEqual(candidate(x), y);\n}\ntest();\n"
    (negation,) = decoys.sites(TS, only)
    assert "assert.notDeepEqual(candidate(x), y)" in decoys.render(only, negation)


def test_rust_shapes() -> None:
    code = """#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_f() {
        assert_eq!(f(vec![1, 2]), vec![3, 4]);
        assert!(g("a") == Some("x".to_string()));
        assert!(h(1) == (8, 13));
        assert!((m(2.0) - 1.5).abs() < 1e-4);
        assert_eq!(n(1), [0; 3]);
        for _ in 0..3 {
            assert!(f(1) == 2);
        }
    }
}
"""
    found = decoys.sites(RUST, code)
    assert [s.literal.text for s in found if s.literal] == ["4", '"x"', "13", "1.5", "0"]
    bare = "#[test]\nfn test_g() {\n    assert!(p(1));\n    assert_eq!(q(1), None);\n}\n"
    rendered = [decoys.render(bare, s) for s in decoys.sites(RUST, bare)]
    assert "assert!(!(p(1)));" in rendered[0]
    assert "assert_ne!(q(1), None);" in rendered[1]


def test_go_shapes() -> None:
    code = """package main

import (
    "testing"
    "github.com/stretchr/testify/assert"
)

func TestF(t *testing.T) {
    assert := assert.New(t)
    assert.Equal(5, F(2, 3))
    assert.Equal([2]int{8, 13}, G(123))
    assert.Equal(map[rune]int{'a': 2}, H("a a"))
    assert.Equal(nil, K([]string{}))
    assert.InDelta(1.5, M(2), 1e-6)
}
"""
    found = decoys.sites(GO, code)
    assert [s.literal.text for s in found if s.literal] == ["5", "13", "2", "1.5"]
    size = decoys.render(code, found[1])
    assert "[2]int{8, " in size  # the array's size is not a value
    nil = "func TestG(t *testing.T) {\n    assert.Equal(nil, K(1))\n}\n"
    (site,) = decoys.sites(GO, nil)
    assert "assert.NotEqual(nil, K(1))" in decoys.render(nil, site)


def test_new_values() -> None:
    rng = secrets.SystemRandom()
    lit = decoys.Literal("int", 0, 1, "0", frozenset({"1", "2"}))
    for _ in range(50):
        new = decoys.new_literal(lit, rng)
        assert int(new) > 0 and new not in ("1", "2")  # never below zero, never a sibling
    unsigned = decoys.Literal("int", 0, 4, "7u64", frozenset())
    assert all(decoys.new_literal(unsigned, rng).endswith("u64") for _ in range(10))
    tol = decoys.Literal("float", 0, 3, "0.5", frozenset(), tolerance=2.0)
    assert all(abs(float(decoys.new_literal(tol, rng)) - 0.5) > 4 for _ in range(20))
    floats = decoys.Literal("float", 0, 4, "3.5f", frozenset())
    assert all(re.fullmatch(r"\d+\.\df", decoys.new_literal(floats, rng)) for _ in range(10))
    string = decoys.Literal("str", 0, 5, '"a\\x4"', frozenset())
    assert re.fullmatch(r'"a\\x4[qzjkvw]"', decoys.new_literal(string, rng))
    raw = decoys.Literal("str", 0, 8, 'r#"ab"#', frozenset())
    assert re.fullmatch(r'r#"ab[qzjkvw]"#', decoys.new_literal(raw, rng))
    char = decoys.Literal("char", 0, 3, "'q'", frozenset({"'z'"}))
    assert all(decoys.new_literal(char, rng) not in ("'q'", "'z'") for _ in range(20))


def _case(case_id: str, split: pb.Split.ValueType, code: str) -> pb.TestCase:
    return pb.TestCase(case_id=case_id, split=split, script=pb.ScriptCase(code=code))


def test_plan_prefers_secret_cases_then_values() -> None:
    value = "int main(){\n    assert (f(1) == 3);\n}\n"
    negation = "int main(){\n    assert (p(1));\n}\n"
    nothing = "int main(){\n    for (;;) assert (f(1) == 3);\n}\n"
    public = _case("public-0", pb.SPLIT_PUBLIC, value)
    private_neg = _case("private-0", pb.SPLIT_PRIVATE, negation)
    private_val = _case("private-1", pb.SPLIT_PRIVATE, value)
    hidden_val = _case("hidden-0", pb.SPLIT_HIDDEN, value)
    empty = _case("private-2", pb.SPLIT_PRIVATE, nothing)
    for _ in range(20):
        decoy = decoys.plan(CPP, [public, private_neg, private_val, hidden_val])
        assert decoy is not None and decoy.case.case_id in ("private-1", "hidden-0")
        assert decoy.site.kind == "value" and decoy.code != value
    decoy = decoys.plan(CPP, [public, private_neg])
    assert decoy is not None and decoy.case.case_id == "private-0" and "!(p(1))" in decoy.code
    decoy = decoys.plan(CPP, [public, empty])
    assert decoy is not None and decoy.case.case_id == "public-0"
    assert decoys.plan(CPP, [empty]) is None
    assert decoys.plan(pb.LANGUAGE_PYTHON, [public]) is None
    seen = {decoys.plan(CPP, [private_val, hidden_val]).case.case_id for _ in range(60)}  # type: ignore[union-attr]
    assert seen == {"private-1", "hidden-0"}  # chosen at random


def test_decoy_keeps_everything_but_the_site() -> None:
    for site in decoys.sites(CPP, CPP_TEST):
        old, new = _replacement(CPP_TEST, site)
        assert len(new) <= len(old) + 2
        assert decoys.render(CPP_TEST, site).count("\n") == CPP_TEST.count("\n")  # no line moves


def test_if_throw_in_cpp_and_javascript() -> None:
    """MBXP's shape: `if (!(compare(x, expected))) throw ...`, negated (`compare` is the
    suite's own helper, so no value is changed in it); `!=` with a literal is a value site."""
    cpp = (
        "int main(int argc, char* argv[]) {\n    bool x0 = f(13, 9);\n"
        '    if (!(compare(x0, true))) {\n        throw runtime_error("case 0");\n    }\n'
        '    if (g(1) != 5) throw runtime_error("case 1");\n'
        "    if (h(2) == 7) {\n        throw 1;\n    } else {\n        return 1;\n    }\n"
        "    return 0;\n}\n"
    )
    (site,) = decoys.sites(CPP, cpp)
    assert site.kind == "value" and site.literal is not None and site.literal.text == "5"
    assert "if (!(g(1) != 5)) throw" in decoys.render(cpp, site, negate=True)
    js = (
        "var x0 = f(13, 9);\nvar v0 = true;\nif(!compare(x0, v0)){\n"
        "    throw 'Error at 1th assert statement.'\n}\n"
    )
    (site,) = decoys.sites(JS, js)
    assert site.kind == "negation"
    assert "if(!(!compare(x0, v0))){" in decoys.render(js, site)


def test_tests_that_may_stop_early_or_expect_a_panic_have_no_site() -> None:
    rust = (
        "#[test]\n#[should_panic]\nfn test_p() {\n    assert_eq!(f(1), 2);\n}\n"
        "#[inline]\n#[test]\nfn test_q() {\n    assert_eq!(f(1), 3);\n}\n"
    )
    (site,) = decoys.sites(RUST, rust)
    assert site.literal is not None and site.literal.text == "3"
    go = (
        "func TestF(t *testing.T) {\n    if short {\n        t.Skip()\n    }\n"
        "    assert.Equal(1, F(0))\n}\n"
        "func TestG(t *testing.T) {\n    t.Skip()\n    assert.Equal(2, F(0))\n}\n"
    )
    assert decoys.sites(GO, go) == []  # a skip, even in a branch, may come first
    cpp = (
        "int main(){\n    if (x) { return 0; }\n    assert (f(1) == 3);\n}\n"
        "int other(){\n    exit(0);\n    assert (f(1) == 3);\n}\n"
    )
    assert decoys.sites(CPP, cpp) == []
    js = (
        "const testF = () => {\n  const helper = () => {\n    return 1\n  }\n"
        "  console.assert(f(helper()) === 3)\n}\ntestF()\n"
    )
    (site,) = decoys.sites(JS, js)  # a helper's own return stops nothing
    assert site.literal is not None and site.literal.text == "3"


def test_a_nested_functions_return_stops_nothing() -> None:
    go = (
        "func TestF(t *testing.T) {\n    same := func(a []int, b []int) bool {\n"
        "        return true\n    }\n    assert.Equal(3, F(same))\n}\n"
    )
    assert [s.literal.text for s in decoys.sites(GO, go) if s.literal] == ["3"]
    cpp = (
        "int main(){\n    auto g = [](int x) -> int { return x; };\n    assert (f(g(1)) == 3);\n}\n"
    )
    assert [s.literal.text for s in decoys.sites(CPP, cpp) if s.literal] == ["3"]
    rust = (
        "#[test]\nfn test_f() {\n    let g = |x: i32| { return x; };\n"
        "    fn h() -> i32 { return 1; }\n    assert_eq!(f(g(h())), 3);\n}\n"
    )
    assert [s.literal.text for s in decoys.sites(RUST, rust) if s.literal] == ["3"]
    java = (
        "class Main {\n    public static void main(String[] args) {\n"
        "        java.util.function.IntUnaryOperator g = x -> { return x; };\n"
        "        if (s.f(g.applyAsInt(1)) != 3) { throw new AssertionError(); }\n    }\n}\n"
    )
    assert [s.literal.text for s in decoys.sites(JAVA, java) if s.literal] == ["3"]
