"""Decoys for assert-style suites that run inside the program's own process (C++, Java,
JavaScript, TypeScript, Rust, Go: HumanEval-X, MultiPL-E-style and similar imported suites).

A run of such a suite passes when the program exits 0 and its last stdout line is the run's
nonce. The program shares its process with the tests, so a hostile program can forge that: read
the nonce from its own memory and print it, call the entry point's output function, or disarm
the asserts (a C++ `__assert_fail` macro, a JavaScript `console.assert` it replaced, a Rust panic
hook, a Java uncaught-exception handler, a Go `init` that exits). None of these makes the pass
depend on the tests' expected values.

So when a sample passes every case, the executor judges one more program: a *decoy* of one case,
the same test code with one assertion's expected value changed (compiled.judge_scripts). A
genuine program fails it (the assertion it passed now expects another value); a forged pass,
which never looked at the expected values, passes it too, and the sample gets VERDICT_TAMPERED.
The decoy is built and run exactly as the case was (same files, same limits, a fresh nonce):
only the changed literal tells it apart, which a program can see only if it reads its own test
code and knows what the original said (docs/security.md: what this does not catch).

This module finds the *sites* a decoy can change (`sites`) and makes the decoy (`plan`,
`render`). A site is one assertion that runs unconditionally (a statement directly in the body
of the test's entry function, or at the top level of a JavaScript/TypeScript suite, with no
`return` before it) and whose pass is checked one of two ways:

- **value** (preferred: the code keeps its shape): the assertion is an equality (`==`, `===`,
  `assert_eq!`, testify's `Equal`, `deepEqual`, `Objects.equals`, `.equals`, C++ `issame`, an
  `abs(actual - expected) < tol` tolerance check) whose expected side is made only of literals
  (numbers, strings, characters, booleans, in the language's list, vector, map and option
  constructors). One literal of that side changes: an integer by 1-9 (to a value no other
  literal of that side has), a float far beyond any tolerance, a string by one letter more, a
  character to another, a boolean flipped. The actual side holds a call, so it is the program's
  value: it equalled the old expected value and cannot equal the new one.
- **negation** (when no value can be changed): the assertion's condition is negated (`!(c)`,
  `assert_ne!` for `assert_eq!`, testify's `NotEqual` for `Equal`, `notDeepEqual` for
  `deepEqual`). A program that passed the assertion fails its negation, whatever it computes.

Anything else (asserts inside loops, branches, helpers, lambdas; comparisons with `!=` or `<`
that no value change makes fail; shapes this module does not know) is no site: a case without
sites gets no decoy, and a sample none of whose cases has one is judged in-process only
(JUDGING_MODE_IN_PROCESS), which the run's report counts.

The decoy's case is chosen at random per run (`secrets`): secret (private, hidden) cases before
public ones (a program sees the public test in its prompt, so it could recognise a change to
it), and among those, cases with value sites before cases with negation sites only; then one
site of that case, and the new value, at random too.
"""

from __future__ import annotations

import math
import re
import secrets
from collections.abc import Sequence
from dataclasses import dataclass

from rockman.v1 import common_pb2 as pb

# --- tokens ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Token:
    kind: str  # id, num, str, char, op
    text: str
    start: int
    end: int
    newline_before: bool  # a line break between this token and the one before


_C_LIKE = r"""
    (?P<ws>\s+)
  | (?P<comment>//[^\n]*|/\*.*?\*/)
"""
_NUMBER = (
    r"(?P<num>(?:0[xX][0-9a-fA-F_]+|0[bB][01_]+|0[oO][0-7_]+"
    r"|(?:\d[\d_]*(?:\.\d[\d_]*|\.(?![.A-Za-z_]))?|\.\d[\d_]*)(?:[eE][+-]?\d[\d_]*)?)"
    r"(?:[A-Za-z_]\w*)?)"
)
_IDENT = r"(?P<id>[A-Za-z_$][\w$]*)"
_OPS = (
    r"(?P<op>===|!==|\.\.\.|\.\.=|==|!=|<=|>=|&&|\|\||=>|->|::|:=|\+\+|--|\+=|-=|\*=|/=|%=|&=|\|="
    r"|\^=|\.\.|.)"
)
_SYNTAX: dict[int, str] = {
    pb.LANGUAGE_CPP: r"""
  | (?P<pre>(?m:^)[ \t]*\#(?:[^\n\\]|\\.)*)
  | (?P<str>(?:u8|[uUL])?"(?:[^"\\\n]|\\.)*")
  | (?P<char>'(?:[^'\\\n]|\\.)+')
""",
    pb.LANGUAGE_JAVA: r"""
  | (?P<str>"(?:[^"\\\n]|\\.)*")
  | (?P<char>'(?:[^'\\\n]|\\.)+')
""",
    pb.LANGUAGE_JAVASCRIPT: r"""
  | (?P<str>"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)
""",
    pb.LANGUAGE_RUST: r"""
  | (?P<raw>b?r(?P<hashes>\#*)".*?"(?P=hashes))
  | (?P<str>b?"(?:[^"\\]|\\.)*")
  | (?P<char>b?'(?:[^'\\\n]|\\(?:x[0-9a-fA-F]{2}|u\{[0-9a-fA-F]{1,6}\}|.))')
""",
    pb.LANGUAGE_GO: r"""
  | (?P<str>"(?:[^"\\\n]|\\.)*"|`[^`]*`)
  | (?P<char>'(?:[^'\\\n]|\\.)+')
""",
}
_SYNTAX[pb.LANGUAGE_TYPESCRIPT] = _SYNTAX[pb.LANGUAGE_JAVASCRIPT]
_PATTERNS = {
    language: re.compile(_C_LIKE + extra + "|" + _NUMBER + "|" + _IDENT + "|" + _OPS, re.X | re.S)
    for language, extra in _SYNTAX.items()
}
LANGUAGES = tuple(_PATTERNS)


def tokenize(code: str, language: int) -> list[Token]:
    """The code's tokens (comments, whitespace and C++ preprocessor lines dropped)."""
    pattern = _PATTERNS[language]
    tokens: list[Token] = []
    newline = False
    pos = 0
    while pos < len(code):
        m = pattern.match(code, pos)
        if m is None:  # cannot happen: `.` matches any character
            break
        kind = m.lastgroup or "op"
        if kind == "hashes":
            kind = "raw"
        text = m.group(0)
        pos = m.end()
        if kind in ("ws", "comment", "pre"):
            newline = newline or "\n" in text or kind == "pre"
            continue
        if kind == "raw":
            kind = "str"
        tokens.append(Token(kind, text, m.start(), m.end(), newline))
        newline = False
    return tokens


