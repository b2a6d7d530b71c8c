"""The seven languages as the style checks read them (style_syntax.py walks the parse).

Per language: which nodes are units (functions, methods, lambdas, closures, initialisers), which
tokens are decision points of cyclomatic complexity, how parameters are counted, and which
constructs are refused because the code they run cannot be read from the program's text: code
run from strings, function-like macros, code loaded from files or libraries the program brings
in, and reflection that reaches such facilities by computed names. The refusals are a deny list
of the routes known here (docs/problem-format.md lists them); they are written so that ordinary
code, every refactoring problem's reference among it, is never refused.
"""

from __future__ import annotations

import re
import sys
import unicodedata
from typing import Any

from services.executor.style_syntax import (
    Language,
    Node,
    string_value,
    text,
    unescape,
    universal_newlines,
)

# Why a construct is refused: the end of each message.
TEXT = "runs code held as text, which the style checks cannot measure"
BUILDS = "builds code from text or bytes, which the style checks cannot measure"
BY_NAME = "reaches code by computed names, which the style checks cannot follow"
ELSEWHERE = "brings in code from outside the program, which the style checks cannot measure"
RUNS = "runs another program, whose code the style checks cannot measure"
MACRO = "macro bodies are pasted text that the style checks cannot measure as functions"


def _field(node: Node | None, *path: str) -> Node | None:
    """Follow a chain of fields from `node` (None where one is missing)."""
    for name in path:
        if node is None:
            return None
        node = node.child_by_field_name(name)
    return node


def _arguments(call: Node) -> list[Node]:
    """A call's arguments, comments left out."""
    args = call.child_by_field_name("arguments")
    if args is None:
        return []
    return [a for a in args.named_children if "comment" not in a.type]


def _count(node: Node | None, kinds: frozenset[str] | None = None) -> int:
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


def _is_field(parent: Node | None, name: str, node: Node) -> bool:
    return parent is not None and parent.child_by_field_name(name) == node


# --------------------------------------------------------------------------------------- Python

PY_TEXT_BUILTINS = {
    "exec": TEXT, "eval": TEXT, "execfile": TEXT, "compile": BUILDS, "breakpoint": TEXT,
    "__import__": ELSEWHERE,
}  # fmt: skip
PY_REFLECTIVE = {"globals", "locals", "vars", "__builtins__", "__loader__", "__spec__"}
# attributes that reach code objects, frames, the builtins or the module table
PY_REFLECTIVE_ATTRIBUTES = {
    "__globals__", "__builtins__", "__code__", "__subclasses__", "__dict__", "__self__",
    "__getattribute__", "__import__", "__loader__", "__spec__", "__reduce__", "__reduce_ex__",
    "__closure__", "__bases__", "__base__", "__mro__", "__func__", "__wrapped__",
    "f_globals", "f_locals", "f_builtins", "f_code", "f_back", "tb_frame", "gi_frame", "gi_code",
    "cr_frame", "cr_code", "ag_frame", "ag_code", "co_code", "modules", "meta_path",
    "path_hooks", "path_importer_cache", "_getframe",
}  # fmt: skip
# The harness runs `python -I`: a file the program writes is importable only through these.
PY_SYS_IMPORT_PATHS = {"path", "modules", "meta_path", "path_hooks", "path_importer_cache"}
PY_CODE_TYPES = {"FunctionType", "CodeType", "LambdaType", "ForwardRef", "get_type_hints"}
PY_NAME_LOOKUPS = {"getattr", "setattr", "delattr", "attrgetter", "methodcaller"}
PY_DENIED_MODULES = {
    "builtins": BY_NAME, "__builtin__": BY_NAME, "importlib": ELSEWHERE, "imp": ELSEWHERE,
    "pkgutil": ELSEWHERE, "zipimport": ELSEWHERE, "runpy": TEXT, "code": TEXT, "codeop": BUILDS,
    "compileall": BUILDS, "py_compile": BUILDS, "marshal": BUILDS, "pickle": BUILDS,
    "_pickle": BUILDS, "pickletools": BUILDS, "shelve": BUILDS, "copyreg": BUILDS,
    "dill": BUILDS, "ctypes": BUILDS, "_ctypes": BUILDS, "mmap": BUILDS, "subprocess": RUNS,
    "pty": RUNS, "doctest": TEXT, "timeit": TEXT, "cProfile": TEXT, "profile": TEXT, "pdb": TEXT,
    "bdb": TEXT, "trace": TEXT, "rlcompleter": TEXT, "idlelib": TEXT, "pydoc": BY_NAME,
    "logging.config": BY_NAME, "unittest": BY_NAME, "gc": BY_NAME, "inspect": BY_NAME,
}  # fmt: skip
PY_OS_RUNS = re.compile(r"(system|popen|exec\w*|spawn\w*|posix_spawn\w*|fork\w*|sys)$")
PY_STDLIB = set(sys.stdlib_module_names)


