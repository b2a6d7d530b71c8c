"""C++ as the style checks read it (rockman/judging/style_syntax.py walks the parse):
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
    field_at,
    text,
    universal_newlines,
)

CPP_CODE_IN_MACRO = re.compile(
    r"[{};?]|&&|\|\||\b(if|else|for|while|do|switch|case|return|goto|throw|try|catch|"
    r"operator|and|or|not)\b|\[[&=]?\]"
)
CPP_DENIED_NAMES = {
    "system": RUNS, "popen": RUNS, "execl": RUNS, "execlp": RUNS, "execle": RUNS, "execv": RUNS,
    "execvp": RUNS, "execvpe": RUNS, "fexecve": RUNS, "posix_spawn": RUNS, "posix_spawnp": RUNS,
    "dlopen": ELSEWHERE, "dlmopen": ELSEWHERE, "dlsym": ELSEWHERE, "dlvsym": ELSEWHERE,
    "mmap": BUILDS, "mprotect": BUILDS, "memfd_create": BUILDS, "syscall": BUILDS,
}  # fmt: skip
CPP_SYSTEM_HEADER = re.compile(r"<[A-Za-z0-9_][A-Za-z0-9_./+-]*>")


class Cpp(Language):
    name = "cpp"
    separator = "::"
    units = frozenset({"function_definition", "lambda_expression"})
    containers = {
        "class_specifier": "name", "struct_specifier": "name", "union_specifier": "name",
        "namespace_definition": "name",
    }  # fmt: skip
    strings = frozenset(
        {"string_literal", "raw_string_literal", "char_literal", "system_lib_string"}
    )
    decisions = {
        "if": frozenset({"if_statement"}),
        "for": frozenset({"for_statement", "for_range_loop"}),
        "while": frozenset({"while_statement", "do_statement"}),
        "catch": frozenset({"catch_clause"}),
        "case": frozenset({"case_statement"}),
        "?": frozenset({"conditional_expression"}),
        "&&": frozenset({"binary_expression"}),
        "||": frozenset({"binary_expression"}),
        "and": frozenset({"binary_expression"}),
        "or": frozenset({"binary_expression"}),
    }
    watched = frozenset({
        "preproc_function_def", "preproc_def", "preproc_include", "preproc_call",
        "gnu_asm_expression",
        "attribute_specifier", "attribute_declaration", "identifier",
    })  # fmt: skip
    binders = {
        "init_declarator": "declarator", "field_declaration": "declarator",
        "assignment_expression": "left", "initializer_pair": "designator",
    }  # fmt: skip

    def grammar(self) -> Any:
        import tree_sitter_cpp

        return tree_sitter_cpp.language()

    def prepare(self, source: bytes) -> bytes:
        """Lines spliced as the preprocessor splices them (a backslash, maybe blanks, then a line
        end), so `#def\\<newline>ine` is the #define it is to the compiler; the lines a splice
        removes are put back after its logical line, so later line numbers stay right."""
        lines = universal_newlines(source).split(b"\n")
        out: list[bytes] = []
        current, joined = b"", 0
        for physical in lines:
            spliced = re.search(rb"\\[ \t]*$", physical)
            if spliced:
                current += physical[: spliced.start()]
                joined += 1
                continue
            out.append(current + physical)
            out.extend([b""] * joined)
            current, joined = b"", 0
        if joined:
            out.append(current)
            out.extend([b""] * (joined - 1))
        return b"\n".join(out)

    @staticmethod
    def _function_declarator(node: Node) -> Node | None:
        current = node.child_by_field_name("declarator")
        while current is not None and current.type not in (
            "function_declarator",
            "abstract_function_declarator",
        ):
            current = current.child_by_field_name("declarator")
        return current

    def unit_name(self, node: Node) -> str | None:
        if node.type == "lambda_expression":
            return None
        name = field_at(self._function_declarator(node), "declarator")
        return " ".join(text(name).split()) or None

    def parameters(self, node: Node) -> int:
        params = field_at(self._function_declarator(node), "parameters")
        if params is None or text(params).replace(" ", "") == "(void)":
            return 0
        kinds = frozenset({
            "parameter_declaration", "optional_parameter_declaration",
            "variadic_parameter_declaration", "optional_type_parameter_declaration",
        })  # fmt: skip
        return count_children(params, kinds) + sum(1 for c in params.children if c.type == "...")

    def words(self, node: Node) -> list[str]:
        if node.type == "preproc_arg":  # a macro's body: its words are code
            return re.findall(r"[A-Za-z_]\w*", text(node))
        return [text(node)]

    def refuse(self, node: Node, parent: Node | None) -> list[str]:
        kind = node.type
        if kind == "preproc_function_def":
            name = text(node.child_by_field_name("name"))
            return [f"#define {name}(...) is a function-like macro: {MACRO}"]
        if kind == "preproc_def":
            if CPP_CODE_IN_MACRO.search(text(node.child_by_field_name("value"))):
                return [f"the macro {text(node.child_by_field_name('name'))} holds code: {MACRO}"]
            return []
        if kind == "preproc_include":
            path = node.child_by_field_name("path")
            header = text(path)
            if path is None or path.type != "system_lib_string" or ".." in header or (
                not CPP_SYSTEM_HEADER.fullmatch(header)
            ):  # fmt: skip
                return [f"#include {header} {ELSEWHERE}"]
            return []
        if kind == "preproc_call":  # #include_next and #import include like #include
            directive = text(node.child_by_field_name("directive"))
            header = text(node.child_by_field_name("argument")).strip()
            if directive in ("#include_next", "#import") and (
                ".." in header or not CPP_SYSTEM_HEADER.fullmatch(header)
            ):
                return [f"{directive} {header} {ELSEWHERE}"]
            return []
        if kind == "gnu_asm_expression":
            return [f"inline assembly {BUILDS}"]
        if kind in ("attribute_specifier", "attribute_declaration"):
            if re.search(r"\b_*section_*\b", text(node)):
                return [f"placing data in a code section {BUILDS}"]
            return []
        name = text(node)  # an identifier
        if name in CPP_DENIED_NAMES:
            return [f"{name} {CPP_DENIED_NAMES[name]}"]
        return []


STYLE = Cpp