_OPENERS = {"(": ")", "[": "]", "{": "}"}
_CLOSERS = {v: k for k, v in _OPENERS.items()}


def _brackets(tokens: Sequence[Token]) -> tuple[dict[int, int], list[int]] | None:
    """(matching bracket of each bracket token, innermost enclosing opener of each token or
    -1); None when the brackets do not balance (a shape this module does not know)."""
    match: dict[int, int] = {}
    parent: list[int] = []
    stack: list[int] = []
    for i, token in enumerate(tokens):
        if token.kind == "op" and token.text in _CLOSERS:
            if not stack or tokens[stack[-1]].text != _CLOSERS[token.text]:
                return None
            opener = stack.pop()
            match[opener], match[i] = i, opener
        parent.append(stack[-1] if stack else -1)
        if token.kind == "op" and token.text in _OPENERS:
            stack.append(i)
    return (match, parent) if not stack else None


# --- sites -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Literal:
    """One literal of an expected value that a decoy may change."""

    kind: str  # int, float, str, char, bool
    start: int
    end: int
    text: str
    siblings: frozenset[str]  # the other literals of its kind in the same expected value
    tolerance: float = 0.0  # the comparison's tolerance, for `abs(a - e) < tol` checks


@dataclass(frozen=True)
class Site:
    """One assertion a decoy can make fail: change `literal` (a value site) or replace each
    (start, end) span of `edits` (a negation site; for a value site, the negation of the same
    assertion, the fallback when the changed value does not compile)."""

    kind: str  # "value" or "negation"
    assertion: int  # the assertion's position among the code's assertions (0-based)
    literal: Literal | None = None
    edits: tuple[tuple[int, int, str], ...] = ()


@dataclass(frozen=True)
class _Check:
    """An assertion's condition: tokens [lo, hi) of the code that must be true for the test
    to pass (`positive`), or false (an `if (c) throw`); `negate` makes it fail whatever the
    program computes."""

    lo: int
    hi: int
    positive: bool
    negate: tuple[tuple[int, int, str], ...]


_CONTROL = frozenset(
    {"if", "for", "while", "switch", "catch", "with", "foreach", "else", "do", "try", "match",
     "loop", "unsafe", "async", "finally", "select", "go", "defer", "case", "default"}
)  # fmt: skip
# Words that may end a test with success before a later assertion runs: any of them before an
# assertion (in a branch too) makes it no site, since the decoy's change might never run.
_STOPS = frozenset(
    {"return", "goto", "exit", "_exit", "_Exit", "Exit", "halt", "quit", "Skip", "Skipf",
     "SkipNow", "Goexit", "reallyExit", "break", "continue"}
)  # fmt: skip
# Words an expected value may use besides literals: constants, types and constructors of lists,
# vectors, maps, options and strings. Anything else (a variable, a call of the program) makes a
# side "actual".
_VALUE_WORDS = frozenset(
    {"true", "false", "null", "nullptr", "None", "nil", "undefined", "Some", "Ok", "Err",
     "NULL"}
)  # fmt: skip
_BOOLEANS = {"true": "false", "false": "true"}
_TYPE_WORDS = frozenset(
    {
        # C++
        "std", "vector", "string", "pair", "make_pair", "tuple", "make_tuple", "map", "set",
        "int", "long", "float", "double", "char", "bool", "unsigned", "short", "size_t",
        "signed",
        # Java
        "Arrays", "asList", "List", "of", "new", "ArrayList", "LinkedList", "Optional",
        "empty", "Integer", "Double", "Long", "Float", "Boolean", "Character", "Short", "Byte",
        "valueOf", "Map", "HashMap", "Set", "HashSet", "Collections", "emptyList", "boolean",
        "Object", "String", "entry", "TreeMap", "TreeSet", "LinkedHashMap", "byte",
        # JavaScript, TypeScript
        "JSON", "stringify", "number", "any", "as", "Array", "BigInt",
        # Rust
        "vec", "from", "to_string", "to_owned", "into", "Vec", "BTreeMap",
        "BTreeSet", "i8", "i16", "i32", "i64", "i128", "isize", "u8", "u16", "u32", "u64",
        "u128", "usize", "f32", "f64", "str",
        # Go
        "interface", "struct", "float32", "float64", "int8", "int16", "int32", "int64",
        "uint", "uint8", "uint16", "uint32", "uint64", "rune",
    }
)  # fmt: skip
# Type words after which `<` opens type arguments rather than comparing.
_GENERIC = frozenset(
    {"vector", "pair", "tuple", "map", "set", "List", "ArrayList", "LinkedList", "Optional",
     "Map", "HashMap", "Set", "HashSet", "Vec", "BTreeMap", "BTreeSet", "Array", "TreeMap",
     "TreeSet", "LinkedHashMap", "array", "unordered_map", "unordered_set"}
)  # fmt: skip
_UNARY_AFTER = frozenset({"(", "[", "{", ",", ":", ";", "=", "=>", "return", "::"})
_LOW_PRECEDENCE = frozenset(
    {"&&", "||", "?", "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", ",", "|", "^", "&",
     "and", "or", "..", "..=", ";"}
)  # fmt: skip
_EQ = frozenset({"==", "==="})
_NE = frozenset({"!=", "!=="})
_MAX_SAFE_JS = 2**53


