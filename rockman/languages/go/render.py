"""Rendering a language-neutral problem as a Go prompt (HumanEval-X style) and its driver.

Types (the Go row of docs/rendering.md's mapping table):

    int -> int (64-bit)    float -> float64    bool -> bool    str -> string
    none (a result) -> no result    list[T] -> []T    dict[K, V] -> map[K]V    optional[T] -> *T
    tuple[A, B, ...] -> [N]T when every element has the same type T (tuple[int, int] -> [2]int),
        else a small generic struct the prompt declares: Pair[A, B] {First, Second},
        Triple[A, B, C] {First, Second, Third}, TupleN[T0, ..., Tn-1] {V0, ..., Vn-1} for N >= 4;
        a function's or method's result that is a tuple is returned as multiple values
        (`func F(...) (int, string)`).

A nil slice or map in a result counts as empty ([] / {}), as most Go code returns them; nil for
an optional result is none. Names: functions, classes and methods PascalCase as in HumanEval-X's
Go prompts (`merge_intervals` -> `MergeIntervals`, `get_min` -> `GetMin`); parameters camelCase
(`insert_cost` -> `insertCost`), with `_` appended to one that would shadow a Go keyword, a
predeclared identifier or a common standard package (`len_`, `strings_`). In the description,
names with an underscore and names followed by `(` are replaced by their Go names.

Prompt (a completion is appended to it, as in HumanEval-X): the canary comment, a blank line,
the tuple structs the signature uses, then `//` comments with the description and up to three
examples (`// >>> F(args)` and the result as a Go literal; an optional value is shown as the
value itself or nil), then the signature ending with its open brace: the completion supplies the
body and the closing brace. There is no package clause and no import block (the signature only
uses predeclared types); the executor adds `package main` and the well-known standard imports a
program uses without importing them (see rockman/languages/go/toolchain.py), so a completion may
call strings, sort, math, strconv, ... directly. A class becomes a complete skeleton answered
with a whole solution: the struct, `func NewName(params) *Name` and one method per neutral
method on `*Name`, each body `panic("not implemented")`. With Go starter code (starter.go), the
comments are followed by the starter code, as render_python does.

The driver is two files. `driver_package_source` is the package rockmandriver, the same for every
problem (the executor puts it in a folder of its own in the module), whose source is the Go file
rockman/languages/go/driver_runtime.go (package data, served byte for byte): it reads the job,
converts JSON values to and from Go values (Int, List, IntMap, Tuple... compose a `Conv[T]`), writes
each result as JSON on a private copy of stdout, and turns a panic into an error event (recover per
case). `driver_source` is the glue, a file of package main generated from the interface: `main`
hands the package a function that converts a case's arguments with the conversions of the declared
types, calls the solution and returns its results. A solution shares package main with the glue
only, and the glue names no predeclared function or constant and no package, so a solution's
package-level `len`, `true`, `append` or `fmt` cannot change it; the driver package exports no
variable and a method cannot be declared on its types from package main.

A file_io job carries "fixtures" beside its cases (the secret line too): just before case i's
call the driver creates its root folder and writes its files (relative to the working folder,
the run's work folder), and after a successful call adds "files" to the case event, the
collected files' texts (null for one missing or not UTF-8). Secret fixtures are written only as
their case runs, after release.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

from rockman import typesyntax
from rockman.languages import source
from rockman.problem_spec import ProblemSpec
from rockman.v1 import common_pb2 as pb

LANGUAGE: int = pb.LANGUAGE_GO
MAX_EXAMPLES = 3
STUB_BODY = 'panic("not implemented")'
NO_RESULT = "(no result)"  # none has no Go type: a function or method without a result

GO_KEYWORDS = frozenset(
    (
        "break",
        "case",
        "chan",
        "const",
        "continue",
        "default",
        "defer",
        "else",
        "fallthrough",
        "for",
        "func",
        "go",
        "goto",
        "if",
        "import",
        "interface",
        "map",
        "package",
        "range",
        "return",
        "select",
        "struct",
        "switch",
        "type",
        "var",
    )
)
GO_PREDECLARED = frozenset(
    (
        "any",
        "bool",
        "byte",
        "comparable",
        "complex64",
        "complex128",
        "error",
        "float32",
        "float64",
        "int",
        "int8",
        "int16",
        "int32",
        "int64",
        "rune",
        "string",
        "uint",
        "uint8",
        "uint16",
        "uint32",
        "uint64",
        "uintptr",
        "true",
        "false",
        "iota",
        "nil",
        "append",
        "cap",
        "clear",
        "close",
        "complex",
        "copy",
        "delete",
        "imag",
        "len",
        "make",
        "max",
        "min",
        "new",
        "panic",
        "print",
        "println",
        "real",
        "recover",
    )
)
# Standard packages a solution commonly uses: a parameter of that name would hide the package.
COMMON_PACKAGES = frozenset(
    (
        "bytes",
        "errors",
        "fmt",
        "math",
        "regexp",
        "sort",
        "strconv",
        "strings",
        "unicode",
    )
)
_RESERVED = GO_KEYWORDS | GO_PREDECLARED | COMMON_PACKAGES
_STRUCT_FIELDS = {2: ("First", "Second"), 3: ("First", "Second", "Third")}


# --- types -----------------------------------------------------------------------------------


def _homogeneous(ref: pb.TypeRef) -> bool:
    first = typesyntax.format_type(ref.params[0])
    return all(typesyntax.format_type(p) == first for p in ref.params[1:])


def tuple_struct(arity: int) -> str:
    """The name of the generic struct of a heterogeneous tuple of `arity` elements."""
    return {2: "Pair", 3: "Triple"}.get(arity, f"Tuple{arity}")


def tuple_fields(arity: int) -> tuple[str, ...]:
    """The field names of the generic struct of `arity` elements."""
    return _STRUCT_FIELDS.get(arity, tuple(f"V{i}" for i in range(arity)))


def _type_params(arity: int) -> tuple[str, ...]:
    return ("A", "B", "C")[:arity] if arity <= 3 else tuple(f"T{i}" for i in range(arity))


def type_name(ref: pb.TypeRef) -> str:
    """The Go type of a neutral type (none: NO_RESULT, a result is then left out)."""
    kind = ref.kind
    if kind == pb.TYPE_KIND_INT:
        return "int"
    if kind == pb.TYPE_KIND_FLOAT:
        return "float64"
    if kind == pb.TYPE_KIND_BOOL:
        return "bool"
    if kind == pb.TYPE_KIND_STRING:
        return "string"
    if kind == pb.TYPE_KIND_NONE:
        return NO_RESULT
    if kind == pb.TYPE_KIND_LIST:
        return f"[]{type_name(ref.params[0])}"
    if kind == pb.TYPE_KIND_MAP:
        if ref.params[0].kind not in (pb.TYPE_KIND_INT, pb.TYPE_KIND_STRING):
            raise ValueError(f"go: dict keys must be int or str, not {typesyntax.format_type(ref)}")
        return f"map[{type_name(ref.params[0])}]{type_name(ref.params[1])}"
    if kind == pb.TYPE_KIND_OPTIONAL:
        return f"*{type_name(ref.params[0])}"
    if kind == pb.TYPE_KIND_TUPLE:
        if _homogeneous(ref):
            return f"[{len(ref.params)}]{type_name(ref.params[0])}"
        args = ", ".join(type_name(p) for p in ref.params)
        return f"{tuple_struct(len(ref.params))}[{args}]"
    raise ValueError(f"go: type kind {kind} has no Go type")


def result_type(ref: pb.TypeRef) -> str:
    """The result part of a signature: "" (none), `T`, or `(A, B)` for a tuple."""
    if ref.kind == pb.TYPE_KIND_NONE:
        return ""
    if ref.kind == pb.TYPE_KIND_TUPLE:
        return "(" + ", ".join(type_name(p) for p in ref.params) + ")"
    return type_name(ref)


def struct_arities(refs: list[pb.TypeRef], top_level_returns: list[pb.TypeRef]) -> list[int]:
    """The arities of the generic tuple structs the types use (a tuple result's own level is
    multiple values, not a struct), sorted."""
    found: set[int] = set()

    def walk(ref: pb.TypeRef, top: bool) -> None:
        if ref.kind == pb.TYPE_KIND_TUPLE and not top and not _homogeneous(ref):
            found.add(len(ref.params))
        for p in ref.params:
            walk(p, False)

    for ref in refs:
        walk(ref, False)
    for ref in top_level_returns:
        walk(ref, True)
    return sorted(found)


def interface_arities(interface: pb.Interface) -> list[int]:
    """The tuple struct arities an interface's Go signatures need."""
    params: list[pb.TypeRef] = []
    returns: list[pb.TypeRef] = []
    if interface.HasField("function"):
        sigs = [interface.function]
    else:
        cls = interface.class_interface
        params.extend(p.type for p in cls.constructor_params)
        sigs = list(cls.methods)
    for sig in sigs:
        params.extend(p.type for p in sig.params)
        returns.append(sig.returns)
    return struct_arities(params, returns)


