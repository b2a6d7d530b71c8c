"""Rendering a language-neutral problem as a C++17 prompt, and the C++ driver that runs it.

Type mapping (docs/rendering.md):

    int -> long long            float -> double            bool -> bool
    str -> std::string          none -> void (a return type; std::nullptr_t anywhere else)
    list[T] -> std::vector<T>   dict[K, V] -> std::map<K, V>   tuple[A, B] -> std::tuple<A, B>
    optional[T] -> std::optional<T>

Naming: functions, methods and parameters are snake_case (as in HumanEval-X's C++ prompts),
classes PascalCase; a name that is a C++ keyword or a standard macro (``new``, ``errno``) gets a
trailing underscore. Parameters of type int, float and bool are passed by value, every other
parameter by const reference (C++ Core Guidelines F.16: cheap types by value, the rest by
``const T&``; it also keeps an O(log n) task O(log n)). The driver passes lvalues, so a solution
that takes its parameters by value, by const reference or by reference works the same.

Prompt: the canary as a ``//`` comment on the first line; the standard headers the signature
needs plus <algorithm>, <string> and <vector> (so that ``using namespace std;`` is always valid
and the usual completions compile on their own); ``using namespace std;`` as in every
HumanEval-X C++ prompt, so completions may write ``vector<long long>`` as well as
``std::vector<long long>`` (the signatures themselves spell out ``std::``); a ``/* ... */`` doc
comment with the description and examples as C++ literals (HumanEval-X style ``>>> f(...)``
lines for functions, a short usage snippet for classes); then, for a function, its signature
ending in the open body ``{`` (the completion supplies the body and the closing brace), or, for
a class, a complete class with stub bodies (``return {};``), which a class task answers with a
whole solution. A task with C++ starter code (problems/<id>/starter.cpp) shows the doc comment
followed by that code, as the Python prompt does.

The driver (``driver_source`` and ``IO_SOURCE``; rockman/languages/cpp/toolchain.py compiles
them with ``g++ -std=c++17 -O2``) speaks python_harness.py's protocol. Its fixed code is real
C++ in rockman/languages/cpp/, loaded byte for byte: ``json_library.hpp`` (``_LIBRARY``, less
the file's leading note) and ``rockman_io.cpp`` (``IO_SOURCE``); only the per-interface parts
are assembled here. ``rockman_driver.cpp`` starts with the library, which includes every
standard header it needs and defines the JSON reader and writer (namespace ``rockman_driver``),
then includes ``solution.cpp`` with ``main`` renamed, then the generated dispatch (namespace
``rockman_generated``) and ``main``. The library sits before the solution so
that the solution's macros (``#define int long long`` is common) cannot rewrite it; only the
short generated tail follows it, and it uses no name a solution is likely to define.
``rockman_io.cpp`` is a separate unit holding everything POSIX: it keeps <unistd.h> (which
declares ``::link``, ``::read``, ``::write``...) out of the solution's unit and gives the nonce
internal linkage; a priority-101 constructor saves fds 0 and 1 and gives the solution an empty
stdin before any static initialiser of the solution runs. Strings are UTF-8 bytes: ``\\uXXXX``
escapes (surrogate pairs included) become UTF-8, and output is written as UTF-8 with control
characters escaped.

Arguments are converted to exactly the declared types; a value of the wrong shape, or an
integer outside long long, is a TypeError before the solution is called. Results are written
from the type the solution really returns (int for long long, float, std::pair, std::set,
std::unordered_map... all convert), as the Python harness takes any value. A case that throws
reports std::bad_alloc as MemoryError, any other std::exception by its demangled type with
"type: what()" as the message, and anything else thrown by its type's name; an operation
naming no method of the interface is an AttributeError.

Helpers a solution cannot replace (issue 31 point 5; docs/rendering.md): every call of the
library's own helpers is qualified (``rd::name``, bound where the library is defined), so neither
argument-dependent lookup nor an overload the solution declares later can take it; the reader
and writer of every declared type are explicitly instantiated before the solution, so an
explicit specialisation of them is a compile error; the generated code after the solution
``#undef``s every name it uses (its keywords too) except the solution's entry names; a case's
values are checked to be well-formed JSON before they are sent, whatever wrote them; and
``rockman_io.cpp`` makes its read and write system calls itself and refuses to run a program whose
executable defines a C library function the driver's code uses (memcpy, malloc...).

file_io tasks: when the job (or the secret line) carries "fixtures", a list parallel to
"cases", case i's fixture is parsed and written only when case i runs, just before the call:
its root folder and each file's parents are created and each file gets exactly the text's UTF-8
bytes; a failure there is the case's OSError. After a successful call the case event adds
"files", the text of each "collect" path, null when it is missing, not a regular file (never
blocking on a FIFO) or not valid UTF-8. ``rockman_io.cpp`` does the file system calls relative
to the working folder the driver started in (a descriptor saved by its constructor), so a
solution's chdir cannot move the fixtures.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

from rockman.errors import InvalidArgument
from rockman.languages import source as language_source
from rockman.problem_spec import ProblemSpec
from rockman.v1 import common_pb2 as pb

LANGUAGE: int = pb.LANGUAGE_CPP
MAX_EXAMPLES = 3
INDENT = "    "
BASE_HEADERS = ("algorithm", "string", "vector")

# C++ keywords, and macros and names of the standard library a parameter must not shadow.
_RESERVED = """alignas alignof and and_eq asm auto bitand bitor bool break case catch char char8_t
    char16_t char32_t class compl concept const consteval constexpr constinit const_cast continue
    co_await co_return co_yield decltype default delete do double dynamic_cast else enum explicit
    export extern false float for friend goto if inline int long mutable namespace new noexcept
    not not_eq nullptr operator or or_eq private protected public register reinterpret_cast
    requires return short signed sizeof static static_assert static_cast struct switch template
    this thread_local throw true try typedef typeid typename union unsigned using virtual void
    volatile wchar_t while xor xor_eq final override main std
    errno assert stdin stdout stderr EOF NULL INFINITY NAN offsetof setjmp va_arg"""
_KEYWORDS = frozenset(_RESERVED.split())


# ---------------------------------------------------------------------------------------------
# Types and names


def _type(ref: pb.TypeRef, top: bool) -> str:
    kind = ref.kind
    if kind == pb.TYPE_KIND_INT:
        return "long long"
    if kind == pb.TYPE_KIND_FLOAT:
        return "double"
    if kind == pb.TYPE_KIND_BOOL:
        return "bool"
    if kind == pb.TYPE_KIND_STRING:
        return "std::string"
    if kind == pb.TYPE_KIND_NONE:
        return "void" if top else "std::nullptr_t"
    inner = [_type(p, False) for p in ref.params]
    if kind == pb.TYPE_KIND_LIST:
        return f"std::vector<{inner[0]}>"
    if kind == pb.TYPE_KIND_MAP:
        return f"std::map<{inner[0]}, {inner[1]}>"
    if kind == pb.TYPE_KIND_TUPLE:
        return f"std::tuple<{', '.join(inner)}>"
    if kind == pb.TYPE_KIND_OPTIONAL:
        return f"std::optional<{inner[0]}>"
    raise InvalidArgument(f"type kind {kind} has no C++ type")


def type_name(ref: pb.TypeRef) -> str:
    """The C++ type of a neutral type (``none`` is ``void``, the return type)."""
    return _type(ref, True)


def _param_type(ref: pb.TypeRef) -> str:
    """A parameter's declared type: scalars by value, everything else by const reference."""
    if ref.kind in (pb.TYPE_KIND_INT, pb.TYPE_KIND_FLOAT, pb.TYPE_KIND_BOOL, pb.TYPE_KIND_NONE):
        return _type(ref, False)
    return f"const {_type(ref, False)}&"