class _Code:
    def __init__(self, code: str, language: int) -> None:
        self.code = code
        self.language = language
        self.tokens = tokenize(code, language)
        found = _brackets(self.tokens)
        self.ok = found is not None
        self.match, self.parent = found if found is not None else ({}, [])

    def text(self, i: int) -> str:
        return self.tokens[i].text if 0 <= i < len(self.tokens) else ""

    def is_op(self, i: int, *texts: str) -> bool:
        return (
            0 <= i < len(self.tokens)
            and self.tokens[i].kind == "op"
            and (not texts or self.tokens[i].text in texts)
        )

    def is_id(self, i: int, *texts: str) -> bool:
        return (
            0 <= i < len(self.tokens)
            and self.tokens[i].kind == "id"
            and (not texts or self.tokens[i].text in texts)
        )

    def span(self, lo: int, hi: int) -> tuple[int, int]:
        """The code's characters of tokens [lo, hi)."""
        return self.tokens[lo].start, self.tokens[hi - 1].end

    # -- structure

    def top_level(self, lo: int, hi: int) -> list[int]:
        """Indices of tokens [lo, hi) outside any bracket opened within the range."""
        out = []
        i = lo
        while i < hi:
            out.append(i)
            if self.is_op(i, "(", "[", "{"):
                i = self.match[i]
                out.append(i)
            i += 1
        return out

    def split(self, lo: int, hi: int, separators: frozenset[str]) -> list[tuple[int, int]]:
        """Tokens [lo, hi) split at top-level separators."""
        parts = []
        start = lo
        for i in self.top_level(lo, hi):
            if self.tokens[i].kind == "op" and self.tokens[i].text in separators:
                parts.append((start, i))
                start = i + 1
        parts.append((start, hi))
        return parts

    def args(self, open_paren: int) -> list[tuple[int, int]]:
        """The comma-separated arguments of the call whose `(` is at `open_paren`."""
        close = self.match[open_paren]
        if close == open_paren + 1:
            return []
        return self.split(open_paren + 1, close, frozenset({","}))

    def strip_parens(self, lo: int, hi: int) -> tuple[int, int]:
        """Tokens [lo, hi) without the parentheses around them (a tuple keeps its own)."""
        while hi - lo >= 2 and self.is_op(lo, "(") and self.match.get(lo) == hi - 1:
            if len(self.split(lo + 1, hi - 1, frozenset({","}))) > 1:
                break
            lo, hi = lo + 1, hi - 1
        return lo, hi

    def statement_start(self, i: int) -> bool:
        """Whether token `i` starts a statement (not the body of a braceless if/for/else)."""
        prev = i - 1
        if prev < 0:
            return True
        if self.is_op(prev, ";", "{", "}"):
            return True
        newline_ends = self.language in (
            pb.LANGUAGE_JAVASCRIPT, pb.LANGUAGE_TYPESCRIPT, pb.LANGUAGE_GO,
        )  # fmt: skip
        if not newline_ends or not self.tokens[i].newline_before:
            return False
        token = self.tokens[prev]
        if token.kind == "op" and token.text == ")":
            head = self.match[prev] - 1
            return not self.is_id(head, *_CONTROL)
        if token.kind == "op":
            return token.text in ("]", "++", "--")
        return token.text not in _CONTROL and token.text not in ("return", "new", "typeof")

    def function_block(self, brace: int) -> str | None:
        """The name of the function whose body opens at `brace` (`{`), "" for an anonymous one,
        None when the block is no function body (a branch, a loop, a class, an initialiser)."""
        i = brace - 1
        if self.language == pb.LANGUAGE_JAVA and self.is_id(i):  # main(...) throws X, Y {
            while self.is_id(i) or self.is_op(i, ",", "."):
                i -= 1
            if not self.is_id(i + 1, "throws"):
                return None
        if (
            self.language == pb.LANGUAGE_RUST
            and self.is_op(i, ")")
            and self.is_op(self.match.get(i, -1) - 1, "->")
        ):  # fn name() -> Result<(), E> {  (only a unit-tuple return is taken)
            return None
        if self.is_op(i, "=>"):
            return self._arrow_name(i)
        if not self.is_op(i, ")"):
            return None
        head = self.match[i] - 1
        if self.is_id(head, "function") or (
            self.is_op(head, "*") and self.is_id(head - 1, "function")
        ):
            return ""
        if not self.is_id(head) or self.text(head) in _CONTROL:
            return None
        return self.text(head)

    def nested_function(self, brace: int) -> bool:
        """Whether `brace` opens the body of a function, lambda or closure (whose `return` ends
        only itself): a named or anonymous function, an arrow or Java lambda, a C++ lambda, a
        Rust closure, a Go func literal, anything with a return type before its body."""
        if self.function_block(brace) is not None:
            return True
        prev = brace - 1
        if self.is_op(prev, "->", "|", "=>"):
            return True
        if self.is_op(prev, ")") and self.is_op(self.match[prev] - 1, "]"):
            return True  # [&](int x) { ... }
        k = prev
        while k >= 0 and self.parent[k] == self.parent[brace]:
            token = self.tokens[k]
            if token.kind == "id" and token.text in ("func", "fn", "function"):
                return True
            if token.kind == "op" and token.text == "->":
                return True
            if token.kind == "op" and token.text in (";", "{", "}", "=", ":=", ","):
                return False
            if token.kind == "op" and token.text in (")", "]"):
                k = self.match[k]
            k -= 1
        return False

    def _arrow_name(self, arrow: int) -> str:
        """`const name = (...) => {`: name; "" when not bound to a name this way."""
        i = arrow - 1
        if self.is_op(i, ")"):
            i = self.match[i] - 1
        elif self.is_id(i):
            i -= 1
        if self.is_id(i, "async"):
            return ""
        if self.is_op(i, "=") and self.is_id(i - 1):
            return self.text(i - 1)
        return ""

    def entry_block(self, brace: int) -> bool:
        """Whether `brace` opens the body of a function the test harness surely calls once."""
        name = self.function_block(brace)
        if name is None:
            return False
        lang = self.language
        if lang in (pb.LANGUAGE_CPP, pb.LANGUAGE_JAVA):
            return name == "main"
        if lang == pb.LANGUAGE_GO:
            head = self.match[brace - 1] - 1
            return (
                self.is_id(head - 1, "func")
                and name.startswith("Test")
                and "testing" in {self.text(j) for j in range(head, brace)}
            )
        if lang == pb.LANGUAGE_RUST:
            head = self.match[brace - 1] - 1
            fn = head - 1
            if not self.is_id(fn, "fn"):
                return False
            attr = fn - 1
            if self.is_id(attr, "pub"):
                attr -= 1
            # The attributes before `fn`: one is #[test], none #[should_panic] or #[ignore].
            words: list[str] = []
            while self.is_op(attr, "]") and self.is_op(self.match[attr] - 1, "#"):
                words += [self.text(j) for j in range(self.match[attr] + 1, attr)]
                attr = self.match[attr] - 2
            return "test" in words and not {"should_panic", "ignore"} & set(words)
        # JavaScript, TypeScript: a named function of the top level (not async), called there
        # once.
        if not name or self.parent[brace] != -1:
            return False
        if self.is_op(brace - 1, ")") and self.is_id(self.match[brace - 1] - 2, "async"):
            return False
        calls = [
            i
            for i, t in enumerate(self.tokens)
            if t.kind == "id" and t.text == name and self.parent[i] == -1 and i > brace
            and self.is_op(i + 1, "(") and self.match[i + 1] == i + 2
            and self.statement_start(i)
        ]  # fmt: skip
        return len(calls) == 1

    def unconditional(self, i: int) -> bool:
        """Whether the statement at token `i` always runs once the test's entry function does:
        directly in an entry function's body (or at a script's top level), nothing that leaves
        before it."""
        block = self.parent[i]
        script = self.language in (pb.LANGUAGE_JAVASCRIPT, pb.LANGUAGE_TYPESCRIPT)
        if block == -1:
            if not script:
                return False
            lo = 0
        elif not (self.is_op(block, "{") and self.entry_block(block)):
            return False
        else:
            lo = block + 1
        if not self.statement_start(i):
            return False
        return not self.may_stop(lo, i)

    def may_stop(self, lo: int, hi: int) -> bool:
        """Whether tokens [lo, hi) may end the test with success before `hi`: a `return`, an
        exit, a skip, anywhere but inside a nested function's body (a helper's `return`). A
        stop that fails the test (a throw, a panic) cannot have run in a passing run."""
        j = lo
        while j < hi:
            token = self.tokens[j]
            if token.kind == "op" and token.text == "{" and self.nested_function(j):
                j = self.match[j] + 1
                continue
            if token.kind == "id" and token.text in _STOPS:
                return True
            j += 1
        return False

    # -- expected values

    def literals(self, lo: int, hi: int) -> list[Literal] | None:
        """The changeable literals of tokens [lo, hi) when they make a literal value (see the
        module's docstring); None when they do not."""
        if lo >= hi:
            return None
        found: list[tuple[str, int]] = []
        angle = 0
        for i in range(lo, hi):
            token = self.tokens[i]
            prev = self.text(i - 1) if i > lo else "("
            if token.kind == "id":
                if self._object_key(i, lo):
                    continue
                if token.text in _BOOLEANS:
                    found.append(("bool", i))
                elif token.text not in _VALUE_WORDS and token.text not in _TYPE_WORDS:
                    return None
            elif token.kind == "num":
                kind = _number_kind(token.text, self.language)
                if kind and angle == 0 and not self._size(i):
                    found.append((kind, i))
            elif token.kind in ("str", "char"):
                if token.kind == "str" and token.text.startswith("`") and "${" in token.text:
                    return None
                found.append((token.kind, i))
            elif self._value_punctuation(i, lo, prev):
                continue
            elif token.text == "<" and i > lo and (self.text(i - 1) in _GENERIC or prev == "::"):
                angle += 1
            elif token.text == ">" and angle > 0:
                angle -= 1
            else:
                return None
        if angle:
            return None
        by_kind: dict[str, set[str]] = {}
        for kind, i in found:
            by_kind.setdefault(kind, set()).add(_literal_value(self.tokens[i].text, kind))
        return [
            Literal(
                kind,
                self.tokens[i].start,
                self.tokens[i].end,
                self.tokens[i].text,
                frozenset(by_kind[kind] - {_literal_value(self.tokens[i].text, kind)}),
            )
            for kind, i in found
            if _changeable(self.tokens[i].text, kind, self.language)
        ]

    def _value_punctuation(self, i: int, lo: int, prev: str) -> bool:
        """Punctuation a literal value may hold: brackets, separators, member and path
        access, a unary sign, Rust's `&` and `vec!`, Go's `[]*T`."""
        text = self.tokens[i].text
        unary = i == lo or prev in _UNARY_AFTER
        return (
            text in ("(", ")", "[", "]", "{", "}", ",", ":", ".", "::", ";")
            or (text in ("-", "+") and unary)
            or (text == "&" and self.language == pb.LANGUAGE_RUST and unary)
            or (text == "!" and i > lo and self.is_id(i - 1, "vec"))
            or (text == "*" and self.language == pb.LANGUAGE_GO and prev in ("[", "]"))
        )

    def _object_key(self, i: int, lo: int) -> bool:
        """A JavaScript object literal's key (`{ a: 1 }`)."""
        return (
            self.language in (pb.LANGUAGE_JAVASCRIPT, pb.LANGUAGE_TYPESCRIPT)
            and i > lo
            and self.is_op(i - 1, "{", ",")
            and self.is_op(i + 1, ":")
            and self.is_op(self.parent[i], "{")
        )

    def _size(self, i: int) -> bool:
        """A number that sizes a type rather than being a value: Go's `[3]int{...}`, Rust's
        `[0; 3]` and `vec![0; 3]` counts."""
        if self.language == pb.LANGUAGE_GO:
            return self.is_op(i - 1, "[") and self.is_op(i + 1, "]")
        if self.language == pb.LANGUAGE_RUST:
            return self.is_op(i - 1, ";")
        return False

    def actual(self, lo: int, hi: int) -> bool:
        """Whether tokens [lo, hi) compute something (they call a function)."""
        return any(
            self.tokens[i].kind == "id"
            and self.is_op(i + 1, "(")
            and self.tokens[i].text not in _TYPE_WORDS
            and self.tokens[i].text not in _VALUE_WORDS
            for i in range(lo, hi)
        )

    def no_low_operators(self, lo: int, hi: int) -> bool:
        return not any(
            self.tokens[i].kind in ("op", "id") and self.tokens[i].text in _LOW_PRECEDENCE
            for i in self.top_level(lo, hi)
        )

    def equality(self, left: tuple[int, int], right: tuple[int, int]) -> list[Literal]:
        """The changeable literals of whichever side is the expected value, when one side is a
        literal value and the other computes."""
        out: list[Literal] = []
        for expected, actual in ((right, left), (left, right)):
            lo, hi = self.strip_parens(*expected)
            if not self.no_low_operators(lo, hi) or not self.actual(*actual):
                continue
            found = self.literals(lo, hi)
            if found:
                out += found
        return out

    def condition(self, lo: int, hi: int, positive: bool) -> list[Literal]:
        """Value sites of a condition the test needs true (`positive`) or false."""
        lo, hi = self.strip_parens(lo, hi)
        if lo >= hi:
            return []
        # && "message" (C++): the message is always true.
        parts = self.split(lo, hi, frozenset({"&&"}))
        if (
            len(parts) == 2
            and parts[1][1] - parts[1][0] == 1
            and self.tokens[parts[1][0]].kind == "str"
            and positive
        ):
            return self.condition(parts[0][0], parts[0][1], positive)
        if self.is_op(lo, "!") or self.is_id(lo, "not"):
            rest = (lo + 1, hi)
            if self.no_binary(*rest):
                return self.condition(*rest, not positive)
            return []
        if not self.no_low_operators(lo, hi):
            return []
        top = self.top_level(lo, hi)
        eq = [i for i in top if self.is_op(i, *_EQ)]
        ne = [i for i in top if self.is_op(i, *_NE)]
        if len(eq) + len(ne) == 1 and not any(
            self.is_op(i, "<", ">", "<=", ">=") for i in top if self._comparison(i)
        ):
            op = (eq or ne)[0]
            if (op in eq) == positive:
                return self.equality((lo, op), (op + 1, hi))
            return []
        if eq or ne:
            return []
        less = [i for i in top if self.is_op(i, "<", "<=", ">", ">=") and self._comparison(i)]
        if len(less) == 1:
            return self.tolerance(lo, less[0], hi, positive)
        return self.equality_call(lo, hi) if positive else []

    def _comparison(self, i: int) -> bool:
        """Whether `<`/`>` at `i` compares (rather than delimiting type arguments)."""
        if self.text(i) in ("<=", ">="):
            return True
        if self.text(i) == "<":
            return not (self.text(i - 1) in _GENERIC or self.text(i - 1) == "::")
        # `>`: closes type arguments when a generic `<` precedes it on this level
        return True

    def no_binary(self, lo: int, hi: int) -> bool:
        """Tokens [lo, hi) are one postfix expression (calls, members, indexing)."""
        for i in self.top_level(lo, hi):
            token = self.tokens[i]
            if token.kind == "op" and token.text not in (
                "(",
                ")",
                "[",
                "]",
                "{",
                "}",
                ".",
                "::",
                "!",
                "?",
            ):
                return False
            macro = token.text == "!" and self.is_id(i - 1)  # Rust's name!(...)
            if token.kind == "op" and token.text in ("!", "?") and i != lo and not macro:
                return False
        return True

    def tolerance(self, lo: int, op: int, hi: int, positive: bool) -> list[Literal]:
        """`abs(actual - expected) < tol` (and Rust's `(a - e).abs() < tol`) needing true."""
        small, tol = (
            ((lo, op), (op + 1, hi)) if self.text(op) in ("<", "<=") else ((op + 1, hi), (lo, op))
        )
        if not positive:
            return []
        t_lo, t_hi = self.strip_parens(*tol)
        tol_literals = self.literals(t_lo, t_hi)
        if (
            not tol_literals
            or len(tol_literals) != 1
            or tol_literals[0].kind not in ("int", "float")
        ):
            return []
        tolerance = abs(float(_literal_value(tol_literals[0].text, tol_literals[0].kind)))
        s_lo, s_hi = self.strip_parens(*small)
        inner: tuple[int, int] | None = None
        # abs(x), fabs(x), std::abs(x), Math.abs(x), math.Abs(x)
        if self.is_op(s_hi - 1, ")") and self.match[s_hi - 1] - 1 >= s_lo:
            name = self.match[s_hi - 1] - 1
            if self.text(name) in ("abs", "fabs", "Abs") and self.match[name + 1] == s_hi - 1:
                start = name
                while (
                    start - 2 >= s_lo and self.is_op(start - 1, ".", "::") and self.is_id(start - 2)
                ):
                    start -= 2
                if start == s_lo:
                    inner = (name + 2, s_hi - 1)
        # (x).abs()
        if (
            inner is None
            and self.is_id(s_hi - 3, "abs")
            and self.is_op(s_hi - 4, ".")
            and self.is_op(s_hi - 5, ")")
        ):
            open_ = self.match[s_hi - 5]
            if open_ == s_lo and self.is_op(s_hi - 2, "(") and self.is_op(s_hi - 1, ")"):
                inner = (open_ + 1, s_hi - 5)
        if inner is None:
            return []
        parts = self.split(*inner, frozenset({"-"}))
        parts = [p for p in parts if p[0] < p[1]]
        if len(parts) != 2 or not self.no_low_operators(*inner):
            return []
        found = self.equality(parts[0], parts[1])
        return [
            Literal(f.kind, f.start, f.end, f.text, f.siblings, tolerance)
            for f in found
            if f.kind in ("int", "float")
        ]

    def equality_call(self, lo: int, hi: int) -> list[Literal]:
        """`Objects.equals(a, e)`, `Arrays.equals(a, e)`, `issame(a, e)`, `a.equals(e)`."""
        if not self.is_op(hi - 1, ")"):
            return []
        open_ = self.match[hi - 1]
        name = open_ - 1
        if not self.is_id(name) or not self.no_binary(lo, hi):
            return []
        args = self.args(open_)
        word = self.text(name)
        if word == "equals" and self.is_op(name - 1, ".") and len(args) == 1:
            receiver = (lo, name - 1)
            if self.is_id(name - 2, "Objects", "Arrays") and name - 2 == lo:
                return []
            return self.equality(receiver, args[0])
        qualified = name - 2 >= lo and self.is_op(name - 1, ".")
        owner = self.text(name - 2) if qualified else ""
        start = name - 2 if qualified else name
        if start != lo:
            return []
        known = (
            (owner in ("Objects", "Arrays") and word in ("equals", "deepEquals"))
            or (not owner and word in ("issame", "isEqual"))
            or (owner == "_" and word == "isEqual")
        )
        if known and len(args) == 2:
            return self.equality(args[0], args[1])
        return []


