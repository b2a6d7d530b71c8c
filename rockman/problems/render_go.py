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
program uses without importing them (see services/executor/languages/go.py), so a completion may
call strings, sort, math, strconv, ... directly. A class becomes a complete skeleton answered
with a whole solution: the struct, `func NewName(params) *Name` and one method per neutral
method on `*Name`, each body `panic("not implemented")`. With Go starter code (starter.go), the
comments are followed by the starter code, as render_python does.

The driver (`driver_source`) is a second file of package main: it reads the job, converts each
JSON argument with a function generated for its static type, calls the solution, writes the
result as JSON on a private copy of stdout, and turns a panic into an error event (recover per
case). Its identifiers are prefixed `rockman`, its imports aliased. A file_io job carries
"fixtures" beside its cases (the secret line too): just before case i's call the driver creates
its root folder and writes its files (relative to the working folder, the run's work folder),
and after a successful call adds "files" to the case event, the collected files' texts (null for
one missing or not UTF-8). Secret fixtures are written only as their case runs, after release.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

from rockman import typesyntax
from rockman.problems.spec import ProblemSpec
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

_DRIVER_PRELUDE = r"""package main

// Rockman's driver (generated from the problem's interface by rockman/problems/render_go.py):
// reads the job from stdin, calls the solution on each case and writes nonce-framed JSON events
// on a private copy of stdout. The solution gets an empty stdin.

import (
	rockmanbufio "bufio"
	rockmanbytes "bytes"
	rockmanjson "encoding/json"
	rockmanfmt "fmt"
	rockmanmath "math"
	rockmanos "os"
	rockmanfilepath "path/filepath"
	rockmanruntime "runtime"
	rockmandebug "runtime/debug"
	rockmansort "sort"
	rockmanstrconv "strconv"
	rockmanstrings "strings"
	rockmansyscall "syscall"
	rockmanutf8 "unicode/utf8"
)

var _ = rockmansort.Slice

const rockmanMaxStack = 64 << 20 // a runaway recursion fails as a stack overflow, not an OOM kill
const rockmanMaxMessage = 500

type rockmanTypeError struct{ msg string }

func (e rockmanTypeError) Error() string { return e.msg }

func rockmanBad(format string, args ...any) {
	panic(rockmanTypeError{rockmanfmt.Sprintf(format, args...)})
}

type rockmanChannel struct {
	in    *rockmanbufio.Reader
	out   *rockmanos.File
	nonce string
}

// Initialised before the solution's package-level variables and init functions (this file's
// name sorts first): the job's descriptor is private, fd 0 becomes /dev/null.
var rockmanIO = rockmanOpen()

func rockmanOpen() *rockmanChannel {
	in, err := rockmansyscall.Dup(0)
	if err != nil {
		panic(err)
	}
	out, err := rockmansyscall.Dup(1)
	if err != nil {
		panic(err)
	}
	rockmansyscall.CloseOnExec(in)
	rockmansyscall.CloseOnExec(out)
	if null, err := rockmansyscall.Open("/dev/null", rockmansyscall.O_RDONLY, 0); err == nil {
		_ = rockmansyscall.Dup3(null, 0, 0)
		_ = rockmansyscall.Close(null)
	}
	return &rockmanChannel{
		in:  rockmanbufio.NewReaderSize(rockmanos.NewFile(uintptr(in), "rockman-job"), 1<<16),
		out: rockmanos.NewFile(uintptr(out), "rockman-events"),
	}
}

func (c *rockmanChannel) emit(body []byte) {
	line := make([]byte, 0, len(body)+len(c.nonce)+3)
	line = append(line, '\n')
	line = append(line, c.nonce...)
	line = append(line, ' ')
	line = append(line, body...)
	line = append(line, '\n')
	if _, err := c.out.Write(line); err != nil {
		rockmanos.Exit(3)
	}
}

func (c *rockmanChannel) readLine() []byte {
	line, err := c.in.ReadBytes('\n')
	if err != nil && len(line) == 0 {
		return nil
	}
	return line
}

func rockmanParse(line []byte) map[string]any {
	decoder := rockmanjson.NewDecoder(rockmanbytes.NewReader(line))
	decoder.UseNumber()
	var doc map[string]any
	if err := decoder.Decode(&doc); err != nil {
		panic("rockman: bad job line: " + err.Error())
	}
	return doc
}

// --- JSON -> Go

func rockmanInt(v any) int {
	n, ok := v.(rockmanjson.Number)
	if !ok {
		rockmanBad("expected an integer, got %s", rockmanKind(v))
	}
	x, err := rockmanstrconv.ParseInt(string(n), 10, 64)
	if err != nil {
		if e, ok := err.(*rockmanstrconv.NumError); ok && e.Err == rockmanstrconv.ErrRange {
			rockmanBad("integer %s out of range", string(n))
		}
		rockmanBad("expected an integer, got %s", string(n))
	}
	return int(x)
}

func rockmanFloat(v any) float64 {
	switch x := v.(type) {
	case rockmanjson.Number:
		f, err := rockmanstrconv.ParseFloat(string(x), 64)
		if err != nil && !rockmanmath.IsInf(f, 0) {
			rockmanBad("bad number %s", string(x))
		}
		return f
	case map[string]any:
		switch x["__float__"] {
		case "nan":
			return rockmanmath.NaN()
		case "inf":
			return rockmanmath.Inf(1)
		case "-inf":
			return rockmanmath.Inf(-1)
		}
	}
	rockmanBad("expected a number, got %s", rockmanKind(v))
	return 0
}

func rockmanBool(v any) bool {
	x, ok := v.(bool)
	if !ok {
		rockmanBad("expected a boolean, got %s", rockmanKind(v))
	}
	return x
}

func rockmanString(v any) string {
	x, ok := v.(string)
	if !ok {
		rockmanBad("expected a string, got %s", rockmanKind(v))
	}
	return x
}

func rockmanArray(v any) []any {
	x, ok := v.([]any)
	if !ok {
		rockmanBad("expected an array, got %s", rockmanKind(v))
	}
	return x
}

func rockmanTuple(v any, n int) []any {
	x := rockmanArray(v)
	if len(x) != n {
		rockmanBad("expected %d values, got %d", n, len(x))
	}
	return x
}

func rockmanObject(v any) map[string]any {
	x, ok := v.(map[string]any)
	if !ok {
		rockmanBad("expected an object, got %s", rockmanKind(v))
	}
	return x
}

func rockmanIntKey(k string) int {
	x, err := rockmanstrconv.ParseInt(k, 10, 64)
	if err != nil {
		rockmanBad("bad integer key %q", k)
	}
	return int(x)
}

func rockmanKind(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case bool:
		return "a boolean"
	case rockmanjson.Number:
		return "a number"
	case string:
		return "a string"
	case []any:
		return "an array"
	case map[string]any:
		return "an object"
	}
	return rockmanfmt.Sprintf("%T", v)
}

// --- Go -> JSON

func rockmanAppendInt(b []byte, x int) []byte { return rockmanstrconv.AppendInt(b, int64(x), 10) }

func rockmanAppendFloat(b []byte, x float64) []byte {
	switch {
	case rockmanmath.IsNaN(x):
		return append(b, `{"__float__":"nan"}`...)
	case rockmanmath.IsInf(x, 1):
		return append(b, `{"__float__":"inf"}`...)
	case rockmanmath.IsInf(x, -1):
		return append(b, `{"__float__":"-inf"}`...)
	}
	format := byte('f')
	if abs := rockmanmath.Abs(x); abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		format = 'e'
	}
	return rockmanstrconv.AppendFloat(b, x, format, -1, 64)
}

func rockmanAppendBool(b []byte, x bool) []byte { return rockmanstrconv.AppendBool(b, x) }

const rockmanHex = "0123456789abcdef"

func rockmanAppendString(b []byte, s string) []byte {
	b = append(b, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c < rockmanutf8.RuneSelf {
			switch {
			case c == '"' || c == '\\':
				b = append(b, '\\', c)
			case c == '\n':
				b = append(b, '\\', 'n')
			case c == '\r':
				b = append(b, '\\', 'r')
			case c == '\t':
				b = append(b, '\\', 't')
			case c < 0x20 || c == 0x7f:
				b = append(b, '\\', 'u', '0', '0', rockmanHex[c>>4], rockmanHex[c&0xf])
			default:
				b = append(b, c)
			}
			i++
			continue
		}
		r, size := rockmanutf8.DecodeRuneInString(s[i:])
		if r == rockmanutf8.RuneError && size == 1 {
			b = append(b, `\ufffd`...)
		} else {
			b = append(b, s[i:i+size]...)
		}
		i += size
	}
	return append(b, '"')
}

func rockmanAppendIntKey(b []byte, x int) []byte {
	b = append(b, '"')
	b = rockmanstrconv.AppendInt(b, int64(x), 10)
	return append(b, '"')
}

// --- events

func rockmanDescribe(r any) (errorType string, message string) {
	defer func() {
		if recover() != nil {
			errorType, message = "panic", "a panic whose value cannot be printed"
		}
	}()
	switch e := r.(type) {
	case nil:
		return "panic", "panic(nil) or runtime.Goexit"
	case rockmanTypeError:
		return "TypeError", e.msg
	case rockmanruntime.Error:
		message = e.Error()
		if rockmanstrings.Contains(message, "out of memory") {
			return "MemoryError", message
		}
		return rockmanfmt.Sprintf("%T", r), message
	case error:
		return rockmanfmt.Sprintf("%T", r), e.Error()
	}
	return rockmanfmt.Sprintf("%T", r), rockmanfmt.Sprint(r)
}

func rockmanShort(s string) string {
	if len(s) <= rockmanMaxMessage {
		return s
	}
	cut := rockmanMaxMessage
	for cut > 0 && !rockmanutf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "..."
}

func rockmanJoin(parts [][]byte) []byte {
	b := []byte{'['}
	b = append(b, rockmanbytes.Join(parts, []byte{','})...)
	return append(b, ']')
}

// files: the JSON array of a file_io case's collected files, nil for none (no "files" key).
func rockmanEmitValue(i int, value []byte, files []byte) {
	b := append([]byte(`{"event":"case","i":`), rockmanstrconv.Itoa(i)...)
	b = append(b, `,"value":`...)
	b = append(b, value...)
	if files != nil {
		b = append(b, `,"files":`...)
		b = append(b, files...)
	}
	rockmanIO.emit(append(b, '}'))
}

func rockmanEmitError(i int, r any, partial [][]byte, withPartial bool) {
	errorType, message := rockmanDescribe(r)
	b := append([]byte(`{"event":"case","i":`), rockmanstrconv.Itoa(i)...)
	b = append(b, `,"error":`...)
	b = rockmanAppendString(b, rockmanShort(errorType+": "+message))
	b = append(b, `,"error_type":`...)
	b = rockmanAppendString(b, errorType)
	if withPartial {
		b = append(b, `,"partial":`...)
		b = append(b, rockmanJoin(partial)...)
	}
	rockmanIO.emit(append(b, '}'))
}

func rockmanPeakRSS() int64 {
	data, err := rockmanos.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range rockmanstrings.Split(string(data), "\n") {
		if rockmanstrings.HasPrefix(line, "VmHWM:") {
			fields := rockmanstrings.Fields(line)
			if len(fields) >= 2 {
				kb, _ := rockmanstrconv.ParseInt(fields[1], 10, 64)
				return kb * 1024
			}
		}
	}
	return 0
}

func rockmanCases(doc map[string]any) []any {
	cases, ok := doc["cases"].([]any)
	if !ok {
		panic("rockman: the job has no cases")
	}
	return cases
}

// --- file_io fixtures (paths relative to the working folder, the run's work folder)

// The job's (or secret line's) fixtures, one per case; nil when it has none.
func rockmanFixtures(doc map[string]any) []any {
	raw := doc["fixtures"]
	if raw == nil {
		return nil
	}
	fixtures, ok := raw.([]any)
	if !ok {
		panic("rockman: the job's fixtures are not an array")
	}
	return fixtures
}

// Creates the case's root folder and writes its files (UTF-8 bytes exactly), just before the
// call; returns the paths to read back after it. A failure panics: the case's error event.
func rockmanWriteFixture(fixtures []any, i int) []string {
	if i >= len(fixtures) {
		rockmanBad("no fixture for case %d", i)
	}
	fixture := rockmanObject(fixtures[i])
	if err := rockmanos.MkdirAll(rockmanString(fixture["root"]), 0o777); err != nil {
		panic(err)
	}
	files := rockmanObject(fixture["files"])
	paths := make([]string, 0, len(files))
	for path := range files {
		paths = append(paths, path)
	}
	rockmansort.Strings(paths)
	for _, path := range paths {
		text := rockmanString(files[path])
		if err := rockmanos.MkdirAll(rockmanfilepath.Dir(path), 0o777); err != nil {
			panic(err)
		}
		if err := rockmanos.WriteFile(path, []byte(text), 0o666); err != nil {
			panic(err)
		}
	}
	items := rockmanArray(fixture["collect"])
	collect := make([]string, len(items))
	for k, item := range items {
		collect[k] = rockmanString(item)
	}
	return collect
}

// The JSON array of the collected files' texts: null for a file that is missing, unreadable
// or not valid UTF-8.
func rockmanReadFiles(paths []string) []byte {
	b := []byte{'['}
	for k, path := range paths {
		if k > 0 {
			b = append(b, ',')
		}
		data, err := rockmanos.ReadFile(path)
		if err != nil || !rockmanutf8.Valid(data) {
			b = append(b, "null"...)
		} else {
			b = rockmanAppendString(b, string(data))
		}
	}
	return append(b, ']')
}

func rockmanRun(doc map[string]any) {
	fixtures := rockmanFixtures(doc)
	for i, c := range rockmanCases(doc) {
		rockmanCase(i, c, fixtures)
	}
}

func main() {
	rockmandebug.SetMaxStack(rockmanMaxStack)
	job := rockmanParse(rockmanIO.readLine())
	rockmanIO.nonce, _ = job["nonce"].(string)
	rockmanRun(job)
	rockmanIO.emit([]byte(`{"event":"public_done"}`))
	// The secret cases (and their fixtures, written only as each case runs) after release.
	if line := rockmanIO.readLine(); len(rockmanbytes.TrimSpace(line)) > 0 {
		rockmanRun(rockmanParse(line))
	}
	done := []byte(`{"event":"done","peak_rss_bytes":`)
	done = rockmanstrconv.AppendInt(done, rockmanPeakRSS(), 10)
	rockmanIO.emit(append(done, '}'))
}
"""