def _nfkc(node: Node | None) -> str:
    """A Python name as the interpreter reads it: identifiers are NFKC-normalised, so exec
    spelt in fullwidth letters is exec."""
    return unicodedata.normalize("NFKC", text(node))


class Python(Language):
    name = "python"
    units = frozenset({"function_definition", "lambda"})
    containers = {"class_definition": "name"}
    strings = frozenset({"string"})
    interpolations = frozenset({"interpolation"})
    decisions = {
        "if": frozenset({"if_statement", "conditional_expression", "if_clause"}),
        "elif": frozenset({"elif_clause"}),
        "for": frozenset({"for_statement", "for_in_clause"}),
        "while": frozenset({"while_statement"}),
        "except": frozenset({"except_clause", "except_group_clause"}),
        "and": frozenset({"boolean_operator"}),
        "or": frozenset({"boolean_operator"}),
    }
    counted = frozenset({"case_clause"})
    watched = frozenset(
        {"identifier", "import_statement", "import_from_statement", "call", "string"}
    )
    skippable = frozenset({"expression_statement"})
    binders = {
        "assignment": "left", "keyword_argument": "name", "pair": "key",
        "default_parameter": "name", "typed_default_parameter": "name",
    }  # fmt: skip

    def grammar(self) -> Any:
        import tree_sitter_python

        return tree_sitter_python.language()

    def parameters(self, node: Node) -> int:
        params = node.child_by_field_name("parameters")
        separators = frozenset({"positional_separator", "keyword_separator"})
        return _count(params) - _count(params, separators)

    def named_decisions(self, node: Node) -> int:
        """A match case, but not the catch-all `case _:` (the default of a switch)."""
        patterns = [text(p) for p in node.named_children if p.type == "case_pattern"]
        return 0 if patterns == ["_"] and node.child_by_field_name("guard") is None else 1

    def skip(self, node: Node, parent: Node | None) -> bool:
        """A docstring: a string alone as the first statement of a module, class or function."""
        if parent is None or node.named_child_count != 1:
            return False
        if node.named_children[0].type != "string":
            return False
        holder = parent if parent.type == "module" else parent.parent
        if holder is None or holder.type not in (
            "module",
            "function_definition",
            "class_definition",
        ):
            return False
        first = next((c for c in parent.named_children if c.type != "comment"), None)
        return first == node

    def refuse(self, node: Node, parent: Node | None) -> list[str]:
        kind = node.type
        if kind == "identifier":
            return self._identifier(node, parent)
        if kind in ("import_statement", "import_from_statement"):
            return self._imports(node)
        if kind == "call":
            return self._call(node)
        value = string_value(node) or ""  # a string that names a reflective attribute
        used = parent is not None and parent.type in ("subscript", "argument_list")
        if (value.startswith("__") and value in PY_REFLECTIVE_ATTRIBUTES) or (
            used
            and (value in PY_TEXT_BUILTINS or value in PY_REFLECTIVE_ATTRIBUTES | PY_REFLECTIVE)
        ):
            return [f"the string {value!r} names something that {BY_NAME}"]
        return []

    def words(self, node: Node) -> list[str]:
        return [_nfkc(node)]

    def _identifier(self, node: Node, parent: Node | None) -> list[str]:
        name = _nfkc(node)
        ptype = parent.type if parent is not None else ""
        if ptype in ("dotted_name", "aliased_import") or (
            ptype == "keyword_argument" and _is_field(parent, "name", node)
        ):
            return []  # import paths are judged whole; a keyword argument's name is no value
        if ptype == "attribute" and _is_field(parent, "attribute", node):
            owner = _nfkc(_field(parent, "object"))
            if name in PY_REFLECTIVE_ATTRIBUTES:
                return [f".{name} {BY_NAME}"]
            if name in PY_CODE_TYPES:
                return [f".{name} {BUILDS}"]
            if owner == "os" and PY_OS_RUNS.match(name):
                return [f"os.{name} {RUNS}"]
            if owner == "sys" and name in PY_SYS_IMPORT_PATHS:
                return [f"sys.{name} changes where code is imported from: {ELSEWHERE}"]
            return []
        if name in PY_TEXT_BUILTINS:
            return [f"{name} {PY_TEXT_BUILTINS[name]}"]
        if name in PY_NAME_LOOKUPS and not (
            ptype == "call" and _is_field(parent, "function", node)
        ):
            return [f"{name} used as a value {BY_NAME}"]
        if name in PY_REFLECTIVE:
            return [f"{name} {BY_NAME}"]
        if name in PY_CODE_TYPES:
            return [f"{name} {BUILDS}"]
        return []

    def _call(self, node: Node) -> list[str]:
        function = _nfkc(node.child_by_field_name("function")).split(".")[-1]
        args = _arguments(node)
        positional = [a for a in args if a.type not in ("keyword_argument", "list_splat")]
        if function in PY_NAME_LOOKUPS:
            index = 0 if function in ("attrgetter", "methodcaller") else 1
            name = string_value(positional[index]) if len(positional) > index else None
            starred = len(positional) != len([a for a in args if a.type != "keyword_argument"])
            if name is None or starred or name.startswith("__") or name in PY_TEXT_BUILTINS:
                return [f"{function} with a computed or special name {BY_NAME}"]
        return []

    @staticmethod
    def _imports(node: Node) -> list[str]:
        module = node.child_by_field_name("module_name")
        if module is not None and module.type == "relative_import":
            return [f"a relative import {ELSEWHERE}"]
        imported = [
            _nfkc(_field(n, "name") if n.type == "aliased_import" else n)
            for n in node.children_by_field_name("name")
        ]
        if module is None:
            modules = imported
        else:
            modules = [_nfkc(module)]
            for name in imported:
                member = f"{_nfkc(module)}.{name}"
                if name in PY_CODE_TYPES or (
                    _nfkc(module) == "sys" and name in PY_REFLECTIVE_ATTRIBUTES
                ):
                    return [f"importing {member} {BY_NAME}"]
                if _nfkc(module) == "sys" and name in PY_SYS_IMPORT_PATHS:
                    return [f"importing {member} {ELSEWHERE}"]
                if _nfkc(module) == "os" and PY_OS_RUNS.match(name):
                    return [f"importing {member} {RUNS}"]
                modules.append(member)
        found = []
        for name in modules:
            denied = next(
                (
                    why
                    for d, why in PY_DENIED_MODULES.items()
                    if name == d or name.startswith(d + ".")
                ),
                None,
            )
            top = name.split(".")[0]
            if denied is not None:
                found.append(f"importing {name} {denied}")
            elif name == modules[0] and top != "__future__" and top not in PY_STDLIB:
                found.append(f"importing {name}, which is not in the standard library, {ELSEWHERE}")
        return found