def _number_kind(text: str, language: int) -> str | None:
    body = text.replace("_", "")
    if re.fullmatch(r"0[xXbBoO].*", body):
        return None
    m = re.fullmatch(r"(\d+)([A-Za-z]\w*)?", body)
    if m:
        if len(m.group(1)) > 1 and m.group(1).startswith("0"):
            return None  # C++ octal, or an oddity
        suffix = (m.group(2) or "").lower()
        if suffix in ("f", "d", "f32", "f64") and language in (pb.LANGUAGE_JAVA, pb.LANGUAGE_RUST):
            return "float"
        if suffix and suffix not in (
            "l",
            "u",
            "ul",
            "lu",
            "ll",
            "ull",
            "llu",
            "n",
            "i8",
            "i16",
            "i32",
            "i64",
            "i128",
            "isize",
            "u8",
            "u16",
            "u32",
            "u64",
            "u128",
            "usize",
        ):
            return None
        return "int"
    m = re.fullmatch(r"(\d*\.\d*(?:[eE][+-]?\d+)?|\d+[eE][+-]?\d+)([A-Za-z]\w*)?", body)
    if m:
        suffix = (m.group(2) or "").lower()
        if suffix and suffix not in ("f", "d", "l", "f32", "f64"):
            return None
        return "float"
    return None


