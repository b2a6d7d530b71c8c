"""Python as the style checks read it (rockman/judging/style_syntax.py walks the parse):
its units, decision points and parameters, and the constructs refused because the code they
run cannot be read from the program's text."""

from __future__ import annotations

import re
import sys
import unicodedata
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
    count_children,
    field_at,
    is_field,
    string_value,
    text,
)

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
        return count_children(params) - count_children(params, separators)

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
            ptype == "keyword_argument" and is_field(parent, "name", node)
        ):
            return []  # import paths are judged whole; a keyword argument's name is no value
        if ptype == "attribute" and is_field(parent, "attribute", node):
            owner = _nfkc(field_at(parent, "object"))
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
        if name in PY_NAME_LOOKUPS and not (ptype == "call" and is_field(parent, "function", node)):
            return [f"{name} used as a value {BY_NAME}"]
        if name in PY_REFLECTIVE:
            return [f"{name} {BY_NAME}"]
        if name in PY_CODE_TYPES:
            return [f"{name} {BUILDS}"]
        return []

    def _call(self, node: Node) -> list[str]:
        function = _nfkc(node.child_by_field_name("function")).split(".")[-1]
        args = call_arguments(node)
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
            _nfkc(field_at(n, "name") if n.type == "aliased_import" else n)
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


STYLE = Python