class _Converters:
    """Numbered JSON<->Go conversion functions, one pair per distinct type, children first."""

    def __init__(self) -> None:
        self.index: dict[str, int] = {}
        self.code: list[str] = []

    def of(self, ref: pb.TypeRef) -> int:
        key = typesyntax.format_type(ref)
        if key in self.index:
            return self.index[key]
        if ref.kind == pb.TYPE_KIND_NONE:
            raise ValueError("go: none is not a value type")
        children = [self.of(p) for p in ref.params]
        number = len(self.index)
        self.index[key] = number
        self.code.append(self._functions(ref, number, children))
        return number

    @staticmethod
    def _functions(ref: pb.TypeRef, n: int, kids: list[int]) -> str:
        go = type_name(ref)
        kind = ref.kind
        dec = f"func rockmanDec{n}(v any) {go} {{\n"
        enc = f"func rockmanEnc{n}(b []byte, x {go}) []byte {{\n"
        scalar = {
            pb.TYPE_KIND_INT: ("rockmanInt", "rockmanAppendInt"),
            pb.TYPE_KIND_FLOAT: ("rockmanFloat", "rockmanAppendFloat"),
            pb.TYPE_KIND_BOOL: ("rockmanBool", "rockmanAppendBool"),
            pb.TYPE_KIND_STRING: ("rockmanString", "rockmanAppendString"),
        }
        if kind in scalar:
            get, put = scalar[kind]
            dec += f"\treturn {get}(v)\n"
            enc += f"\treturn {put}(b, x)\n"
        elif kind == pb.TYPE_KIND_LIST:
            (item,) = kids
            dec += (
                "\titems := rockmanArray(v)\n"
                f"\tout := make({go}, len(items))\n"
                "\tfor i, item := range items {\n"
                f"\t\tout[i] = rockmanDec{item}(item)\n"
                "\t}\n"
                "\treturn out\n"
            )
            enc += (
                "\tb = append(b, '[')\n"
                "\tfor i, item := range x {\n"
                "\t\tif i > 0 {\n\t\t\tb = append(b, ',')\n\t\t}\n"
                f"\t\tb = rockmanEnc{item}(b, item)\n"
                "\t}\n"
                "\treturn append(b, ']')\n"
            )
        elif kind == pb.TYPE_KIND_MAP:
            _, value = kids
            int_keys = ref.params[0].kind == pb.TYPE_KIND_INT
            key_type = type_name(ref.params[0])
            dec += (
                "\tobject := rockmanObject(v)\n"
                f"\tout := make({go}, len(object))\n"
                "\tfor k, item := range object {\n"
                f"\t\tout[{'rockmanIntKey(k)' if int_keys else 'k'}] = rockmanDec{value}(item)\n"
                "\t}\n"
                "\treturn out\n"
            )
            enc += (
                f"\tkeys := make([]{key_type}, 0, len(x))\n"
                "\tfor k := range x {\n\t\tkeys = append(keys, k)\n\t}\n"
                "\trockmansort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] })\n"
                "\tb = append(b, '{')\n"
                "\tfor i, k := range keys {\n"
                "\t\tif i > 0 {\n\t\t\tb = append(b, ',')\n\t\t}\n"
                f"\t\tb = {'rockmanAppendIntKey' if int_keys else 'rockmanAppendString'}(b, k)\n"
                "\t\tb = append(b, ':')\n"
                f"\t\tb = rockmanEnc{value}(b, x[k])\n"
                "\t}\n"
                "\treturn append(b, '}')\n"
            )
        elif kind == pb.TYPE_KIND_OPTIONAL:
            (inner,) = kids
            dec += (
                "\tif v == nil {\n\t\treturn nil\n\t}\n"
                f"\tvalue := rockmanDec{inner}(v)\n"
                "\treturn &value\n"
            )
            enc += (
                '\tif x == nil {\n\t\treturn append(b, "null"...)\n\t}\n'
                f"\treturn rockmanEnc{inner}(b, *x)\n"
            )
        elif kind == pb.TYPE_KIND_TUPLE:
            arity = len(kids)
            dec += f"\titems := rockmanTuple(v, {arity})\n"
            enc += "\tb = append(b, '[')\n"
            if _homogeneous(ref):
                dec += f"\tvar out {go}\n"
                dec += "".join(
                    f"\tout[{i}] = rockmanDec{k}(items[{i}])\n" for i, k in enumerate(kids)
                )
                dec += "\treturn out\n"
                fields = [f"x[{i}]" for i in range(arity)]
            else:
                names = tuple_fields(arity)
                values = ", ".join(
                    f"{f}: rockmanDec{k}(items[{i}])"
                    for i, (f, k) in enumerate(zip(names, kids, strict=True))
                )
                dec += f"\treturn {go}{{{values}}}\n"
                fields = [f"x.{f}" for f in names]
            for i, (field, k) in enumerate(zip(fields, kids, strict=True)):
                if i:
                    enc += "\tb = append(b, ',')\n"
                enc += f"\tb = rockmanEnc{k}(b, {field})\n"
            enc += "\treturn append(b, ']')\n"
        else:
            raise ValueError(f"go: no conversion for type kind {kind}")
        return dec + "}\n\n" + enc + "}\n"