def _split_number(text: str) -> tuple[str, str]:
    """(digits, type suffix) of a decimal literal."""
    m = re.fullmatch(r"([\d_.]*(?:[eE][+-]?[\d_]+)?)(.*)", text)
    assert m is not None
    return m.group(1), m.group(2)


def _literal_value(text: str, kind: str) -> str:
    if kind == "int":
        return str(int(_split_number(text)[0].replace("_", "")))
    if kind == "float":
        return repr(float(_split_number(text)[0].replace("_", "")))
    return text


def _changeable(text: str, kind: str, language: int) -> bool:
    if kind == "int" and language in (pb.LANGUAGE_JAVASCRIPT, pb.LANGUAGE_TYPESCRIPT):
        digits, suffix = _split_number(text)
        return suffix == "n" or int(digits.replace("_", "")) < _MAX_SAFE_JS
    if kind == "float":
        value = float(_split_number(text)[0].replace("_", ""))
        return math.isfinite(value) and abs(value) < 1e15
    if kind == "char":
        return text.startswith("'") or text.startswith("b'")
    return True


# --- assertion shapes per language ---------------------------------------------------------


def _checks(c: _Code) -> list[_Check]:
    """Every assertion of the code that always runs, with how to negate it."""
    lang = c.language
    checks: list[_Check] = []
    for i, token in enumerate(c.tokens):
        if token.kind != "id":
            continue
        found: list[_Check] | None = None
        if lang == pb.LANGUAGE_CPP:
            found = _cpp(c, i)
        elif lang == pb.LANGUAGE_JAVA:
            found = _java(c, i)
        elif lang in (pb.LANGUAGE_JAVASCRIPT, pb.LANGUAGE_TYPESCRIPT):
            found = _javascript(c, i)
        elif lang == pb.LANGUAGE_RUST:
            found = _rust(c, i)
        elif lang == pb.LANGUAGE_GO:
            found = _go(c, i)
        if found and c.unconditional(i):
            checks += found
    return checks