def struct_declaration(arity: int) -> str:
    """The Go declaration of the generic tuple struct of `arity` elements."""
    name = tuple_struct(arity)
    params = _type_params(arity)
    fields = tuple_fields(arity)
    width = max(len(f) for f in fields)
    lines = [
        f"// {name} is a tuple of {arity} values.",
        f"type {name}[{', '.join(params)} any] struct {{",
    ]
    lines += [f"\t{f.ljust(width)} {t}" for f, t in zip(fields, params, strict=True)]
    lines.append("}")
    return "\n".join(lines) + "\n"


# --- names -----------------------------------------------------------------------------------


def _pascal(neutral: str) -> str:
    parts = [p for p in neutral.split("_") if p]
    name = "".join(p[0].upper() + p[1:] for p in parts)
    return name or "X"


def entry_name(neutral: str, kind: str) -> str:
    """The Go name of a neutral name: PascalCase for "function", "class" and "method",
    camelCase for "param" (with "_" appended when it would hide a Go name)."""
    if kind in ("function", "class", "method"):
        return _pascal(neutral)
    if kind == "param":
        parts = [p for p in neutral.split("_") if p]
        if not parts:
            return "x"
        name = parts[0] + "".join(p[0].upper() + p[1:] for p in parts[1:])
        return name + "_" if name in _RESERVED else name
    raise ValueError(f"go: unknown name kind {kind!r}")