def _snake(name: str) -> str:
    name = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", name)
    name = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1_\2", name)
    return name.lower()


def _pascal(name: str) -> str:
    if "_" not in name:
        return name[:1].upper() + name[1:]
    return "".join(part[:1].upper() + part[1:] for part in name.split("_") if part)


def entry_name(neutral: str, kind: str) -> str:
    """The C++ name of a neutral name; kind is function, method, class or param."""
    if kind == "class":
        name = _pascal(neutral)
    elif kind in ("function", "method", "param"):
        name = _snake(neutral)
    else:
        raise ValueError(f"unknown name kind {kind!r}")
    return name + "_" if name in _KEYWORDS else name


def _headers(refs: list[pb.TypeRef], params: list[pb.TypeRef]) -> list[str]:
    needed = set(BASE_HEADERS)
    if any(ref.kind == pb.TYPE_KIND_NONE for ref in params):
        needed.add("cstddef")  # std::nullptr_t

    def visit(ref: pb.TypeRef) -> None:
        header = {
            pb.TYPE_KIND_STRING: "string",
            pb.TYPE_KIND_LIST: "vector",
            pb.TYPE_KIND_MAP: "map",
            pb.TYPE_KIND_TUPLE: "tuple",
            pb.TYPE_KIND_OPTIONAL: "optional",
        }.get(ref.kind)
        if header:
            needed.add(header)
        for p in ref.params:
            if p.kind == pb.TYPE_KIND_NONE:
                needed.add("cstddef")
            visit(p)

    for ref in refs:
        visit(ref)
    return sorted(needed)