def _wrap(c: _Code, lo: int, hi: int) -> tuple[tuple[int, int, str], ...]:
    """Edits that make the condition of tokens [lo, hi) its negation."""
    start, end = c.span(lo, hi)
    return ((start, start, "!("), (end, end, ")"))


def _rename(c: _Code, i: int, name: str) -> tuple[tuple[int, int, str], ...]:
    return ((c.tokens[i].start, c.tokens[i].end, name),)


def _statement_end(c: _Code, close: int) -> bool:
    return c.is_op(close + 1, ";") or (
        c.language in (pb.LANGUAGE_JAVASCRIPT, pb.LANGUAGE_TYPESCRIPT, pb.LANGUAGE_GO)
        and (
            close + 1 >= len(c.tokens)
            or c.tokens[close + 1].newline_before
            or c.is_op(close + 1, "}")
        )
    )


def _call_at(c: _Code, i: int, length: int) -> int | None:
    """The `(` of a call whose callee is tokens [i, i + length), ending a statement."""
    open_ = i + length
    if not c.is_op(open_, "(") or not _statement_end(c, c.match[open_]):
        return None
    return open_


def _cpp(c: _Code, i: int) -> list[_Check] | None:
    if c.text(i) == "if":
        return _if_throw(c, i)
    if c.text(i) != "assert" or (open_ := _call_at(c, i, 1)) is None:
        return None
    lo, hi = open_ + 1, c.match[open_]
    if lo >= hi:
        return None
    return [_Check(lo, hi, True, _wrap(c, lo, hi))]


def _java(c: _Code, i: int) -> list[_Check] | None:
    # List<Boolean> correct = Arrays.asList(c1, c2, ...); if (correct.contains(false)) throw
    if c.text(i) == "List" and c.is_op(i + 1, "<") and c.is_id(i + 2, "Boolean"):
        name = i + 4
        if not (c.is_op(i + 3, ">") and c.is_id(name) and c.is_op(name + 1, "=")):
            return None
        if not (
            c.is_id(name + 2, "Arrays") and c.is_op(name + 3, ".") and c.is_id(name + 4, "asList")
        ):
            return None
        open_ = name + 5
        if not c.is_op(open_, "(") or not c.is_op(c.match[open_] + 1, ";"):
            return None
        if not _java_list_checked(c, c.text(name), c.match[open_] + 2, c.parent[i]):
            return None
        return [_Check(lo, hi, True, _wrap(c, lo, hi)) for lo, hi in c.args(open_) if lo < hi]
    return _if_throw(c, i)


def _if_throw(c: _Code, i: int) -> list[_Check] | None:
    """`if (c) { throw ...; }` or `if (c) throw ...;` with no `else` (C++, Java, JavaScript,
    TypeScript: MBXP's and hand-written suites' shape): the test needs `c` false."""
    if c.text(i) != "if" or not c.is_op(i + 1, "("):
        return None
    close = c.match[i + 1]
    body = close + 1
    first = body + 1 if c.is_op(body, "{") else body
    if not c.is_id(first, "throw"):
        return None
    if c.is_op(body, "{"):
        after = c.match[body] + 1
    else:
        after = next(
            (
                j + 1
                for j in range(first, len(c.tokens))
                if c.is_op(j, ";") and c.parent[j] == c.parent[i]
            ),
            len(c.tokens),
        )
    if c.is_id(after, "else") or i + 2 >= close:
        return None
    return [_Check(i + 2, close, False, _wrap(c, i + 2, close))]


