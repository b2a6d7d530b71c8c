"""Java as the style checks read it (rockman/judging/style_syntax.py walks the parse):
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
    count_children,
    text,
    universal_newlines,
)

JAVA_DENIED_IMPORTS = (
    "javax.script", "javax.tools", "jdk.jshell", "sun.misc", "jdk.internal", "java.lang.instrument",
    "jdk.nashorn", "org.openjdk.nashorn", "java.lang.ProcessBuilder", "java.lang.Runtime",
)  # fmt: skip
JAVA_DENIED_NAMES = {
    "defineClass": BUILDS, "defineHiddenClass": BUILDS, "defineAnonymousClass": BUILDS,
    "loadClass": ELSEWHERE, "forName": ELSEWHERE, "findClass": ELSEWHERE,
    "ScriptEngine": TEXT, "ScriptEngineManager": TEXT, "ScriptEngineFactory": TEXT,
    "CompiledScript": TEXT, "Compilable": TEXT, "JavaCompiler": BUILDS, "ToolProvider": BUILDS,
    "JShell": TEXT, "Unsafe": BUILDS, "ProcessBuilder": RUNS, "getRuntime": RUNS,
    "loadLibrary": ELSEWHERE, "Instrumentation": BUILDS, "ServiceLoader": ELSEWHERE,
}  # fmt: skip
# reflection that finds members by a name given as text
JAVA_LOOKUPS = {
    "getMethod", "getMethods", "getDeclaredMethod", "getDeclaredMethods", "getField",
    "getFields", "getDeclaredField", "getDeclaredFields", "findVirtual", "findStatic",
    "findSpecial", "findGetter", "findStaticGetter", "findVarHandle", "privateLookupIn",
    "unreflect", "setAccessible",
}  # fmt: skip


JAVA_UNICODE_ESCAPE = re.compile(r"(?<!\\)((?:\\\\)*)\\u+([0-9a-fA-F]{4})")


class Java(Language):
    name = "java"
    separator = "::"
    units = frozenset({
        "method_declaration", "constructor_declaration", "compact_constructor_declaration",
        "lambda_expression", "static_initializer", "block",
    })  # fmt: skip
    containers = {
        "class_declaration": "name", "interface_declaration": "name", "enum_declaration": "name",
        "record_declaration": "name", "annotation_type_declaration": "name",
        "enum_constant": "name", "object_creation_expression": "type",
    }  # fmt: skip
    comments = frozenset({"line_comment", "block_comment", "comment"})
    strings = frozenset({"string_literal", "character_literal", "text_block"})
    interpolations = frozenset({"string_interpolation"})
    decisions = {
        "if": frozenset({"if_statement"}),
        "for": frozenset({"for_statement", "enhanced_for_statement"}),
        "while": frozenset({"while_statement", "do_statement"}),
        "catch": frozenset({"catch_clause"}),
        "case": frozenset({"switch_label"}),
        "?": frozenset({"ternary_expression"}),
        "&&": frozenset({"binary_expression"}),
        "||": frozenset({"binary_expression"}),
    }
    watched = frozenset(
        {"import_declaration", "identifier", "type_identifier", "method_declaration"}
    )
    binders = {"variable_declarator": "name", "assignment_expression": "left"}

    def grammar(self) -> Any:
        import tree_sitter_java

        return tree_sitter_java.language()

    def prepare(self, source: bytes) -> bytes:
        """Unicode escapes translated first, as javac does (JLS 3.3): `// \\u000a code` is code."""
        decoded = universal_newlines(source).decode("utf-8", "surrogateescape")
        translated = JAVA_UNICODE_ESCAPE.sub(
            lambda m: m.group(1) + chr(int(m.group(2), 16)), decoded
        )
        return universal_newlines(translated.encode("utf-8", "surrogatepass"))

    def is_unit(self, node: Node) -> bool:
        if node.type == "block":  # an instance initialiser: a block directly in a class body
            parent = node.parent
            return parent is not None and parent.type in ("class_body", "enum_body_declarations")
        if node.type in ("static_initializer", "lambda_expression"):
            return True
        return node.child_by_field_name("body") is not None  # not an abstract method

    def unit_name(self, node: Node) -> str | None:
        if node.type == "static_initializer":
            return "<static initializer>"
        if node.type == "block":
            return "<initializer>"
        if node.type == "lambda_expression":
            return None
        return super().unit_name(node)

    def container_name(self, node: Node) -> str | None:
        if node.type == "object_creation_expression":
            if not any(c.type == "class_body" for c in node.named_children):
                return None
            return f"<anonymous {text(node.child_by_field_name('type'))}>"
        if node.type == "enum_constant" and node.child_by_field_name("body") is None:
            return None
        return super().container_name(node)

    def parameters(self, node: Node) -> int:
        params = node.child_by_field_name("parameters")
        if params is None or node.type == "compact_constructor_declaration":
            return 0
        if params.type == "identifier":  # x -> ...
            return 1
        if params.type == "inferred_parameters":  # (x, y) -> ...
            return count_children(params)
        return count_children(params, frozenset({"formal_parameter", "spread_parameter"}))

    def refuse(self, node: Node, parent: Node | None) -> list[str]:
        kind = node.type
        if kind == "import_declaration":
            path = re.sub(r"\s+|^import|\bstatic\b|;|\*", "", text(node)).strip(".")
            if path.startswith(JAVA_DENIED_IMPORTS):
                return [f"importing {path} {BUILDS}"]
            return []
        if kind == "method_declaration":
            modifiers = next((c for c in node.children if c.type == "modifiers"), None)
            if modifiers is not None and re.search(r"\bnative\b", text(modifiers)):
                return [f"the native method {text(node.child_by_field_name('name'))} {ELSEWHERE}"]
            return []
        name = text(node)  # an identifier or a type's name
        if name in JAVA_DENIED_NAMES:
            return [f"{name} {JAVA_DENIED_NAMES[name]}"]
        if name.endswith("ClassLoader"):
            return [f"{name} {ELSEWHERE}"]
        if name in JAVA_LOOKUPS and parent is not None and parent.type == "method_invocation":
            return [f"reflection ({name}) {BY_NAME}"]
        if name in ("exec", "load") and parent is not None and parent.type == "method_invocation":
            owner = text(parent.child_by_field_name("object"))
            if name == "exec" or owner in ("System", "Runtime"):
                return [f"{owner}.{name} {RUNS if name == 'exec' else ELSEWHERE}"]
        return []


STYLE = Java