def _interface_types(interface: pb.Interface) -> tuple[list[pb.TypeRef], list[pb.TypeRef]]:
    """(every type, the parameters' types) of an interface."""
    if interface.HasField("function"):
        sig = interface.function
        params = [p.type for p in sig.params]
        return [*params, sig.returns], params
    cls = interface.class_interface
    params = [p.type for p in cls.constructor_params]
    returns = []
    for m in cls.methods:
        params.extend(p.type for p in m.params)
        returns.append(m.returns)
    return [*params, *returns], params


# ---------------------------------------------------------------------------------------------
# Literals (examples in the doc comment)


def _string_literal(text: str) -> str:
    out = ['"']
    for ch in text:
        code = ord(ch)
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif ch == "\r":
            out.append("\\r")
        elif code < 0x20 or code == 0x7F:
            out.append(f"\\{code:03o}")
        elif 0xD800 <= code <= 0xDFFF:
            out.append(f"\\u{code:04x}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def _float_literal(value: Any) -> str:
    if isinstance(value, dict):
        value = float(value.get("__float__", "nan"))
    number = float(value)
    if math.isnan(number):
        return "NAN"
    if math.isinf(number):
        return "INFINITY" if number > 0 else "-INFINITY"
    return repr(number)


def _key_order(ref: pb.TypeRef, key: str) -> tuple[int, Any]:
    if ref.kind == pb.TYPE_KIND_INT:
        try:
            return (0, int(key))
        except ValueError:
            return (1, key)
    return (0, key.encode("utf-8", "surrogatepass"))


def literal(ref: pb.TypeRef, value: Any) -> str:
    """A JSON value of a neutral type as a C++ literal (brace-initialiser lists for containers;
    a std::map in key order, as it iterates)."""
    kind = ref.kind
    if kind == pb.TYPE_KIND_OPTIONAL:
        return "std::nullopt" if value is None else literal(ref.params[0], value)
    if value is None:
        return "nullptr"
    if kind == pb.TYPE_KIND_BOOL:
        return "true" if value else "false"
    if kind == pb.TYPE_KIND_INT:
        return str(int(value))
    if kind == pb.TYPE_KIND_FLOAT:
        return _float_literal(value)
    if kind == pb.TYPE_KIND_STRING:
        return _string_literal(str(value))
    if kind == pb.TYPE_KIND_LIST:
        return "{" + ", ".join(literal(ref.params[0], v) for v in value) + "}"
    if kind == pb.TYPE_KIND_TUPLE:
        return "{" + ", ".join(literal(r, v) for r, v in zip(ref.params, value, strict=True)) + "}"
    if kind == pb.TYPE_KIND_MAP:
        key_ref, value_ref = ref.params
        items = sorted(value.items(), key=lambda kv: _key_order(key_ref, kv[0]))
        parts = []
        for key, item in items:
            key_text = key if key_ref.kind == pb.TYPE_KIND_INT else _string_literal(key)
            parts.append("{" + key_text + ", " + literal(value_ref, item) + "}")
        return "{" + ", ".join(parts) + "}"
    return json.dumps(value)


# ---------------------------------------------------------------------------------------------
# Prompt


def _comment_text(text: str) -> str:
    """Text that cannot end a /* */ comment early."""
    return text.replace("*/", "* /")


def _doc(text: str, indent: str = "") -> str:
    body = _comment_text(text.strip())
    lines = "\n".join(f"{indent}{line}".rstrip() for line in body.splitlines())
    return f"{indent}/*\n{lines}\n{indent}*/\n"


def _params(params: list[pb.Parameter]) -> str:
    return ", ".join(f"{_param_type(p.type)} {entry_name(p.name, 'param')}" for p in params)


def _signature(sig: pb.FunctionSignature, kind: str = "function") -> str:
    name = entry_name(sig.name, kind)
    return f"{type_name(sig.returns)} {name}({_params(list(sig.params))})"


def _args(params: list[pb.Parameter], args: list[Any]) -> str:
    return ", ".join(literal(p.type, a) for p, a in zip(params, args, strict=True))


def _function_examples(spec: ProblemSpec) -> str:
    sig = spec.interface.function
    name = entry_name(sig.name, "function")
    lines = []
    for case in spec.public[:MAX_EXAMPLES]:
        lines.append(f">>> {name}({_args(list(sig.params), case['args'])})")
        if sig.returns.kind != pb.TYPE_KIND_NONE:
            lines.append(literal(sig.returns, case["expected"]))
    return "\n".join(lines)


def _class_example(spec: ProblemSpec) -> str:
    cls = spec.interface.class_interface
    methods = {m.name: m for m in cls.methods}
    case = spec.public[0]
    init = _args(list(cls.constructor_params), case["init"])
    class_name = entry_name(cls.name, "class")
    lines = [f"{INDENT}{class_name} obj({init});" if init else f"{INDENT}{class_name} obj;"]
    for (name, args), expected in zip(case["ops"], case["expected"], strict=True):
        method = methods[name]
        call = f"{INDENT}obj.{entry_name(name, 'method')}({_args(list(method.params), args)});"
        if method.returns.kind != pb.TYPE_KIND_NONE:
            call += f"  // returns {literal(method.returns, expected)}"
        lines.append(call)
    return "\n".join(lines)


def _stub_body(returns: pb.TypeRef, indent: str) -> str:
    if returns.kind == pb.TYPE_KIND_NONE:
        return ""
    return f"{indent}return {{}};\n"


def render_prompt(spec: ProblemSpec, canary: str) -> str:
    """The C++ prompt of a problem; a completion is appended to it as in HumanEval-X."""
    header = f"// {canary}\n"
    if spec.is_class:
        doc = f"{spec.description}\n\nExample:\n{_class_example(spec)}"
    else:
        doc = f"{spec.description}\n\nExamples:\n{_function_examples(spec)}"
    starter = spec.starter_code.get("cpp")
    if starter is not None:
        return header + _doc(doc) + starter.rstrip() + "\n"
    headers = _headers(*_interface_types(spec.interface))
    includes = "".join(f"#include <{h}>\n" for h in headers)
    prelude = header + includes + "using namespace std;\n\n" + _doc(doc)
    if not spec.is_class:
        return prelude + _signature(spec.interface.function) + " {\n"
    cls = spec.interface.class_interface
    class_name = entry_name(cls.name, "class")
    parts = [prelude, f"class {class_name} {{\npublic:\n"]
    parts.append(f"{INDENT}{class_name}({_params(list(cls.constructor_params))}) {{\n{INDENT}}}\n")
    for sig in cls.methods:
        parts.append("\n")
        if sig.description:
            parts.append(_doc(sig.description, INDENT))
        parts.append(f"{INDENT}{_signature(sig, 'method')} {{\n")
        parts.append(_stub_body(sig.returns, INDENT * 2))
        parts.append(f"{INDENT}}}\n")
    parts.append("};\n")
    return "".join(parts)


# ---------------------------------------------------------------------------------------------
# Driver

# The driver's fixed C++ lives in rockman/languages/cpp/ (real source files, compiled on their own
# by tests/unit/rockman/languages/cpp/test_runtime.py); here it is loaded byte for byte.
_NOTE = re.compile(r"(?://[^\n]*\n)+\n")


def _without_note(text: str, name: str) -> str:
    """A file's text after its leading note (its ``//`` lines and the blank line after them): a
    word for the file's readers that the rendered text never had."""
    note = _NOTE.match(text)
    if note is None:
        raise ValueError(f"rockman/languages/cpp/{name} does not start with its note")
    return text[note.end() :]


# rockman_io.cpp, the driver's POSIX unit (its own opening comment is part of the text).
IO_SOURCE = language_source("cpp", "rockman_io.cpp")
# The JSON library rockman_driver.cpp starts with, before the solution (namespace rockman_driver).
_LIBRARY = _without_note(language_source("cpp", "json_library.hpp"), "json_library.hpp")


class _Types:
    """The distinct C++ types of an interface, as aliases declared before the solution."""

    def __init__(self) -> None:
        self.names: dict[str, str] = {}

    def alias(self, ref: pb.TypeRef) -> str:
        cpp = _type(ref, False)
        if cpp not in self.names:
            self.names[cpp] = f"rockman_t{len(self.names)}"
        return f"rockman_types::{self.names[cpp]}"

    def declarations(self) -> str:
        rows = "".join(f"using {alias} = {cpp};\n" for cpp, alias in self.names.items())
        return f"namespace rockman_types {{\n{rows}}}  // namespace rockman_types\n"

    def instantiations(self) -> str:
        """The reader and writer of every declared type, instantiated before the solution: an
        explicit specialisation of any of them (or of what they use) by the solution is then a
        compile error ("specialization after instantiation"), not a replacement."""
        rows = []
        for alias in self.names.values():
            t = f"rockman_types::{alias}"
            rows += [
                f"template void read_value<{t}>(Cursor&, {t}&);\n",
                f"template void write_value<{t}>(std::string&, const {t}&);\n",
                f"template {t} Args::rockman_next<{t}>(const char*);\n",
                f"template void Results::rockman_add<{t}>(const {t}&);\n",
            ]
        return f"namespace rockman_driver {{\n{''.join(rows)}}}  // namespace rockman_driver\n"


_IDENTIFIER = re.compile(r'"(?:[^"\\\n]|\\.)*"|([A-Za-z_]\w*)')


def _undefs(text: str, keep: set[str]) -> str:
    """`#undef` of every identifier (keywords too) of the generated code after the solution, but
    the solution's own entry names: no macro of the solution can rewrite the dispatch or main."""
    names = dict.fromkeys(m.group(1) for m in _IDENTIFIER.finditer(text) if m.group(1))
    return "".join(f"#undef {name}\n" for name in names if name not in keep)


def _convert_args(
    types: _Types, params: list[pb.Parameter], source: str, prefix: str, indent: str
) -> tuple[str, list[str]]:
    lines = [f"{indent}rockman_driver::RockmanArgs {source}_args({source}, {len(params)});\n"]
    names = []
    for k, p in enumerate(params):
        local = f"{prefix}{k}"
        lines.append(
            f"{indent}auto {local} = {source}_args.rockman_next<{types.alias(p.type)}>("
            f"{json.dumps(p.name)});\n"
        )
        names.append(local)
    return "".join(lines), names


def _add_result(types: _Types, returns: pb.TypeRef, call: str, indent: str) -> str:
    if returns.kind == pb.TYPE_KIND_NONE:
        return f"{indent}{call};\n{indent}rockman_out.rockman_add_null();\n"
    types.alias(returns)  # its writer is instantiated before the solution
    return f"{indent}rockman_out.rockman_add({call});\n"


def _function_dispatch(sig: pb.FunctionSignature, types: _Types) -> str:
    convert, names = _convert_args(types, list(sig.params), "rockman_span", "rockman_a", INDENT)
    call = f"::{entry_name(sig.name, 'function')}({', '.join(names)})"
    return (
        "void rockman_case(rockman_driver::RockmanCursor rockman_span, "
        "rockman_driver::RockmanResults& rockman_out) {\n"
        + convert
        + _add_result(types, sig.returns, call, INDENT)
        + "}\n"
    )


def _class_dispatch(cls: pb.ClassInterface, types: _Types) -> str:
    class_name = "::" + entry_name(cls.name, "class")
    names = ", ".join(json.dumps(m.name) for m in cls.methods)
    out = [
        f"const char* const rockman_methods[] = {{{names}}};\n\n",
        "void rockman_case(rockman_driver::RockmanCursor rockman_span, "
        "rockman_driver::RockmanResults& rockman_out) {\n",
        f"{INDENT}rockman_driver::RockmanOperations rockman_ops(rockman_span, rockman_methods, "
        f"{len(cls.methods)});\n",
        f"{INDENT}rockman_driver::RockmanCursor rockman_init = rockman_ops.rockman_init;\n",
    ]
    convert, ctor_args = _convert_args(
        types, list(cls.constructor_params), "rockman_init", "rockman_c", INDENT
    )
    out.append(convert)
    out.append(
        f"{INDENT}rockman_driver::RockmanHolder< {class_name}> rockman_obj("
        f"new {class_name}({', '.join(ctor_args)}));\n"
    )
    out.append(f"{INDENT}rockman_driver::RockmanCursor rockman_call{{nullptr, nullptr}};\n")
    out.append(f"{INDENT}for (;;) {{\n")
    out.append(f"{INDENT * 2}switch (rockman_ops.rockman_next_op(rockman_call)) {{\n")
    inner = INDENT * 4
    for k, method in enumerate(cls.methods):
        out.append(f"{INDENT * 3}case {k}: {{\n")
        convert, args = _convert_args(
            types, list(method.params), "rockman_call", "rockman_a", inner
        )
        out.append(convert)
        call = f"rockman_obj->{entry_name(method.name, 'method')}({', '.join(args)})"
        out.append(_add_result(types, method.returns, call, inner))
        out.append(f"{inner}break;\n{INDENT * 3}}}\n")
    out.append(f"{INDENT * 3}default:\n{INDENT * 4}return;\n")
    out.append(f"{INDENT * 2}}}\n{INDENT}}}\n}}\n")
    return "".join(out)


def driver_source(interface: pb.Interface) -> str:
    """rockman_driver.cpp: the JSON library (json_library.hpp), the solution (solution.cpp),
    the dispatch, main. It is compiled together with IO_SOURCE (rockman_io.cpp)."""
    types = _Types()
    if interface.HasField("function"):
        what = f"function {interface.function.name}"
        dispatch = _function_dispatch(interface.function, types)
        mode = "call"
        entries = {entry_name(interface.function.name, "function")}
    elif not interface.HasField("class_interface"):
        raise InvalidArgument("the interface has neither a function nor a class")
    else:
        cls = interface.class_interface
        what = f"class {cls.name}"
        dispatch = _class_dispatch(cls, types)
        mode = "operations"
        entries = {entry_name(cls.name, "class")}
        entries |= {entry_name(m.name, "method") for m in cls.methods}
    tail = "".join(
        [
            "namespace rockman_generated {\n",
            dispatch,
            "}  // namespace rockman_generated\n\n",
            "int main() {\n",
            f"{INDENT}return rockman_driver::rockman_run(&rockman_generated::rockman_case, "
            f'"{mode}");\n',
            "}\n",
        ]
    )
    return "".join(
        [
            f"// Rockman C++ driver for the {what} (generated by rockman/languages/cpp/render.py;\n"
            "// trusted code). Speaks rockman/judging/python_harness.py's protocol.\n",
            _LIBRARY,
            "\n",
            types.declarations(),
            types.instantiations(),
            "\n// The solution; its own main, if any, is renamed so that nothing calls it.\n",
            "#define main rockman_program_main_\n",
            '#include "solution.cpp"\n',
            "#undef main\n",
            "#undef int\n",
            "#pragma pack()\n",
            "// Every name below, as the solution's macros cannot have it.\n",
            _undefs(tail, entries),
            "\n",
            tail,
        ]
    )
