"""JavaScript as the style checks read it (rockman/judging/style_syntax.py walks the parse):
its units, decision points and parameters, and the constructs refused because the code they
run cannot be read from the program's text."""

from __future__ import annotations

from typing import Any

from rockman.judging.style_syntax import (
    BUILDS,
    BY_NAME,
    ELSEWHERE,
    RUNS,
    TEXT,
    Language,
    Node,
    call_arguments,
    is_field,
    string_value,
    text,
    unescape,
    universal_newlines,
)

NODE_BUILTINS = {
    "assert", "assert/strict", "async_hooks", "buffer", "console", "constants", "crypto",
    "diagnostics_channel", "dns", "dns/promises", "events", "fs", "fs/promises", "http",
    "http2", "https", "net", "os", "path", "path/posix", "path/win32", "perf_hooks",
    "process", "punycode", "querystring", "readline", "readline/promises", "stream",
    "stream/consumers", "stream/promises", "stream/web", "string_decoder", "timers",
    "timers/promises", "tls", "tty", "url", "util", "util/types", "zlib",
}  # fmt: skip
NODE_DENIED = {
    "vm": TEXT, "child_process": RUNS, "worker_threads": TEXT, "module": ELSEWHERE,
    "repl": TEXT, "inspector": TEXT, "inspector/promises": TEXT, "wasi": BUILDS,
    "cluster": RUNS, "v8": BUILDS, "test": TEXT, "sea": ELSEWHERE,
}  # fmt: skip
JS_GLOBAL_OBJECTS = {"globalThis", "global"}  # Node.js has no window, self or frames
JS_DENIED_NAMES = {"eval": TEXT, "Function": BUILDS, "WebAssembly": BUILDS}
JS_DENIED_PROPERTIES = {
    "constructor": BUILDS, "eval": TEXT, "binding": ELSEWHERE, "_linkedBinding": ELSEWHERE,
    "dlopen": ELSEWHERE, "getBuiltinModule": ELSEWHERE, "mainModule": ELSEWHERE,
    "require": ELSEWHERE, "_compile": TEXT, "_load": ELSEWHERE, "createRequire": ELSEWHERE,
    "_resolveFilename": ELSEWHERE, "_extensions": ELSEWHERE, "__proto__": BY_NAME,
}  # fmt: skip
JS_TIMERS = {"setTimeout", "setInterval", "setImmediate"}
LS, PS = "\u2028".encode(), "\u2029".encode()


def _js(node: Node | None) -> str:
    """A JavaScript name as the engine reads it: `\\u0065val` is eval."""
    name = text(node)
    return unescape(name) if "\\" in name else name


