"""Static rules of the validation pipeline (docs/validation.md): wording, difficulty against
category, complexity notation, and case values against the declared types."""

from __future__ import annotations

import re
from typing import Any

from rockman import typesyntax
from rockman.v1 import common_pb2 as pb

# --- check 5: no ambiguous language ---------------------------------------------------------

# Placeholders: text that stands for something not written yet.
PLACEHOLDERS = (
    r"\bTODO\b", r"\bTBD\b", r"\bFIXME\b", r"\bXXX\b", r"\.\.\.", r"…", r"<[a-z ]+ here>",
    r"\betc\b\.?", r"\blorem ipsum\b", r"\?\?",
)  # fmt: skip
# Vague words: they leave the expected output to the reader's judgement.
VAGUE = (
    "some", "appropriate", "appropriately", "reasonable", "reasonably", "as needed",
    "if necessary", "and/or", "maybe", "perhaps", "roughly", "approximately", "somehow",
    "suitable", "various", "and so on", "similar", "properly", "nice", "good enough",
    "it depends", "as usual", "whatever", "sensible",
)  # fmt: skip
_NUMBER = r"-?\d+(?:\s*\*\*\s*\d+|\s*\*\s*10\s*\*\*\s*\d+|e\d+)?"
_RANGE = re.compile(rf"({_NUMBER})\s*<=?\s*[A-Za-z_][\w\[\]\.\(\)]*\s*<=?\s*({_NUMBER})")


def _number(text: str) -> int:
    """The value of 5, -3, 10**9, 2 * 10**5, 1e9."""
    text = text.replace(" ", "")
    if "e" in text:
        base, exp = text.split("e")
        return int(base) * 10 ** int(exp)
    if "*10**" in text:
        base, exp = text.split("*10**")
        return int(base) * 10 ** int(exp)
    if "**" in text:
        base, exp = text.split("**")
        return int(base) ** int(exp)
    return int(text)


# A mathematical ellipsis between the terms of a sequence ("x1, x2, ..., xn", "a -> ... -> z")
# is notation, not a placeholder.
_SEQUENCE_ELLIPSIS = re.compile(r"(,|->|\+|\*|<=?|>=?)\s*(\.\.\.|…)\s*(?=,|->|\+|\*|<|>)")


def ambiguity(text: str) -> list[str]:
    """What makes the text ambiguous: placeholders, vague words, impossible ranges."""
    text = _SEQUENCE_ELLIPSIS.sub(r"\1 ", text)
    found = [f"placeholder {m.group(0)!r}" for p in PLACEHOLDERS for m in re.finditer(p, text)]
    lowered = text.lower()
    for word in VAGUE:
        if re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", lowered):
            found.append(f"vague wording {word!r}")
    for match in _RANGE.finditer(text):
        low, high = _number(match.group(1)), _number(match.group(2))
        if low > high:
            found.append(f"contradictory range {match.group(0)!r}")
    return found


# --- check 6: difficulty consistent with category ---------------------------------------------

# The difficulty range each category allows (docs/validation.md explains why).
DIFFICULTY_RANGE: dict[int, tuple[int, int]] = {
    pb.CATEGORY_FUNDAMENTALS: (1, 5),
    pb.CATEGORY_DATA_STRUCTURES: (1, 7),
    pb.CATEGORY_ALGORITHMS: (2, 7),
    pb.CATEGORY_GRAPHS: (2, 7),
    pb.CATEGORY_TREES: (2, 7),
    pb.CATEGORY_MATH: (1, 7),
    pb.CATEGORY_DEBUGGING: (1, 6),
    pb.CATEGORY_COMPLEXITY: (2, 7),
    pb.CATEGORY_SOFTWARE_ENGINEERING: (1, 6),
    pb.CATEGORY_STATEFUL_SYSTEMS: (2, 6),
    pb.CATEGORY_MULTI_STEP: (2, 7),
    pb.CATEGORY_DYNAMIC_PROGRAMMING: (2, 7),
}
# Task types a category's problems may have (its own kind of work, plus general ones).
CATEGORY_TASK_TYPES: dict[int, set[int]] = {
    pb.CATEGORY_DEBUGGING: {pb.TASK_TYPE_DEBUGGING},
    # A file_io task's state or phases live in files: it fits both (a store recovered from its
    # log, a pipeline from input files to reports).
    pb.CATEGORY_STATEFUL_SYSTEMS: {
        pb.TASK_TYPE_STATEFUL,
        pb.TASK_TYPE_API_IMPLEMENTATION,
        pb.TASK_TYPE_FILE_IO,
    },
    pb.CATEGORY_MULTI_STEP: {pb.TASK_TYPE_MULTI_STEP, pb.TASK_TYPE_PARSING, pb.TASK_TYPE_FILE_IO},
}
MIN_DIFFICULTY_BY_TASK_TYPE: dict[int, int] = {
    pb.TASK_TYPE_OPTIMIZATION: 2,
    pb.TASK_TYPE_MULTI_STEP: 2,
}


