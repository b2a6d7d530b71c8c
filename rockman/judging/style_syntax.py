"""The style checks' reading of a program: a real parse (tree-sitter) of the whole text.

Every piece of executable code is a *unit* measured on its own: named functions and methods,
nested functions, lambdas, closures and arrow functions (named after the name, field or constant
they are bound to), constructors and initialiser blocks. A unit's lines and decision points are
its own: a nested unit is measured apart and does not count in the unit around it, so moving code
into a closure moves it under the same limits. What is left (code outside any unit: module level,
class bodies, field and constant initialisers) is one more measurement, "code outside functions",
held to the complexity limit.

Each language (rockman/languages/<name>/style.py) says which nodes are units, which tokens are
decision points, how parameters are counted and which constructs hide code from a reading of the
text (code run from strings, function-like macros, code loaded from elsewhere): those are *refused*,
each with a reason, and so is any part of the text the parser cannot read.

This module runs in the style checks' child process (the executor's style.py), never in the
executor itself.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any, ClassVar

import tree_sitter

Node = tree_sitter.Node

UNPARSED = (
    "the style checks cannot parse the program here, and what they cannot read they cannot measure"
)


def text(node: Node | None) -> str:
    """A node's source text (invalid UTF-8 replaced)."""
    if node is None or node.text is None:
        return ""
    return node.text.decode("utf-8", "replace")


def line(node: Node) -> int:
    return node.start_point.row + 1


STRING_LITERALS = frozenset({
    "string", "string_literal", "interpreted_string_literal", "raw_string_literal",
    "template_string",
})  # fmt: skip


ESCAPE = re.compile(
    r"\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|x[0-9a-fA-F]{2}|[0-7]{1,3}|N\{[^}]*\}|.)",
    re.S,
)
SIMPLE_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "b": "\b", "f": "\f", "v": "\v"}


def unescape(body: str) -> str:
    """A literal's escapes decoded (C-family, Python, JavaScript, Go): names hidden in escapes
    (\\x65val, \\u0063onstructor) are seen as the names they are."""

    def one(found: re.Match[str]) -> str:
        code = found.group(1)
        try:
            if code.startswith("u{"):
                return chr(int(code[2:-1], 16))
            if code[0] in "uUx" and len(code) > 1:
                return chr(int(code[1:], 16))
            if code[0] in "01234567":
                return chr(int(code, 8))
            if code.startswith("N{"):
                return unicodedata.lookup(code[2:-1])
        except (ValueError, KeyError, OverflowError):
            return found.group(0)
        return SIMPLE_ESCAPES.get(code, code)

    return ESCAPE.sub(one, body)


def string_value(node: Node | None) -> str | None:
    """The value of one plain string literal (no interpolation; escapes decoded), else None."""
    if node is None or node.type not in STRING_LITERALS:
        return None
    if any("interpolation" in c.type or "substitution" in c.type for c in node.children):
        return None
    found = re.fullmatch(r"""([rRbBuU]{0,2})(['"`])(.*)\2""", text(node), re.S)
    if found is None:
        return None
    raw = "r" in found.group(1).lower() or node.type == "raw_string_literal"
    return found.group(3) if raw else unescape(found.group(3))


def universal_newlines(source: bytes) -> bytes:
    """\\r\\n and a lone \\r are line ends to every compiler here (a comment ends there)."""
    return source.replace(b"\r\n", b"\n").replace(b"\r", b"\n")


@dataclass
class Unit:
    """One measured piece of code: a function, method, lambda, closure or initialiser."""

    name: str
    line: int
    parameters: int
    complexity: int = 1  # cyclomatic complexity: 1 + its own decision points
    rows: set[int] = field(default_factory=set)  # its own lines of code (0-based rows)