def _call_lines(
    conv: _Converters, call: str, sig: pb.FunctionSignature, args: str
) -> tuple[list[str], str]:
    """(statements that convert `args`, a JSON array, to the parameters and make the call,
    a []byte expression of the result's JSON)."""
    params = list(sig.params)
    lines = [f"a := rockmanTuple({args}, {len(params)})" if params else f"rockmanTuple({args}, 0)"]
    values = ", ".join(f"rockmanDec{conv.of(p.type)}(a[{i}])" for i, p in enumerate(params))
    ret = sig.returns
    if ret.kind == pb.TYPE_KIND_NONE:
        lines.append(f"{call}({values})")
        return lines, '[]byte("null")'
    if ret.kind == pb.TYPE_KIND_TUPLE:
        names = [f"r{i}" for i in range(len(ret.params))]
        lines.append(f"{', '.join(names)} := {call}({values})")
        lines.append("out := []byte{'['}")
        for i, (name, p) in enumerate(zip(names, ret.params, strict=True)):
            if i:
                lines.append("out = append(out, ',')")
            lines.append(f"out = rockmanEnc{conv.of(p)}(out, {name})")
        return lines, "append(out, ']')"
    lines.append(f"r := {call}({values})")
    return lines, f"rockmanEnc{conv.of(ret)}(nil, r)"