def difficulty_problems(
    category: int, task_type: int, difficulty: int, verifier: bool | None = None
) -> list[str]:
    """What is wrong with a problem's difficulty for its category and task type; level 7 is for
    open problems, scored by a trusted verifier against a published threshold (`verifier`:
    whether the problem has one; None: not known, not checked)."""
    found = []
    if verifier is False and difficulty == 7:
        found.append("difficulty 7 is for open problems: use comparison mode verifier")
    low, high = DIFFICULTY_RANGE.get(category, (1, 7))
    name = pb.Category.Name(category).removeprefix("CATEGORY_").lower()  # type: ignore[arg-type]
    if not low <= difficulty <= high:
        found.append(f"difficulty {difficulty} outside {low}-{high} for {name}")
    allowed = CATEGORY_TASK_TYPES.get(category)
    kind = pb.TaskType.Name(task_type).removeprefix("TASK_TYPE_").lower()  # type: ignore[arg-type]
    if allowed is not None and task_type not in allowed:
        found.append(f"task type {kind} does not fit category {name}")
    minimum = MIN_DIFFICULTY_BY_TASK_TYPE.get(task_type, 1)
    if difficulty < minimum:
        found.append(f"{kind} problems start at difficulty {minimum}")
    return found


# --- check 12: complexity notation ------------------------------------------------------------

QUALIFIERS = (
    "", "time", "space", "amortized", "per operation", "per query", "per call",
    "amortized per operation", "expected", "worst case", "total", "per operation amortized",
)  # fmt: skip
FUNCTIONS = ("log", "sqrt", "min", "max", "log2", "alpha")
_TOKEN = re.compile(r"\s*(?:(\d+(?:\.\d+)?)|([A-Za-z]\w*)|(\*\*|[()+\-*/^,·²³!]))")


class _Parser:
    """expr := term (('+' | '-') term)* ; term := power (('*' | '/' | '·' | juxtaposition)
    power)* ; power := unary (('^' | '**') unary | '²' | '³' | '!')* ; unary := number | name
    | function '(' expr [',' expr] ')' | function name | '(' expr ')'."""

    def __init__(self, text: str) -> None:
        self.tokens: list[str] = []
        pos = 0
        text = text.strip()
        while pos < len(text):
            match = _TOKEN.match(text, pos)
            if match is None or match.end() == pos:
                raise ValueError(f"unexpected {text[pos : pos + 10]!r}")
            self.tokens.append(next(g for g in match.groups() if g is not None))
            pos = match.end()
        self.i = 0

    def peek(self) -> str | None:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def take(self, expected: str | None = None) -> str:
        token = self.peek()
        if token is None or (expected is not None and token != expected):
            raise ValueError(f"expected {expected or 'more'}, got {token!r}")
        self.i += 1
        return token

    def parse(self) -> None:
        if not self.tokens:
            raise ValueError("empty")
        self.expr()
        if self.peek() is not None:
            raise ValueError(f"unexpected {self.peek()!r}")

    def expr(self) -> None:
        self.term()
        while self.peek() in ("+", "-"):
            self.take()
            self.term()

    def term(self) -> None:
        self.power()
        while True:
            token = self.peek()
            if token in ("*", "/", "·"):
                self.take()
                self.power()
            elif token is not None and (token == "(" or token[0].isalnum()):
                self.power()  # juxtaposition: "n log n"
            else:
                return

    def power(self) -> None:
        self.unary()
        while self.peek() in ("^", "**", "²", "³", "!"):
            if self.take() in ("^", "**"):
                self.unary()

    def unary(self) -> None:
        token = self.take()
        if token == "(":
            self.expr()
            self.take(")")
        elif token in FUNCTIONS:
            if self.peek() in ("^", "**"):  # "log^2 n": a power of the function
                self.take()
                self.unary()
            if self.peek() == "(":
                self.take("(")
                self.expr()
                if self.peek() == ",":
                    self.take()
                    self.expr()
                self.take(")")
            else:
                self.unary()  # "log n"
        elif not (token[0].isdigit() or token[0].isalpha()):
            raise ValueError(f"unexpected {token!r}")