class JavaScript(Language):
    name = "javascript"
    units = frozenset({
        "function_declaration", "generator_function_declaration", "function_expression",
        "function", "generator_function", "arrow_function", "method_definition",
        "class_static_block",
    })  # fmt: skip
    containers = {
        "class_declaration": "name",
        "class": "name",
        "abstract_class_declaration": "name",
    }
    strings = frozenset({"string", "template_string", "regex"})
    interpolations = frozenset({"template_substitution"})
    decisions = {
        "if": frozenset({"if_statement"}),
        "for": frozenset({"for_statement", "for_in_statement"}),
        "while": frozenset({"while_statement", "do_statement"}),
        "catch": frozenset({"catch_clause"}),
        "case": frozenset({"switch_case"}),
        "?": frozenset({"ternary_expression"}),
        "&&": frozenset({"binary_expression"}),
        "||": frozenset({"binary_expression"}),
        "??": frozenset({"binary_expression"}),
        "&&=": frozenset({"augmented_assignment_expression"}),
        "||=": frozenset({"augmented_assignment_expression"}),
        "??=": frozenset({"augmented_assignment_expression"}),
    }
    watched = frozenset({
        "import_statement", "export_statement", "import_require_clause", "import",
        "call_expression", "identifier", "property_identifier", "shorthand_property_identifier",
        "string",
    })  # fmt: skip
    binders = {
        "variable_declarator": "name", "assignment_expression": "left", "pair": "key",
        "public_field_definition": "name", "field_definition": "property",
    }  # fmt: skip
    wrappers = frozenset({
        "parenthesized_expression", "as_expression", "satisfies_expression",
        "non_null_expression", "type_assertion",
    })  # fmt: skip

    def grammar(self) -> Any:
        import tree_sitter_javascript

        return tree_sitter_javascript.language()

    def prepare(self, source: bytes) -> bytes:
        """U+2028 and U+2029 end lines (and so comments) in JavaScript too."""
        return universal_newlines(source).replace(LS, b"\n").replace(PS, b"\n")

    def is_unit(self, node: Node) -> bool:
        return node.child_by_field_name("body") is not None  # not an overload signature

    def anonymous(self, node: Node) -> str:
        return "arrow function" if node.type == "arrow_function" else "function"

    def unit_name(self, node: Node) -> str | None:
        if node.type == "class_static_block":
            return "<static block>"
        if node.type == "arrow_function":
            return None
        return super().unit_name(node)

    def parameters(self, node: Node) -> int:
        if node.child_by_field_name("parameter") is not None:  # x => ...
            return 1
        params = node.child_by_field_name("parameters")
        if params is None:
            return 0
        return sum(  # TypeScript's `this: T` declares no parameter
            1
            for p in params.named_children
            if "comment" not in p.type and text(p.child_by_field_name("pattern")) != "this"
        )

    @staticmethod
    def _module(name: str | None, how: str) -> list[str]:
        if name is None:
            return [f"{how} a computed module name {ELSEWHERE}"]
        bare = name.removeprefix("node:")
        if bare in NODE_DENIED:
            return [f"{how} {name!r} {NODE_DENIED[bare]}"]
        if bare not in NODE_BUILTINS:
            return [f"{how} {name!r}, which is not a Node.js built-in module, {ELSEWHERE}"]
        return []

    def refuse(self, node: Node, parent: Node | None) -> list[str]:
        kind = node.type
        ptype = parent.type if parent is not None else ""
        if kind in ("import_statement", "export_statement", "import_require_clause"):
            source = node.child_by_field_name("source")
            return [] if source is None else self._module(string_value(source), "importing")
        if kind == "import":  # import(...): a module loaded at run time
            return [f"import() {ELSEWHERE}"] if ptype == "call_expression" else []
        if kind == "call_expression":
            return self._call(node)
        if kind == "identifier":
            return self._identifier(node, parent)
        if kind == "string":
            value = string_value(node)
            if ptype in ("subscript_expression", "arguments", "pair") and (
                value in JS_DENIED_PROPERTIES or value in JS_DENIED_NAMES
            ):
                return [f"the string {value!r} names something that {BY_NAME}"]
            return []
        # a property's name
        if kind == "shorthand_property_identifier" or ptype == "member_expression":
            name = _js(node)
            if name in JS_DENIED_PROPERTIES:
                return [f".{name} {JS_DENIED_PROPERTIES[name]}"]
        return []

    def _call(self, node: Node) -> list[str]:
        function = unescape(text(node.child_by_field_name("function")))
        args = call_arguments(node)
        if function == "require":
            return self._module(string_value(args[0]) if len(args) == 1 else None, "requiring")
        if function.split(".")[-1] in JS_TIMERS and args and args[0].type in (
            "string", "template_string", "binary_expression"
        ):  # fmt: skip
            return [f"{function} with a string {TEXT}"]
        return []

    @staticmethod
    def _identifier(node: Node, parent: Node | None) -> list[str]:
        name = _js(node)
        ptype = parent.type if parent is not None else ""
        if name in JS_DENIED_NAMES:
            return [f"{name} {JS_DENIED_NAMES[name]}"]
        if name == "require" and not (
            ptype == "call_expression" and is_field(parent, "function", node)
        ):
            return [f"require used as a value {ELSEWHERE}"]
        if name in JS_GLOBAL_OBJECTS and not (
            ptype == "member_expression" and is_field(parent, "object", node)
        ):
            return [f"{name} used as a value {BY_NAME}"]
        return []


STYLE = JavaScript
