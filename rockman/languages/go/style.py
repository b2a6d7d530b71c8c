"""Go as the style checks read it (rockman/judging/style_syntax.py walks the parse):
its units, decision points and parameters, and the constructs refused because the code they
run cannot be read from the program's text."""

from __future__ import annotations

import re
from typing import Any

from rockman.judging.style_syntax import (
    BUILDS,
    BY_NAME,
    ELSEWHERE,
    RUNS,
    TEXT,
    Language,
    Node,
    string_value,
    text,
)

GO_DENIED_IMPORTS = {
    "C": f"(cgo: C code in comments) {ELSEWHERE}", "plugin": ELSEWHERE, "os/exec": RUNS,
    "syscall": BUILDS, "unsafe": BUILDS, "reflect": BY_NAME, "runtime/cgo": ELSEWHERE,
    "golang.org/x/sys/unix": BUILDS, "text/template": TEXT, "html/template": TEXT,
}  # fmt: skip


class Go(Language):
    name = "go"
    units = frozenset({"function_declaration", "method_declaration", "func_literal"})
    strings = frozenset({"interpreted_string_literal", "raw_string_literal", "rune_literal"})
    decisions = {
        "if": frozenset({"if_statement"}),
        "for": frozenset({"for_statement"}),
        "case": frozenset({"expression_case", "type_case", "communication_case"}),
        "&&": frozenset({"binary_expression"}),
        "||": frozenset({"binary_expression"}),
    }
    watched = frozenset({"import_spec", "function_declaration"})
    binders = {
        "var_spec": "name", "short_var_declaration": "left", "assignment_statement": "left",
        "keyed_element": "key", "const_spec": "name",
    }  # fmt: skip
    wrappers = frozenset({"parenthesized_expression", "expression_list", "literal_element"})

    def grammar(self) -> Any:
        import tree_sitter_go

        return tree_sitter_go.language()

    def anonymous(self, node: Node) -> str:
        return "func literal"

    def unit_name(self, node: Node) -> str | None:
        if node.type == "func_literal":
            return None
        name = text(node.child_by_field_name("name"))
        receiver = text(node.child_by_field_name("receiver"))  # (g *grader[T]): grader
        found = re.search(r"([A-Za-z_]\w*)\s*(\[[^\]]*\])?\s*\)\s*$", receiver)
        return f"{found.group(1)}.{name}" if found else name

    def parameters(self, node: Node) -> int:
        count = 0
        params = node.child_by_field_name("parameters")
        for p in params.named_children if params is not None else []:
            if p.type == "parameter_declaration":  # a, b int: two
                count += max(1, len(p.children_by_field_name("name")))
            elif p.type == "variadic_parameter_declaration":
                count += 1
        return count

    def refuse_comment(self, node: Node) -> list[str]:
        directive = re.match(r"//go:(linkname|cgo_\w*)", text(node))
        return [f"the directive {directive.group(0)} {ELSEWHERE}"] if directive else []

    def refuse(self, node: Node, parent: Node | None) -> list[str]:
        if node.type == "import_spec":
            path = string_value(node.child_by_field_name("path"))
            if path in GO_DENIED_IMPORTS:
                return [f"importing {path!r} {GO_DENIED_IMPORTS[path]}"]
            return []
        if node.child_by_field_name("body") is None:  # a func declared without a body
            return [f"func {text(node.child_by_field_name('name'))} without a body {ELSEWHERE}"]
        return []


STYLE = Go
