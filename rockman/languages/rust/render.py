"""Rendering a language-neutral problem as a Rust prompt, and the Rust driver that runs it.

Type mapping (owned values, as LeetCode's Rust signatures take them):

    int -> i64            float -> f64          bool -> bool          str -> String
    none -> ()            (a function or method returning none has no `-> ...`)
    list[T] -> Vec<T>     dict[K, V] -> HashMap<K, V> (std::collections; K is i64 or String)
    tuple[A, B, ...] -> (A, B, ...)  (a one-element tuple is `(A,)`)
    optional[T] -> Option<T>

Naming: functions, methods and parameters are snake_case, classes PascalCase (a neutral name
already in that case is kept as it is: `LRUCache`); a name that is a Rust keyword gets a
trailing underscore (`type` -> `type_`), and a method named `new` becomes `new_` because `new`
is the constructor.

Prompt: the first line is a `//` comment with the canary, then `use std::collections::HashMap;`
when a signature needs it, then `///` doc comments (the description and up to three public
cases as a rustdoc `# Examples` block of `assert_eq!` lines with Rust literals), then:

* a function: its signature, ending with the open body `{`. The completion supplies the body
  and the closing `}` (as HumanEval-X's Rust prompts): `fn f(xs: Vec<i64>) -> i64 {`;
* a class: a complete skeleton, `struct Name { ... }` plus `impl Name { fn new(...) -> Self;
  fn method(&mut self, ...) -> T; ... }` with `todo!()` bodies. Every method takes `&mut self`
  (one receiver for all keeps the interface simple; the driver's `let mut obj` also accepts
  `&self`). Class tasks are answered with a whole solution;
* starter code (problems/<id>/starter.rs): the description as `//!` module docs, then the code.

The driver (`driver_source`) is appended to the solution by the executor
(rockman/languages/rust/toolchain.py `driver_program`, which also renames a `fn main` of the
solution, as for HumanEval-X): a private module `rockman_driver` with a hand-written JSON reader
and writer, conversion traits for the mapped types, and the case loop, then `fn main`. That code
is Rust source of its own, rockman/languages/rust/driver_runtime.rs; this module only generates
`OPERATIONS` and `rockman_case` from the interface, in place of the file's stand-in. It speaks
the protocol of rockman/judging/python_harness.py. Arguments are converted to the declared
types (a value of the wrong shape or out of i64's range is error_type "TypeError"), each case
runs under `std::panic::catch_unwind` (a panic is error_type "panic"; a panic hook records its
location and keeps stderr quiet), and an allocation that fails is reported as "MemoryError" by a
global allocator wrapping the system one (so a solution may not declare its own
`#[global_allocator]`); that event is written without allocating, so it has no "partial", and
the process then aborts as Rust does. The solution's stdin is /dev/null; its stdout is left as
it is (the protocol goes to a private copy of fd 1).

Helpers a solution cannot replace (issue 31 point 5; docs/rendering.md): the driver's items are
private to its module (only `main` is visible from the crate root, where the solution lives), it
reaches the solution only as `super::name` and invokes every macro by its `::std::` path, so
nothing the solution declares (items, impls, `macro_rules!`, glob imports) takes the place of its
own. It reads the job, duplicates the descriptors and writes protocol lines with system calls of
its own (inline `asm!`, x86_64 and aarch64), never the C library's read/write, and reinstalls its
panic hook before every case. What it cannot avoid calling (malloc, memcpy, the standard
library's file system calls) is guarded by the compile: rockman/languages/rust/toolchain.py
refuses a program that defines a symbol of a library it links.

file_io problems: when the job (or the secret line) carries "fixtures", parallel to "cases", each
case's root folder and input files are written just before its call (relative to the work folder
the driver started in, taken before any case runs), and a successful case's event carries
"files": the texts at the fixture's "collect" paths (null where missing or not UTF-8). A fixture
that cannot be written is the case's error (error_type "OSError").
"""

from __future__ import annotations

import functools
import json
import re
from typing import Any

from rockman import languages
from rockman.problem_spec import ProblemSpec
from rockman.v1 import common_pb2 as pb

LANGUAGE: int = pb.LANGUAGE_RUST
MAX_EXAMPLES = 3