class Language:
    """What one language's syntax means to the style checks; subclasses fill the tables."""

    name: ClassVar[str]
    separator: ClassVar[str] = "."  # between a scope and a unit's name
    units: ClassVar[frozenset[str]] = frozenset()  # node types that are units
    containers: ClassVar[dict[str, str]] = {}  # node types whose name (field) scopes units
    comments: ClassVar[frozenset[str]] = frozenset({"comment"})
    strings: ClassVar[frozenset[str]] = frozenset()  # literal node types (their words are text)
    interpolations: ClassVar[frozenset[str]] = frozenset()  # code inside a string literal
    # decision points: token -> the parent node types where it is one (None: anywhere)
    decisions: ClassVar[dict[str, frozenset[str] | None]] = {}
    counted: ClassVar[frozenset[str]] = frozenset()  # named nodes that count decisions
    watched: ClassVar[frozenset[str]] = frozenset()  # node types `refuse` looks at
    skippable: ClassVar[frozenset[str]] = frozenset()  # node types `skip` looks at
    # where an anonymous unit takes its name: parent node type -> field holding the name
    binders: ClassVar[dict[str, str]] = {}
    wrappers: ClassVar[frozenset[str]] = frozenset({"parenthesized_expression"})

    def grammar(self) -> Any:  # pragma: no cover - each language names its grammar
        raise NotImplementedError

    # --- hooks a language overrides -----------------------------------------------------------
    def prepare(self, source: bytes) -> bytes:
        """The text as the compiler reads it before its tokens: what it treats as a line end,
        and (per language) escapes or splices it resolves first, so that no comment or string
        seen by the parser is code to the compiler."""
        return universal_newlines(source)

    def is_unit(self, node: Node) -> bool:
        """False for a node of a unit type that holds no code (a declaration without a body)."""
        return True

    def anonymous(self, node: Node) -> str:
        """What an anonymous unit bound to no name is called."""
        return "lambda"

    def unit_name(self, node: Node) -> str | None:
        """A unit's own name (None: an anonymous unit, named after its binding)."""
        return text(node.child_by_field_name("name")) or None

    def parameters(self, node: Node) -> int:
        return 0

    def container_name(self, node: Node) -> str | None:
        name_field = self.containers[node.type]
        return text(node.child_by_field_name(name_field)) or None

    def named_decisions(self, node: Node) -> int:
        """Decision points a named node stands for (match arms and the like)."""
        return 0

    def skip(self, node: Node, parent: Node | None) -> bool:
        """True for a node that is not code (a docstring)."""
        return False

    def refuse(self, node: Node, parent: Node | None) -> list[str]:
        """Why this node hides code from the style checks (empty: it does not)."""
        return []

    def refuse_comment(self, node: Node) -> list[str]:
        return []

    def words(self, node: Node) -> list[str]:
        """The words of a leaf that forbidden tokens are matched against."""
        return [text(node)]

    # --- shared helpers -------------------------------------------------------------------------
    def binding(self, node: Node) -> str | None:
        """The name, field or constant an anonymous unit is bound to, if any."""
        child, parent = node, node.parent
        while parent is not None and parent.type in self.wrappers:
            child, parent = parent, parent.parent
        if parent is None or parent.type not in self.binders:
            return None
        target = parent.child_by_field_name(self.binders[parent.type])
        if target is None or target == child:
            return None
        return " ".join(text(target).split())[:60] or None


@dataclass
class Reading:
    units: list[Unit]
    outside: Unit
    refused: list[tuple[int, str]]
    forbidden_found: set[str]


def _qualified(scope: str, name: str, separator: str) -> str:
    return f"{scope}{separator}{name}" if scope else name