def constructor_name(cls: pb.ClassInterface) -> str:
    return "New" + entry_name(cls.name, "class")


def receiver_name(cls: pb.ClassInterface) -> str:
    """A short receiver (the class's initial), avoiding the methods' parameter names."""
    taken = {entry_name(p.name, "param") for m in cls.methods for p in m.params} | _RESERVED
    go_name = entry_name(cls.name, "class")
    initials = "".join(c for c in go_name if c.isupper()).lower()
    for candidate in (go_name[0].lower(), initials, go_name[:2].lower(), "recv"):
        if candidate and candidate.isidentifier() and candidate not in taken:
            return candidate
    return "rockmanRecv"


def _params_text(params: list[pb.Parameter]) -> str:
    return ", ".join(f"{entry_name(p.name, 'param')} {type_name(p.type)}" for p in params)


def signature(sig: pb.FunctionSignature) -> str:
    """`func Name(a int, b []string) ReturnType` of a function."""
    result = result_type(sig.returns)
    head = f"func {entry_name(sig.name, 'function')}({_params_text(list(sig.params))})"
    return f"{head} {result}" if result else head


def method_signature(cls: pb.ClassInterface, sig: pb.FunctionSignature) -> str:
    """`func (r *Class) Method(params) ReturnType`."""
    result = result_type(sig.returns)
    recv = f"({receiver_name(cls)} *{entry_name(cls.name, 'class')})"
    head = f"func {recv} {entry_name(sig.name, 'method')}({_params_text(list(sig.params))})"
    return f"{head} {result}" if result else head