def complexity_problems(text: str) -> list[str]:
    """Why `text` is not valid big-O notation: one or more "O(expr) [qualifier]" joined by commas
    or "and" (e.g. "O(n log n)", "O(1) per operation", "O(n + m) time, O(n) space"). A qualifier
    is one of QUALIFIERS, or a clause defining the variables ("for L the length of the text",
    "where k is the number of keys")."""
    parts = [p.strip() for p in re.split(r"(?:,|\band\b)\s*(?=[OΘΩ]\()", text) if p.strip()]
    if not parts:
        return ["empty complexity"]
    found = []
    for part in parts:
        match = re.fullmatch(r"(?:Θ|O|Ω)\((.*)\)\s*(.*)", part)
        if match is None:
            found.append(f"{part!r} is not O(...)")
            continue
        inner, qualifier = match.groups()
        qualifier = qualifier.strip().lower()
        defines = re.match(
            r"(?:(?:time|space|per \w+|amortized)\s*)?(for|where|with)\s+\S", qualifier
        )
        per = re.fullmatch(r"(?:amortized )?per \w+(?: amortized)?", qualifier)
        if qualifier not in QUALIFIERS and defines is None and per is None:
            found.append(f"unknown qualifier {qualifier!r} in {part!r}")
        try:
            _Parser(inner).parse()
        except ValueError as exc:
            found.append(f"{part!r}: {exc}")
    return found


# --- check 2: case values against the declared types ------------------------------------------


def conforms(value: Any, ref: pb.TypeRef) -> bool:
    """Whether a JSON value is a valid value of the declared type (as the drivers read it)."""
    kind = ref.kind
    if kind == pb.TYPE_KIND_OPTIONAL:
        return value is None or conforms(value, ref.params[0])
    if kind == pb.TYPE_KIND_NONE:
        return value is None
    if kind == pb.TYPE_KIND_BOOL:
        return isinstance(value, bool)
    if kind == pb.TYPE_KIND_INT:
        return isinstance(value, int) and not isinstance(value, bool) and -(2**63) <= value < 2**63
    if kind == pb.TYPE_KIND_FLOAT:
        return isinstance(value, int | float) and not isinstance(value, bool)
    if kind == pb.TYPE_KIND_STRING:
        return isinstance(value, str)
    if kind == pb.TYPE_KIND_LIST:
        return isinstance(value, list) and all(conforms(v, ref.params[0]) for v in value)
    if kind == pb.TYPE_KIND_TUPLE:
        return (
            isinstance(value, list)
            and len(value) == len(ref.params)
            and all(conforms(v, t) for v, t in zip(value, ref.params, strict=True))
        )
    if kind == pb.TYPE_KIND_MAP:
        if not isinstance(value, dict):
            return False
        key_kind = ref.params[0].kind
        for key, item in value.items():
            if key_kind == pb.TYPE_KIND_INT:
                try:
                    int(key)
                except ValueError:
                    return False
            if not conforms(item, ref.params[1]):
                return False
        return True
    return False


def type_name(ref: pb.TypeRef) -> str:
    return typesyntax.format_type(ref)