# Strict, reserved and weak keywords (2021 edition, and `gen` of 2024).
_KEYWORD_TEXT = """
as async await break const continue crate dyn else enum extern false fn for gen if impl in let loop
match mod move mut pub ref return self Self static struct super trait true type unsafe use where
while abstract become box do final macro override priv try typeof unsized virtual yield union
"""
_KEYWORDS = frozenset(_KEYWORD_TEXT.split())


# -- types and names ------------------------------------------------------------------------------


def type_name(ref: pb.TypeRef) -> str:
    """The Rust type of a neutral type (the mapping table above)."""
    kind = ref.kind
    if kind == pb.TYPE_KIND_INT:
        return "i64"
    if kind == pb.TYPE_KIND_FLOAT:
        return "f64"
    if kind == pb.TYPE_KIND_BOOL:
        return "bool"
    if kind == pb.TYPE_KIND_STRING:
        return "String"
    if kind == pb.TYPE_KIND_NONE:
        return "()"
    if kind == pb.TYPE_KIND_LIST:
        return f"Vec<{type_name(ref.params[0])}>"
    if kind == pb.TYPE_KIND_MAP:
        return f"HashMap<{type_name(ref.params[0])}, {type_name(ref.params[1])}>"
    if kind == pb.TYPE_KIND_TUPLE:
        items = [type_name(p) for p in ref.params]
        return f"({items[0]},)" if len(items) == 1 else f"({', '.join(items)})"
    if kind == pb.TYPE_KIND_OPTIONAL:
        return f"Option<{type_name(ref.params[0])}>"
    raise ValueError(f"rust: no type for type kind {kind}")


def _snake(name: str) -> str:
    text = re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", name)
    return text.lower()


def _pascal(name: str) -> str:
    if "_" not in name:
        return name[:1].upper() + name[1:]
    return "".join(part[:1].upper() + part[1:] for part in name.split("_") if part)


def entry_name(neutral: str, kind: str) -> str:
    """The Rust name of a neutral name; kind is function, method, class or param."""
    if kind == "class":
        name = _pascal(neutral)
    elif kind in ("function", "method", "param"):
        name = _snake(neutral)
    else:
        raise ValueError(f"rust: unknown name kind {kind!r}")
    if name in _KEYWORDS or (kind == "method" and name == "new"):
        name += "_"
    return name


def _uses_map(refs: list[pb.TypeRef]) -> bool:
    return any(r.kind == pb.TYPE_KIND_MAP or _uses_map(list(r.params)) for r in refs)


def _interface_types(interface: pb.Interface) -> list[pb.TypeRef]:
    if interface.HasField("function"):
        sig = interface.function
        return [*(p.type for p in sig.params), sig.returns]
    cls = interface.class_interface
    refs = [p.type for p in cls.constructor_params]
    for m in cls.methods:
        refs.extend([*(p.type for p in m.params), m.returns])
    return refs


# -- literals -------------------------------------------------------------------------------------


def _string_literal(text: str) -> str:
    out = []
    for ch in text:
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\r":
            out.append("\\r")
        elif ch == "\t":
            out.append("\\t")
        elif ch.isprintable() and not 0xD800 <= ord(ch) <= 0xDFFF:
            out.append(ch)
        else:
            out.append(f"\\u{{{ord(ch):x}}}")
    return '"' + "".join(out) + '"'


def _float_literal(value: Any) -> str:
    if isinstance(value, dict):
        special = str(value.get("__float__"))
        return {"nan": "f64::NAN", "inf": "f64::INFINITY", "-inf": "f64::NEG_INFINITY"}[special]
    number = float(value)
    if number != number:
        return "f64::NAN"
    if number in (float("inf"), float("-inf")):
        return "f64::INFINITY" if number > 0 else "f64::NEG_INFINITY"
    return repr(number)