def read(source: bytes, language: Language, forbidden: set[str]) -> Reading:
    """Measure every unit of `source` and list what the style checks refuse in it."""
    parser = tree_sitter.Parser(tree_sitter.Language(language.grammar()))
    tree = parser.parse(language.prepare(source))
    outside = Unit("code outside functions", 1, 0)
    units: list[Unit] = []
    refused: list[tuple[int, str]] = []
    used: set[str] = set()
    unparsed = False
    decisions = language.decisions
    # (node, its parent, the unit it belongs to, scope name, inside a string literal)
    stack: list[tuple[Node, Node | None, Unit, str, bool]] = [
        (tree.root_node, None, outside, "", False)
    ]
    while stack:
        node, parent, unit, scope, in_string = stack.pop()
        kind = node.type
        if (node.is_error or node.is_missing) and not unparsed:
            unparsed = True
            refused.append((line(node), UNPARSED))
        if kind in language.comments:
            refused += [(line(node), why) for why in language.refuse_comment(node)]
            continue
        if kind in language.skippable and language.skip(node, parent):
            continue
        if kind in language.watched:
            refused += [(line(node), why) for why in language.refuse(node, parent)]
        named = node.is_named
        if named and kind in language.units and language.is_unit(node):
            own = language.unit_name(node) or language.binding(node)
            if own is None:
                own = f"<{language.anonymous(node)} at line {line(node)}>"
            scope = _qualified(scope, own, language.separator)
            unit = Unit(scope, line(node), language.parameters(node))
            units.append(unit)
        elif named and kind in language.containers:
            container = language.container_name(node)
            if container:
                scope = _qualified(scope, container, language.separator)
        if named:
            if kind in language.counted:
                unit.complexity += language.named_decisions(node)
        else:
            parents = decisions.get(kind, ())
            if parents is None or (parent is not None and parent.type in parents):
                unit.complexity += 1
        if node.child_count == 0:
            unit.rows.update(range(node.start_point.row, node.end_point.row + 1))
            if forbidden and not in_string:
                used.update(word for word in language.words(node) if word in forbidden)
            continue
        inside = (in_string or (named and kind in language.strings)) and not (
            named and kind in language.interpolations
        )
        for child in reversed(node.children):
            stack.append((child, node, unit, scope, inside))
    refused.sort(key=lambda item: item[0])
    return Reading(units, outside, refused, used)


# What the languages' rules (rockman/languages/<name>/style.py) share. Each says which nodes
# are units, which tokens are decision points of cyclomatic complexity, how parameters are
# counted, and which constructs are refused because the code they run cannot be read from the
# program's text: code run from strings, function-like macros, code loaded from files or
# libraries the program brings in, and reflection that reaches such facilities by computed
# names. The refusals are a deny list of the routes known here (docs/problem-format.md lists
# them), written so that ordinary code, every refactoring problem's reference among it, is
# never refused.
# Why a construct is refused: the end of each message.
TEXT = "runs code held as text, which the style checks cannot measure"
BUILDS = "builds code from text or bytes, which the style checks cannot measure"
BY_NAME = "reaches code by computed names, which the style checks cannot follow"
ELSEWHERE = "brings in code from outside the program, which the style checks cannot measure"
RUNS = "runs another program, whose code the style checks cannot measure"
MACRO = "macro bodies are pasted text that the style checks cannot measure as functions"


def field_at(node: Node | None, *path: str) -> Node | None:
    """Follow a chain of fields from `node` (None where one is missing)."""
    for name in path:
        if node is None:
            return None
        node = node.child_by_field_name(name)
    return node


def call_arguments(call: Node) -> list[Node]:
    """A call's arguments, comments left out."""
    args = call.child_by_field_name("arguments")
    if args is None:
        return []
    return [a for a in args.named_children if "comment" not in a.type]


def count_children(node: Node | None, kinds: frozenset[str] | None = None) -> int:
    """Named children of `node` (of `kinds`, if given), comments and attributes left out."""
    if node is None:
        return 0
    return sum(
        1
        for child in node.named_children
        if "comment" not in child.type
        and child.type not in ("attribute_item", "attribute", "decorator")
        and (kinds is None or child.type in kinds)
    )


def is_field(parent: Node | None, name: str, node: Node) -> bool:
    return parent is not None and parent.child_by_field_name(name) == node