def _indented(lines: list[str], indent: str) -> str:
    return "".join(f"{indent}{line}\n" for line in lines)


def _function_driver(conv: _Converters, sig: pb.FunctionSignature) -> str:
    """rockmanCase: a file_io case (fixtures not nil) writes its files just before the call and
    reports the collected ones after it."""
    lines, result = _call_lines(conv, entry_name(sig.name, "function"), sig, "c")
    lines.append(f"result := {result}")
    return (
        "func rockmanCase(i int, c any, fixtures []any) {\n"
        "\tfinished := false\n"
        "\tdefer func() {\n"
        "\t\tif !finished {\n"
        "\t\t\trockmanEmitError(i, recover(), nil, false)\n"
        "\t\t}\n"
        "\t}()\n"
        "\tvar collect []string\n"
        "\tif fixtures != nil {\n"
        "\t\tcollect = rockmanWriteFixture(fixtures, i)\n"
        "\t}\n" + _indented(lines, "\t") + "\tvar files []byte\n"
        "\tif fixtures != nil {\n"
        "\t\tfiles = rockmanReadFiles(collect)\n"
        "\t}\n"
        "\tfinished = true\n"
        "\trockmanEmitValue(i, result, files)\n"
        "}\n"
    )


def _class_driver(conv: _Converters, cls: pb.ClassInterface) -> str:
    ctor = pb.FunctionSignature(
        name=cls.name, params=cls.constructor_params, returns=pb.TypeRef(kind=pb.TYPE_KIND_INT)
    )
    lines, _ = _call_lines(conv, constructor_name(cls), ctor, 'op["init"]')
    lines[-1] = lines[-1].replace("r := ", "obj := ", 1)
    cases = []
    for method in cls.methods:
        call = f"obj.{entry_name(method.name, 'method')}"
        body, result = _call_lines(conv, call, method, "step[1]")
        body.append(f"parts = append(parts, {result})")
        cases.append(f"\t\tcase {json.dumps(method.name)}:\n" + _indented(body, "\t\t\t"))
    return (
        "func rockmanCase(i int, c any, _ []any) {\n"
        "\tvar parts [][]byte\n"
        "\tfinished := false\n"
        "\tdefer func() {\n"
        "\t\tif !finished {\n"
        "\t\t\trockmanEmitError(i, recover(), parts, true)\n"
        "\t\t}\n"
        "\t}()\n"
        "\top := rockmanObject(c)\n"
        + _indented(lines, "\t")
        + '\tfor _, raw := range rockmanArray(op["ops"]) {\n'
        "\t\tstep := rockmanTuple(raw, 2)\n"
        "\t\tswitch name := rockmanString(step[0]); name {\n" + "".join(cases) + "\t\tdefault:\n"
        '\t\t\trockmanBad("unknown method %q", name)\n'
        "\t\t}\n"
        "\t}\n"
        "\tfinished = true\n"
        "\trockmanEmitValue(i, rockmanJoin(parts), nil)\n"
        "}\n"
    )


def driver_source(interface: pb.Interface) -> str:
    """The trusted driver (a second file of package main) for a problem's interface."""
    conv = _Converters()
    if interface.HasField("function"):
        runner = _function_driver(conv, interface.function)
    elif interface.HasField("class_interface"):
        runner = _class_driver(conv, interface.class_interface)
    else:
        raise ValueError("go: the interface is neither a function nor a class")
    return _DRIVER_PRELUDE + "\n" + runner + "\n" + "\n".join(conv.code)