# ------------------------------------------------------------------------------------------ C++

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
        name = _field(self._function_declarator(node), "declarator")
        return " ".join(text(name).split()) or None

    def parameters(self, node: Node) -> int:
        params = _field(self._function_declarator(node), "parameters")
        if params is None or text(params).replace(" ", "") == "(void)":
            return 0
        kinds = frozenset({
            "parameter_declaration", "optional_parameter_declaration",
            "variadic_parameter_declaration", "optional_type_parameter_declaration",
        })  # fmt: skip
        return _count(params, kinds) + sum(1 for c in params.children if c.type == "...")

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


# ----------------------------------------------------------------------------------------- Java

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
            return _count(params)
        return _count(params, frozenset({"formal_parameter", "spread_parameter"}))

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


# ---------------------------------------------------------------------- JavaScript and TypeScript

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
        args = _arguments(node)
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
            ptype == "call_expression" and _is_field(parent, "function", node)
        ):
            return [f"require used as a value {ELSEWHERE}"]
        if name in JS_GLOBAL_OBJECTS and not (
            ptype == "member_expression" and _is_field(parent, "object", node)
        ):
            return [f"{name} used as a value {BY_NAME}"]
        return []


class TypeScript(JavaScript):
    name = "typescript"
    containers = {**JavaScript.containers, "internal_module": "name", "module": "name"}

    def refuse_comment(self, node: Node) -> list[str]:
        """A triple-slash directive makes the compiler read another file."""
        directive = re.match(r"///\s*<(reference|amd-module|amd-dependency)\b", text(node))
        return [f"the directive /// <{directive.group(1)}> {ELSEWHERE}"] if directive else []

    def grammar(self) -> Any:
        import tree_sitter_typescript

        return tree_sitter_typescript.language_typescript()


# ----------------------------------------------------------------------------------------- Rust

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
        return _count(node.child_by_field_name("parameters"))

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


# ------------------------------------------------------------------------------------------- Go

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


LANGUAGES: dict[str, type[Language]] = {
    cls.name: cls for cls in (Python, Cpp, Java, JavaScript, TypeScript, Rust, Go)
}


def language(name: str) -> Language:
    return LANGUAGES[name]()