def _renames(spec: ProblemSpec) -> dict[str, str]:
    """Neutral name -> Go name of the interface's names, for the description."""
    iface = spec.interface
    out: dict[str, str] = {}
    if iface.HasField("function"):
        sigs = [(iface.function, "function")]
    else:
        cls = iface.class_interface
        out[cls.name] = entry_name(cls.name, "class")
        sigs = [(m, "method") for m in cls.methods]
        for p in cls.constructor_params:
            out[p.name] = entry_name(p.name, "param")
    for sig, kind in sigs:
        out[sig.name] = entry_name(sig.name, kind)
        for p in sig.params:
            out.setdefault(p.name, entry_name(p.name, "param"))
    return {k: v for k, v in out.items() if k != v}


def rename_in_text(text: str, renames: dict[str, str]) -> str:
    """Neutral names in prose replaced by Go names: those with an underscore anywhere, the
    others only when a call follows (`size()`), so plain words stay words."""
    if not renames:
        return text
    pattern = re.compile(
        r"(?<![\w.])("
        + "|".join(re.escape(n) for n in sorted(renames, key=len, reverse=True))
        + r")(?!\w)"
    )

    def replace(match: re.Match[str]) -> str:
        name = match.group(1)
        if "_" in name or text.startswith("(", match.end()):
            return renames[name]
        return name

    return pattern.sub(replace, text)


# --- literals --------------------------------------------------------------------------------