def literal(ref: pb.TypeRef, value: Any, typed: bool = False) -> str:
    """A Rust expression of type `type_name(ref)` for a JSON value of the neutral type.

    With `typed`, empty lists are written `Vec::<T>::new()`: an expected value beside the
    call's result in `assert_eq!`, where `vec![]`'s element type cannot be inferred
    (`Vec<T>: PartialEq<Vec<U>>` for any U).
    """
    kind = ref.kind
    if kind == pb.TYPE_KIND_OPTIONAL:
        return "None" if value is None else f"Some({literal(ref.params[0], value, typed)})"
    if kind == pb.TYPE_KIND_NONE:
        return "()"
    if kind == pb.TYPE_KIND_INT:
        return str(int(value))
    if kind == pb.TYPE_KIND_FLOAT:
        return _float_literal(value)
    if kind == pb.TYPE_KIND_BOOL:
        return "true" if value else "false"
    if kind == pb.TYPE_KIND_STRING:
        return f"{_string_literal(value)}.to_string()"
    if kind == pb.TYPE_KIND_LIST:
        if not value and typed:
            return f"Vec::<{type_name(ref.params[0])}>::new()"
        return f"vec![{', '.join(literal(ref.params[0], v, typed) for v in value)}]"
    if kind == pb.TYPE_KIND_TUPLE:
        items = [literal(p, v, typed) for p, v in zip(ref.params, value, strict=True)]
        return f"({items[0]},)" if len(items) == 1 else f"({', '.join(items)})"
    if kind == pb.TYPE_KIND_MAP:
        if not value:
            return "HashMap::new()"
        key_ref, value_ref = ref.params
        pairs = []
        for key, item in value.items():
            key_value = key if key_ref.kind == pb.TYPE_KIND_STRING else json.loads(key)
            pairs.append(f"({literal(key_ref, key_value)}, {literal(value_ref, item, typed)})")
        return f"HashMap::from([{', '.join(pairs)}])"
    raise ValueError(f"rust: no literal for type kind {kind}")


# -- prompt ---------------------------------------------------------------------------------------


def _params_text(params: list[pb.Parameter]) -> str:
    return ", ".join(f"{entry_name(p.name, 'param')}: {type_name(p.type)}" for p in params)


def _returns_text(ref: pb.TypeRef) -> str:
    return "" if ref.kind == pb.TYPE_KIND_NONE else f" -> {type_name(ref)}"


def _signature(sig: pb.FunctionSignature) -> str:
    name = entry_name(sig.name, "function")
    return f"fn {name}({_params_text(list(sig.params))}){_returns_text(sig.returns)}"


def _method_signature(sig: pb.FunctionSignature) -> str:
    params = ["&mut self", _params_text(list(sig.params))] if sig.params else ["&mut self"]
    name = entry_name(sig.name, "method")
    return f"fn {name}({', '.join(params)}){_returns_text(sig.returns)}"


def _call(name: str, params: list[pb.Parameter], args: list[Any]) -> str:
    values = [literal(p.type, a) for p, a in zip(params, args, strict=True)]
    return f"{name}({', '.join(values)})"


def _check(call: str, returns: pb.TypeRef, expected: Any) -> str:
    if returns.kind == pb.TYPE_KIND_NONE:
        return f"{call};"
    return f"assert_eq!({call}, {literal(returns, expected, typed=True)});"


def _function_examples(spec: ProblemSpec) -> list[str]:
    sig = spec.interface.function
    name = entry_name(sig.name, "function")
    return [
        _check(_call(name, list(sig.params), case["args"]), sig.returns, case["expected"])
        for case in spec.public[:MAX_EXAMPLES]
    ]


def _class_example(spec: ProblemSpec) -> list[str]:
    cls = spec.interface.class_interface
    methods = {m.name: m for m in cls.methods}
    case = spec.public[0]
    ctor = _call(
        f"{entry_name(cls.name, 'class')}::new", list(cls.constructor_params), case["init"]
    )
    lines = [f"let mut obj = {ctor};"]
    for (name, args), expected in zip(case["ops"], case["expected"], strict=True):
        method = methods[name]
        call = _call(f"obj.{entry_name(name, 'method')}", list(method.params), args)
        lines.append(_check(call, method.returns, expected))
    return lines


def _doc(spec: ProblemSpec, marker: str, indent: str = "") -> str:
    heading = "# Example" if spec.is_class else "# Examples"
    examples = _class_example(spec) if spec.is_class else _function_examples(spec)
    lines = [*spec.description.strip().splitlines(), "", heading, "", "```", *examples, "```"]
    return "".join(f"{indent}{marker} {line}".rstrip() + "\n" for line in lines)


