"""Rust as the style checks read it (rockman/judging/style_syntax.py walks the parse):
its units, decision points and parameters, and the constructs refused because the code they
run cannot be read from the program's text."""

from __future__ import annotations

import re
from typing import Any

from rockman.judging.style_syntax import (
    BUILDS,
    ELSEWHERE,
    MACRO,
    RUNS,
    Language,
    Node,
    count_children,
    text,
)

RUST_STD_MACROS = {
    "assert", "assert_eq", "assert_ne", "debug_assert", "debug_assert_eq", "debug_assert_ne",
    "cfg", "column", "compile_error", "concat", "dbg", "env", "eprint", "eprintln", "file",
    "format", "format_args", "line", "matches", "module_path", "option_env", "panic", "print",
    "println", "stringify", "thread_local", "todo", "unimplemented", "unreachable", "vec",
    "write", "writeln", "include_str", "include_bytes", "addr_of", "addr_of_mut", "pin",
    "const_format_args", "is_x86_feature_detected",
}  # fmt: skip
RUST_DENIED_MACROS = {
    "include": ELSEWHERE,
    "asm": BUILDS,
    "global_asm": BUILDS,
    "naked_asm": BUILDS,
}
RUST_TOKEN_DECISIONS = {"if", "while", "for", "&&", "||", "?", "=>"}


class Rust(Language):
    name = "rust"
    separator = "::"
    units = frozenset({"function_item", "closure_expression"})
    containers = {"impl_item": "type", "trait_item": "name", "mod_item": "name"}
    comments = frozenset({"line_comment", "block_comment"})
    strings = frozenset({"string_literal", "raw_string_literal", "char_literal"})
    decisions = {
        "if": frozenset({"if_expression", "match_pattern"}),
        "while": frozenset({"while_expression"}),
        "for": frozenset({"for_expression"}),
        "&&": frozenset({"binary_expression", "let_chain"}),
        "||": frozenset({"binary_expression"}),
        "?": frozenset({"try_expression"}),
        "else": frozenset({"let_declaration"}),
    }
    counted = frozenset({"match_arm", "token_tree"})
    watched = frozenset({
        "macro_definition", "macro_invocation", "foreign_mod_item", "mod_item", "attribute_item",
        "identifier", "scoped_identifier", "scoped_type_identifier", "use_declaration",
    })  # fmt: skip
    binders = {
        "let_declaration": "pattern", "const_item": "name", "static_item": "name",
        "field_initializer": "field", "assignment_expression": "left",
    }  # fmt: skip
    wrappers = frozenset({"parenthesized_expression", "type_cast_expression"})

    def grammar(self) -> Any:
        import tree_sitter_rust

        return tree_sitter_rust.language()

    def is_unit(self, node: Node) -> bool:
        return node.child_by_field_name("body") is not None

    def anonymous(self, node: Node) -> str:
        return "closure"

    def unit_name(self, node: Node) -> str | None:
        return None if node.type == "closure_expression" else super().unit_name(node)

    def container_name(self, node: Node) -> str | None:
        if node.type == "impl_item":  # impl<T> Trait for Type<T>: the type's name
            return re.sub(r"<.*", "", text(node.child_by_field_name("type")), flags=re.S) or None
        return super().container_name(node)

    def parameters(self, node: Node) -> int:
        return count_children(node.child_by_field_name("parameters"))

    def named_decisions(self, node: Node) -> int:
        if node.type == "match_arm":  # every arm but the first: a match is exhaustive
            previous = node.prev_named_sibling
            while previous is not None and previous.type in self.comments:
                previous = previous.prev_named_sibling
            return 1 if previous is not None and previous.type == "match_arm" else 0
        # a macro's arguments are only tokens to the parser: their decisions counted as tokens
        tokens = [c.type for c in node.children if not c.is_named]
        return max(0, sum(1 for t in tokens if t in RUST_TOKEN_DECISIONS) - tokens.count("match"))

    def refuse(self, node: Node, parent: Node | None) -> list[str]:
        kind = node.type
        if kind == "macro_definition":
            return [f"macro_rules! {text(node.child_by_field_name('name'))}: {MACRO}"]
        if kind == "macro_invocation":
            name = text(node.child_by_field_name("macro")).split("::")[-1]
            if name in RUST_DENIED_MACROS:
                return [f"{name}! {RUST_DENIED_MACROS[name]}"]
            if name not in RUST_STD_MACROS:
                return [f"{name}! is not a standard macro: {MACRO}"]
            return []
        if kind == "foreign_mod_item":
            return [f"an extern block {ELSEWHERE}"]
        if kind == "mod_item":
            if node.child_by_field_name("body") is None:
                return [f"mod {text(node.child_by_field_name('name'))}; {ELSEWHERE}"]
            return []
        if kind == "attribute_item":
            if re.search(r"\b(link_section|link|path)\b", text(node)):
                return [f"the attribute {text(node)} {ELSEWHERE}"]
            return []
        if kind == "identifier":
            return [f"transmute {BUILDS}"] if text(node) == "transmute" else []
        nested = parent is not None and parent.type in (
            "scoped_identifier",
            "scoped_type_identifier",
        )
        if not nested and re.search(r"\bprocess\s*::.*\bCommand\b", text(node), re.S):
            return [f"std::process::Command {RUNS}"]
        return []


STYLE = Rust