def go_string(text: str) -> str:
    """A Go interpreted string literal of `text`."""
    out = ['"']
    for ch in text:
        code = ord(ch)
        if ch in '"\\':
            out.append("\\" + ch)
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif ch == "\r":
            out.append("\\r")
        elif code < 0x20 or code == 0x7F:
            out.append(f"\\x{code:02x}")
        elif 0xD800 <= code <= 0xDFFF:
            out.append("\\uFFFD")  # a lone surrogate is not text in Go
        elif not ch.isprintable():
            out.append(f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def _float(value: Any) -> str:
    if isinstance(value, dict):
        value = float(value.get("__float__", "nan"))
    number = float(value)
    if math.isnan(number):
        return "math.NaN()"
    if math.isinf(number):
        return "math.Inf(1)" if number > 0 else "math.Inf(-1)"
    return repr(number)


def literal(ref: pb.TypeRef, value: Any, elided: bool = False) -> str:
    """A JSON value of type `ref` as a Go literal; `elided` drops the type of a composite
    literal (as Go allows inside another composite literal)."""
    kind = ref.kind
    if value is None:
        return "nil"
    if kind == pb.TYPE_KIND_INT:
        return str(int(value))
    if kind == pb.TYPE_KIND_FLOAT:
        return _float(value)
    if kind == pb.TYPE_KIND_BOOL:
        return "true" if value else "false"
    if kind == pb.TYPE_KIND_STRING:
        return go_string(str(value))
    prefix = "" if elided else type_name(ref)
    if kind == pb.TYPE_KIND_LIST:
        items = ", ".join(literal(ref.params[0], v, True) for v in value)
        return f"{prefix}{{{items}}}"
    if kind == pb.TYPE_KIND_MAP:
        key_ref, value_ref = ref.params
        entries = []
        for key, item in value.items():
            key_text = (
                go_string(key) if key_ref.kind == pb.TYPE_KIND_STRING else str(int(json.loads(key)))
            )
            entries.append(f"{key_text}: {literal(value_ref, item, True)}")
        return f"{prefix}{{{', '.join(entries)}}}"
    if kind == pb.TYPE_KIND_TUPLE:
        items = ", ".join(literal(p, v, True) for p, v in zip(ref.params, value, strict=True))
        return f"{prefix}{{{items}}}"
    if kind == pb.TYPE_KIND_OPTIONAL:
        inner = ref.params[0]
        text = literal(inner, value, elided)
        composite = inner.kind in (pb.TYPE_KIND_LIST, pb.TYPE_KIND_MAP, pb.TYPE_KIND_TUPLE)
        return "&" + text if composite and not elided else text
    raise ValueError(f"go: no literal for type kind {kind}")


def result_literal(ref: pb.TypeRef, value: Any) -> str | None:
    """A result as shown under an example: None for no result, `(a, b)` for a tuple."""
    if ref.kind == pb.TYPE_KIND_NONE:
        return None
    if ref.kind == pb.TYPE_KIND_TUPLE and value is not None:
        return "(" + ", ".join(literal(p, v) for p, v in zip(ref.params, value, strict=True)) + ")"
    return literal(ref, value)


def _call_text(name: str, params: list[pb.Parameter], args: list[Any]) -> str:
    texts = [literal(p.type, a) for p, a in zip(params, args, strict=True)]
    return f"{name}({', '.join(texts)})"


# --- prompt ----------------------------------------------------------------------------------


def _comment(text: str, indent: str = "") -> str:
    lines = text.strip("\n").split("\n")
    return "".join(f"{indent}// {line}".rstrip() + "\n" for line in lines)


def _function_examples(spec: ProblemSpec) -> str:
    sig = spec.interface.function
    name = entry_name(sig.name, "function")
    lines = []
    for case in spec.public[:MAX_EXAMPLES]:
        lines.append(f">>> {_call_text(name, list(sig.params), case['args'])}")
        shown = result_literal(sig.returns, case["expected"])
        if shown is not None:
            lines.append(shown)
    return "\n".join(lines)


def _class_example(spec: ProblemSpec) -> str:
    cls = spec.interface.class_interface
    methods = {m.name: m for m in cls.methods}
    case = spec.public[0]
    ctor = _call_text(constructor_name(cls), list(cls.constructor_params), case["init"])
    lines = [f">>> obj := {ctor}"]
    for (name, args), expected in zip(case["ops"], case["expected"], strict=True):
        method = methods[name]
        call = _call_text("obj." + entry_name(name, "method"), list(method.params), args)
        lines.append(f">>> {call}")
        shown = result_literal(method.returns, expected)
        if shown is not None:
            lines.append(shown)
    return "\n".join(lines)


def render_prompt(spec: ProblemSpec, canary: str) -> str:
    """The Go prompt of a problem; a completion is appended to it as in HumanEval-X."""
    header = f"// {canary}\n\n"
    structs = "".join(struct_declaration(n) + "\n" for n in interface_arities(spec.interface))
    examples = _class_example(spec) if spec.is_class else _function_examples(spec)
    description = rename_in_text(spec.description, _renames(spec))
    doc = _comment(f"{description}\n\nExamples:\n{examples}")
    starter = spec.starter_code.get("go")
    if starter is not None:
        return header + structs + doc + "\n" + starter.rstrip() + "\n"
    if spec.is_class:
        cls = spec.interface.class_interface
        name = entry_name(cls.name, "class")
        parts = [header, structs, doc, f"type {name} struct {{\n}}\n\n"]
        parts.append(f"// {constructor_name(cls)} returns a new {name}.\n")
        ctor_params = _params_text(list(cls.constructor_params))
        parts.append(f"func {constructor_name(cls)}({ctor_params}) *{name} {{\n\t{STUB_BODY}\n}}\n")
        renames = _renames(spec)
        for sig in cls.methods:
            parts.append("\n")
            if sig.description:
                parts.append(_comment(rename_in_text(sig.description, renames)))
            parts.append(f"{method_signature(cls, sig)} {{\n\t{STUB_BODY}\n}}\n")
        return "".join(parts)
    return header + structs + doc + signature(spec.interface.function) + " {\n"


# --- driver ----------------------------------------------------------------------------------

# The driver package's name, and its import path in the vendored module (`humanEval`; the
# executor passes the path its go.mod names).
DRIVER_PACKAGE = "rockmandriver"
DRIVER_IMPORT = f"humanEval/{DRIVER_PACKAGE}"

# The driver proper: a package of its own (rockmandriver, below the module's root), so that no
# declaration of the solution's package main reaches its code: a package-level `len`, `append`,
# `true`, `string` or `fmt` of the solution's shadows Go's predeclared identifiers (and imports)
# only in package main, and a method can be declared only on a type of its own package. It
# exports functions and types, never a variable: a solution that imports the package can call
# them, but cannot change what they do. Its package-level state initialises before any variable
# or init function of package main (imported packages initialise first). Its source is the Go
# file rockman/languages/go/driver_runtime.go, served byte for byte.
DRIVER_RUNTIME_FILE = "driver_runtime.go"


def driver_package_source() -> str:
    """The driver package (package rockmandriver, rockman/languages/go/driver_runtime.go): the
    same for every problem."""
    return source("go", DRIVER_RUNTIME_FILE)


class _Converters:
    """The glue's conversions: a local `rockmanTn := rockmandriver....` per distinct type,
    children first."""

    def __init__(self) -> None:
        self.names: dict[str, str] = {}
        self.lines: list[str] = []

    def of(self, ref: pb.TypeRef) -> str:
        key = typesyntax.format_type(ref)
        if key in self.names:
            return self.names[key]
        kind = ref.kind
        pkg = DRIVER_PACKAGE
        scalar = {
            pb.TYPE_KIND_INT: "Int",
            pb.TYPE_KIND_FLOAT: "Float",
            pb.TYPE_KIND_BOOL: "Bool",
            pb.TYPE_KIND_STRING: "String",
        }
        if kind in scalar:
            expr = f"{pkg}.{scalar[kind]}()"
        elif kind == pb.TYPE_KIND_LIST:
            expr = f"{pkg}.List({self.of(ref.params[0])})"
        elif kind == pb.TYPE_KIND_OPTIONAL:
            expr = f"{pkg}.Optional({self.of(ref.params[0])})"
        elif kind == pb.TYPE_KIND_MAP:
            maker = "IntMap" if ref.params[0].kind == pb.TYPE_KIND_INT else "StringMap"
            expr = f"{pkg}.{maker}({self.of(ref.params[1])})"
        elif kind == pb.TYPE_KIND_TUPLE:
            expr = self._tuple(ref, [self.of(p) for p in ref.params])
        else:
            raise ValueError(f"go: {key} is not a value type")
        name = f"rockmanT{len(self.names)}"
        self.names[key] = name
        self.lines.append(f"{name} := {expr}")
        return name

    @staticmethod
    def _tuple(ref: pb.TypeRef, kids: list[str]) -> str:
        go = type_name(ref)
        pkg = DRIVER_PACKAGE
        if _homogeneous(ref):
            fields = [f"rockmanX[{i}]" for i in range(len(kids))]
            values = [f"{pkg}.Arg(rockmanI, {i}, {k})" for i, k in enumerate(kids)]
        else:
            names = tuple_fields(len(kids))
            fields = [f"rockmanX.{f}" for f in names]
            values = [
                f"{f}: {pkg}.Arg(rockmanI, {i}, {k})"
                for i, (f, k) in enumerate(zip(names, kids, strict=True))
            ]
        puts = "".join(
            f"\t{pkg}.Field(rockmanW, {k}, {f})\n" for k, f in zip(kids, fields, strict=True)
        )
        return (
            f"{pkg}.Tuple({len(kids)}, func(rockmanI {pkg}.Items) {go} {{\n"
            f"\treturn {go}{{{', '.join(values)}}}\n"
            f"}}, func(rockmanW *{pkg}.Writer, rockmanX {go}) {{\n{puts}}})"
        )


def _arguments(conv: _Converters, params: list[pb.Parameter], args: str) -> tuple[list[str], str]:
    """(a statement that takes exactly len(params) arguments, `rockmanC.<args>(n)`, and the
    call's argument list converting each to its parameter's type)."""
    pkg = DRIVER_PACKAGE
    if not params:
        return [f"rockmanC.{args}(0)"], ""
    values = [f"{pkg}.Arg(rockmanA, {i}, {conv.of(p.type)})" for i, p in enumerate(params)]
    return [f"rockmanA := rockmanC.{args}({len(params)})"], ", ".join(values)


def _call_lines(conv: _Converters, call: str, sig: pb.FunctionSignature) -> list[str]:
    """Statements that take the call's arguments, call `call` with them converted to the
    parameters' types, and Return its result."""
    pkg = DRIVER_PACKAGE
    lines, values = _arguments(conv, list(sig.params), "Args")
    ret = sig.returns
    if ret.kind == pb.TYPE_KIND_NONE:
        lines += [f"{call}({values})", f"rockmanC.Return({pkg}.Null())"]
    elif ret.kind == pb.TYPE_KIND_TUPLE:
        names = [f"rockmanR{i}" for i in range(len(ret.params))]
        lines.append(f"{', '.join(names)} := {call}({values})")
        puts = ", ".join(
            f"{pkg}.Put({conv.of(p)}, {n})" for n, p in zip(names, ret.params, strict=True)
        )
        lines.append(f"rockmanC.Return({pkg}.Array({puts}))")
    else:
        lines.append(f"rockmanR := {call}({values})")
        lines.append(f"rockmanC.Return({pkg}.Put({conv.of(ret)}, rockmanR))")
    return lines


def _indented(lines: list[str], indent: str) -> str:
    return "".join("".join(f"{indent}{part}\n" for part in line.split("\n")) for line in lines)


def _function_body(conv: _Converters, sig: pb.FunctionSignature) -> list[str]:
    return _call_lines(conv, entry_name(sig.name, "function"), sig)


def _class_body(conv: _Converters, cls: pb.ClassInterface) -> list[str]:
    lines, values = _arguments(conv, list(cls.constructor_params), "Init")
    lines.append(f"rockmanObj := {constructor_name(cls)}({values})")
    if not cls.methods:
        lines.append("_ = rockmanObj")
    lines += ["for rockmanC.Next() {", "\tswitch rockmanC.Method() {"]
    for method in cls.methods:
        call = f"rockmanObj.{entry_name(method.name, 'method')}"
        body = _call_lines(conv, call, method)
        lines.append(f"\tcase {go_string(method.name)}:")
        lines += [f"\t\t{line}" for line in body]
    lines += ["\tdefault:", "\t\trockmanC.Unknown()", "\t}", "}"]
    return lines


def driver_source(interface: pb.Interface, package_path: str = DRIVER_IMPORT) -> str:
    """The driver's glue, a file of package main generated from the problem's interface: `main`
    hands the driver package (imported from `package_path`) a function that converts a case's
    arguments, calls the solution and returns its results. It names nothing of package main but
    the solution's entry points and the prompt's tuple structs, and no predeclared function or
    constant (only types, keywords and the driver package's own exports), so a solution's
    package-level declarations cannot change it: a shadowed type name is at worst a compile
    error."""
    conv = _Converters()
    if interface.HasField("function"):
        body = _function_body(conv, interface.function)
        run = "RunCalls"
    elif interface.HasField("class_interface"):
        body = _class_body(conv, interface.class_interface)
        run = "RunOperations"
    else:
        raise ValueError("go: the interface is neither a function nor a class")
    pkg = DRIVER_PACKAGE
    return (
        "package main\n\n"
        "// Rockman's driver glue (generated from the problem's interface by\n"
        "// rockman/languages/go/render.py; trusted code, not part of the solution): the driver\n"
        f"// package {pkg} runs the job and calls back here for each case.\n\n"
        f'import {pkg} "{package_path}"\n\n'
        "func main() {\n"
        f"\t{pkg}.{run}(rockmanCases())\n"
        "}\n\n"
        f"func rockmanCases() func(*{pkg}.Case) {{\n"
        + _indented(conv.lines, "\t")
        + f"\treturn func(rockmanC *{pkg}.Case) {{\n"
        + _indented(body, "\t\t")
        + "\t}\n}\n"
    )