def render_prompt(spec: ProblemSpec, canary: str) -> str:
    """The Rust prompt of a problem; for a function a completion is appended to it."""
    header = f"// {canary}\n"
    starter = spec.starter_code.get("rust")
    if starter is not None:
        return header + _doc(spec, "//!") + "\n" + starter.rstrip() + "\n"
    if _uses_map(_interface_types(spec.interface)):
        header += "use std::collections::HashMap;\n"
    header += "\n"
    if not spec.is_class:
        return header + _doc(spec, "///") + _signature(spec.interface.function) + " {\n"
    cls = spec.interface.class_interface
    name = entry_name(cls.name, "class")
    parts = [header, _doc(spec, "///"), f"struct {name} {{\n    // your fields\n}}\n\n"]
    parts.append(f"impl {name} {{\n")
    ctor = f"fn new({_params_text(list(cls.constructor_params))}) -> Self"
    methods: list[tuple[str, str]] = [
        (ctor, ""),
        *((_method_signature(m), m.description) for m in cls.methods),
    ]
    for i, (signature, description) in enumerate(methods):
        if i:
            parts.append("\n")
        for line in description.strip().splitlines():
            parts.append(f"    /// {line}".rstrip() + "\n")
        parts.append(f"    {signature} {{\n        todo!()\n    }}\n")
    parts.append("}\n")
    return "".join(parts)


# -- driver ---------------------------------------------------------------------------------------


# The generic part of the driver (JSON, conversions, the protocol) is
# rockman/languages/rust/driver_runtime.rs: `mod rockman_driver`, then `fn main`. Every macro is
# invoked by its `::std::` path, so that a `macro_rules!` of the solution (in textual scope there)
# cannot stand in for it; the solution's items are reached only as `super::name`. Its stand-in
# block CASES (stand-in cases, so that the file compiles on its own) is filled with the cases
# generated from the interface, at the end of the module.
@functools.cache
def _runtime() -> str:
    """driver_runtime.rs, its stand-in CASES to fill."""
    return languages.source("rust", "driver_runtime.rs")


def _convert_args(params: list[pb.Parameter], source: str, indent: str) -> tuple[str, list[str]]:
    """Lines that bind each argument of `source` (a &Json array) to its declared type."""
    lines = [f"{indent}let args = arguments({source}, {len(params)})?;\n"]
    names = []
    for i, p in enumerate(params):
        lines.append(f"{indent}let a{i}: {type_name(p.type)} = from_json(&args[{i}])?;\n")
        names.append(f"a{i}")
    return "".join(lines), names


def _call_case(sig: pb.FunctionSignature) -> str:
    convert, names = _convert_args(list(sig.params), "case", "        ")
    name = entry_name(sig.name, "function")
    return (
        "    const OPERATIONS: bool = false;\n\n"
        "    fn rockman_case(case: &Json, values: &mut Vec<String>) -> Result<(), Failure> {\n"
        f"{convert}"
        f"        let result: {type_name(sig.returns)} = super::{name}({', '.join(names)});\n"
        "        values.push(json_text(&result));\n"
        "        Ok(())\n"
        "    }\n"
    )


def _operations_case(cls: pb.ClassInterface) -> str:
    name = entry_name(cls.name, "class")
    convert, names = _convert_args(list(cls.constructor_params), "init", "        ")
    parts = [
        "    const OPERATIONS: bool = true;\n\n",
        "    fn rockman_case(case: &Json, values: &mut Vec<String>) -> Result<(), Failure> {\n",
        "        let (init, ops) = operations(case)?;\n",
        convert,
        f"        let mut obj: super::{name} = super::{name}::new({', '.join(names)});\n",
        "        for op in ops {\n",
        "            let (name, args) = operation(op)?;\n",
        "            match name {\n",
    ]
    for method in cls.methods:
        convert, names = _convert_args(list(method.params), "args", "                    ")
        call = f"obj.{entry_name(method.name, 'method')}({', '.join(names)})"
        parts += [
            f"                {json.dumps(method.name)} => {{\n",
            convert,
            f"                    let result: {type_name(method.returns)} = {call};\n",
            "                    values.push(json_text(&result));\n",
            "                }\n",
        ]
    parts += [
        "                _ => return Err(unknown_method(name)),\n",
        "            }\n",
        "        }\n",
        "        Ok(())\n",
        "    }\n",
    ]
    return "".join(parts)


def driver_source(interface: pb.Interface) -> str:
    """The trusted driver, appended after the solution: `mod rockman_driver` and `fn main`."""
    if interface.HasField("function"):
        cases = _call_case(interface.function)
    elif interface.HasField("class_interface"):
        cases = _operations_case(interface.class_interface)
    else:
        raise ValueError("rust: the interface is neither a function nor a class")
    # A blank line after the solution.
    return "\n" + languages.fill_stand_ins(_runtime(), CASES=cases)