def _java_list_checked(c: _Code, name: str, after: int, block: int) -> bool:
    """`if (name.contains(false)) throw ...` follows in the same block."""
    for j in range(after, len(c.tokens) - 8):
        if c.parent[j] != block or not c.is_id(j, "if"):
            continue
        if (
            c.is_op(j + 1, "(") and c.is_id(j + 2, name) and c.is_op(j + 3, ".")
            and c.is_id(j + 4, "contains") and c.is_op(j + 5, "(") and c.is_id(j + 6, "false")
            and c.is_op(j + 7, ")") and c.is_op(j + 8, ")")
        ):  # fmt: skip
            body = j + 9
            first = body + 1 if c.is_op(body, "{") else body
            return c.is_id(first, "throw")
    return False


_JS_EQUAL = {
    "deepEqual": "notDeepEqual",
    "deepStrictEqual": "notDeepStrictEqual",
    "strictEqual": "notStrictEqual",
    "equal": "notEqual",
}
_JS_NOT_EQUAL = {v: k for k, v in _JS_EQUAL.items()}


def _javascript(c: _Code, i: int) -> list[_Check] | None:
    word = c.text(i)
    if word == "if":
        return _if_throw(c, i)
    if word == "console" and c.is_op(i + 1, ".") and c.is_id(i + 2, "assert"):
        open_ = _call_at(c, i, 3)
    elif word == "assert" and not c.is_op(i - 1, "."):
        if c.is_op(i + 1, ".") and c.is_id(i + 2):
            method = c.text(i + 2)
            open_ = _call_at(c, i, 3)
            if open_ is None:
                return None
            args = c.args(open_)
            if method in ("ok",) and args:
                lo, hi = args[0]
                return [_Check(lo, hi, True, _wrap(c, lo, hi))]
            if method in _JS_EQUAL and len(args) >= 2:
                return [_equal_check(c, args[0], args[1], _rename(c, i + 2, _JS_EQUAL[method]))]
            if method in _JS_NOT_EQUAL and len(args) >= 2:
                return [
                    _Check(args[0][0], args[1][1], False, _rename(c, i + 2, _JS_NOT_EQUAL[method]))
                ]
            return None
        open_ = _call_at(c, i, 1)
    else:
        return None
    if open_ is None:
        return None
    args = c.args(open_)
    if not args or args[0][0] >= args[0][1]:
        return None
    lo, hi = args[0]
    return [_Check(lo, hi, True, _wrap(c, lo, hi))]


def _equal_check(
    c: _Code,
    left: tuple[int, int],
    right: tuple[int, int],
    negate: tuple[tuple[int, int, str], ...],
) -> _Check:
    """A two-argument equality assertion: the check spans both arguments (`_sites` reads it as
    `left == right`)."""
    return _Check(left[0], right[1], True, negate)


def _rust(c: _Code, i: int) -> list[_Check] | None:
    word = c.text(i)
    if word not in ("assert", "assert_eq", "assert_ne") or not c.is_op(i + 1, "!"):
        return None
    if c.is_op(i - 1, "::", "."):
        return None
    open_ = _call_at(c, i, 2)
    if open_ is None:
        return None
    args = c.args(open_)
    if word == "assert" and args and args[0][0] < args[0][1]:
        lo, hi = args[0]
        return [_Check(lo, hi, True, _wrap(c, lo, hi))]
    if word == "assert_eq" and len(args) >= 2:
        return [_equal_check(c, args[0], args[1], _rename(c, i, "assert_ne"))]
    if word == "assert_ne" and len(args) >= 2:
        return [_Check(args[0][0], args[1][1], False, _rename(c, i, "assert_eq"))]
    return None


_GO_NEGATIONS = {
    "Equal": "NotEqual", "NotEqual": "Equal", "EqualValues": "NotEqualValues",
    "NotEqualValues": "EqualValues", "True": "False", "False": "True", "Nil": "NotNil",
    "NotNil": "Nil", "Empty": "NotEmpty", "NotEmpty": "Empty",
}  # fmt: skip


def _go(c: _Code, i: int) -> list[_Check] | None:
    if c.text(i) != "assert" or not c.is_op(i + 1, ".") or not c.is_id(i + 2):
        return None
    if c.is_op(i - 1, "."):
        return None
    method = c.text(i + 2)
    if method not in _GO_NEGATIONS and method not in ("InDelta", "InEpsilon"):
        return None
    open_ = _call_at(c, i, 3)
    if open_ is None:
        return None
    args = c.args(open_)
    if args and c.is_id(args[0][0], "t") and args[0][1] - args[0][0] == 1:
        args = args[1:]  # assert.Equal(t, expected, actual): the package function
    if not args or args[0][0] >= args[0][1]:
        return None
    if method in ("InDelta", "InEpsilon"):
        if len(args) < 3:
            return None
        return [_Check(args[0][0], args[2][1], True, ())]
    negate = _rename(c, i + 2, _GO_NEGATIONS[method])
    if method in ("Equal", "EqualValues") and len(args) >= 2:
        return [_equal_check(c, args[0], args[1], negate)]
    if method in ("True", "False"):
        lo, hi = args[0]
        return [_Check(lo, hi, method == "True", negate)]
    return [_Check(args[0][0], args[-1][1], False, negate)]


# --- sites of a test code ----------------------------------------------------------------------


def _value_literals(c: _Code, check: _Check) -> list[Literal]:
    lang = c.language
    lo, hi = check.lo, check.hi
    # Two-argument equality assertions span "expected, actual": split at the top-level comma.
    parts = c.split(lo, hi, frozenset({","}))
    if len(parts) >= 2:
        if not check.positive:
            return []
        if lang == pb.LANGUAGE_GO and len(parts) == 3:  # InDelta(expected, actual, delta)
            tol = c.literals(*parts[2])
            if not tol or len(tol) != 1 or tol[0].kind not in ("int", "float"):
                return []
            tolerance = abs(float(_literal_value(tol[0].text, tol[0].kind)))
            found = c.equality(parts[0], parts[1])
            return [
                Literal(f.kind, f.start, f.end, f.text, f.siblings, tolerance)
                for f in found
                if f.kind in ("int", "float")
            ]
        if len(parts) == 2:
            return c.equality(parts[0], parts[1])
        return []
    return c.condition(lo, hi, check.positive)


def sites(language: int, code: str) -> list[Site]:
    """The sites of a case's test code that a decoy may change: one value site per assertion
    that has one (its expected value's last literal), or when no assertion has one, one
    negation site per assertion that can be negated; [] when there is none."""
    if language not in _PATTERNS:
        return []
    c = _Code(code, language)
    if not c.ok:
        return []
    values: list[Site] = []
    negations: list[Site] = []
    for n, check in enumerate(_checks(c)):
        literals = _value_literals(c, check)
        if literals:  # the last literal of the expected value (one decoy per assertion)
            last = max(literals, key=lambda lit: lit.start)
            values.append(Site("value", n, literal=last, edits=check.negate))
        if check.negate:
            negations.append(Site("negation", n, edits=check.negate))
    return values or negations


# --- making a decoy ----------------------------------------------------------------------------

_LETTERS = "qzjkvw"  # none is a hex digit, so none extends an escape it follows


def _step(tolerance: float) -> int:
    """The unit of a numeric change: 1, or more than twice a comparison's tolerance."""
    return max(1, math.ceil(4 * tolerance))


def _new_int(
    text: str, siblings: frozenset[str], tolerance: float, rng: secrets.SystemRandom
) -> str:
    """1-9 (steps) less, or more when that would go below zero (an unsigned type keeps its
    range), to a value no sibling has."""
    digits, suffix = _split_number(text)
    value = int(digits.replace("_", ""))
    step = _step(tolerance)
    for _ in range(100):
        k = rng.randint(1, 9) * step
        new = value - k if value >= k else value + k
        if str(new) not in siblings:
            return str(new) + suffix
    return str(value + 10 * step + len(siblings)) + suffix


def _new_float(
    text: str, siblings: frozenset[str], tolerance: float, rng: secrets.SystemRandom
) -> str:
    """As `_new_int`, written with the literal's own number of decimals (at least one)."""
    digits, suffix = _split_number(text)
    value = float(digits.replace("_", ""))
    decimals = len(digits.split(".")[1]) if "." in digits and "e" not in digits.lower() else 1
    decimals = max(1, min(decimals, 12))
    step = _step(tolerance)
    new = ""
    for _ in range(100):
        k = rng.randint(1, 9) * step
        new = f"{value - k if value >= k else value + k:.{decimals}f}"
        if repr(float(new)) not in siblings:
            break
    return new + suffix


def _new_str(text: str, siblings: frozenset[str], rng: secrets.SystemRandom) -> str:
    close = len(text) - 1
    if text.startswith(("r", "br")) and text.endswith("#"):
        close = len(text) - 1 - (len(text) - len(text.rstrip("#")))
    for _ in range(100):
        new = text[:close] + rng.choice(_LETTERS) + text[close:]
        if new not in siblings:
            return new
    return text[:close] + "".join(rng.choice(_LETTERS) for _ in range(12)) + text[close:]


def _new_char(text: str, siblings: frozenset[str], rng: secrets.SystemRandom) -> str:
    prefix = "b" if text.startswith("b") else ""
    choices = [f"{prefix}'{ch}'" for ch in _LETTERS + "xy"]
    choices = [ch for ch in choices if ch != text and ch not in siblings]
    return rng.choice(choices)


def new_literal(literal: Literal, rng: secrets.SystemRandom | None = None) -> str:
    """Another value for `literal`, which no equality with its old value can accept."""
    rng = rng or secrets.SystemRandom()
    if literal.kind == "bool":
        return _BOOLEANS[literal.text]
    if literal.kind == "int":
        return _new_int(literal.text, literal.siblings, literal.tolerance, rng)
    if literal.kind == "float":
        return _new_float(literal.text, literal.siblings, literal.tolerance, rng)
    if literal.kind == "str":
        return _new_str(literal.text, literal.siblings, rng)
    return _new_char(literal.text, literal.siblings, rng)


def render(
    code: str, site: Site, rng: secrets.SystemRandom | None = None, negate: bool = False
) -> str:
    """The decoy of `code` at `site`; `negate`: the site's negation (see `Site`)."""
    if site.literal is not None and not negate:
        lit = site.literal
        return code[: lit.start] + new_literal(lit, rng) + code[lit.end :]
    out, last = [], 0
    for start, end, text in sorted(site.edits):
        out += [code[last:start], text]
        last = end
    return "".join(out) + code[last:]


@dataclass(frozen=True)
class Decoy:
    case: pb.TestCase  # the case whose test code it changes
    code: str  # the changed test code
    site: Site
    # The same assertion negated, for a value decoy that does not compile (a TypeScript
    # function typed to return "YES" | "NO" makes `f(x) === "YESq"` a type error); "" if none.
    fallback: str = ""


def candidates(language: int, cases: Sequence[pb.TestCase]) -> list[tuple[pb.TestCase, list[Site]]]:
    """The cases a decoy may change, each with its sites: the secret cases with value sites, or
    failing those the secret cases with negation sites, then the public cases likewise; [] when
    no case has a site. These are all the decoys `plan` can make (with any new value)."""
    tiers: dict[tuple[int, int], list[tuple[pb.TestCase, list[Site]]]] = {}
    for case in cases:
        if case.WhichOneof("kind") != "script":
            continue
        found = sites(language, case.script.code)
        if found:
            secret = 0 if case.split != pb.SPLIT_PUBLIC else 1
            kind = 0 if found[0].kind == "value" else 1
            tiers.setdefault((secret, kind), []).append((case, found))
    return tiers[min(tiers)] if tiers else []


def plan(
    language: int, cases: Sequence[pb.TestCase], rng: secrets.SystemRandom | None = None
) -> Decoy | None:
    """A decoy of one of `cases`, or None when no case has a site: a case of `candidates` at
    random (a case with many assertions is not favoured), one of its sites at random, and a
    random new value."""
    rng = rng or secrets.SystemRandom()
    found = candidates(language, cases)
    if not found:
        return None
    case, case_sites = rng.choice(found)
    site = rng.choice(case_sites)
    code = case.script.code
    fallback = render(code, site, negate=True) if site.literal and site.edits else ""
    return Decoy(case, render(code, site, rng), site, fallback)
