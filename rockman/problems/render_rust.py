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
(services/executor/languages/rust.py `driver_program`, which also renames a `fn main` of the
solution, as for HumanEval-X): a private module `rockman_driver` with a hand-written JSON reader
and writer, conversion traits for the mapped types, and the case loop, then `fn main`. It speaks
the protocol of services/executor/python_harness.py. Arguments are converted to the declared
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
library's file system calls) is guarded by the compile: services/executor/languages/rust.py
refuses a program that defines a symbol of a library it links.

file_io problems: when the job (or the secret line) carries "fixtures", parallel to "cases", each
case's root folder and input files are written just before its call (relative to the work folder
the driver started in, taken before any case runs), and a successful case's event carries
"files": the texts at the fixture's "collect" paths (null where missing or not UTF-8). A fixture
that cannot be written is the case's error (error_type "OSError").
"""

from __future__ import annotations

import json
import re
from typing import Any

from rockman.problems.spec import ProblemSpec
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

# The generic part of the driver: JSON, conversions, the protocol. Every macro is invoked by its
# `::std::` path, so that a `macro_rules!` of the solution (in textual scope here) cannot stand
# in for it; the solution's items are reached only as `super::name`.
_RUNTIME = r"""
// ---------------------------------------------------------------------------------------------
// Rockman's driver (trusted, generated from the problem's interface; not part of the solution).
// It reads the job from stdin, converts each case's JSON arguments to the declared types, calls
// the solution and writes the results as JSON lines on a private copy of stdout.
// ---------------------------------------------------------------------------------------------
#[allow(dead_code, unused_imports, unused_mut, unused_variables, unused_parens, non_snake_case)]
mod rockman_driver {
    use ::std::boxed::Box;
    use ::std::collections::HashMap;
    use ::std::option::Option::{self, None, Some};
    use ::std::result::Result::{self, Err, Ok};
    use ::std::string::{String, ToString};
    use ::std::vec::Vec;
    use ::std::sync::atomic::{AtomicBool, AtomicI32, AtomicI64, Ordering};

    const MAX_MESSAGE: usize = 500;
    const MAX_DEPTH: usize = 1000; // JSON nesting, far below what the main stack holds

    /// Why a case failed, as the protocol's error_type and a short message.
    struct Failure {
        kind: &'static str,
        message: String,
    }

    fn type_error(message: String) -> Failure {
        Failure { kind: "TypeError", message }
    }

    // -- JSON -------------------------------------------------------------------------------

    enum Json {
        Null,
        Bool(bool),
        Num(String), // the number's text, converted by the declared type
        Str(String),
        BadStr, // a string no Rust String can hold (a lone surrogate escape, invalid UTF-8)
        Arr(Vec<Json>),
        Obj(Vec<(String, Json)>),
    }

    fn describe(value: &Json) -> &'static str {
        match value {
            Json::Null => "null",
            Json::Bool(_) => "a boolean",
            Json::Num(_) => "a number",
            Json::Str(_) | Json::BadStr => "a string",
            Json::Arr(_) => "an array",
            Json::Obj(_) => "an object",
        }
    }

    struct Parser<'a> {
        text: &'a [u8],
        at: usize,
    }

    impl<'a> Parser<'a> {
        fn error(&self, what: &str) -> String {
            ::std::format!("invalid JSON at byte {}: {}", self.at, what)
        }

        fn skip_blanks(&mut self) {
            while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.peek() {
                self.at += 1;
            }
        }

        fn peek(&self) -> Option<u8> {
            self.text.get(self.at).copied()
        }

        fn word(&mut self, word: &[u8], value: Json) -> Result<Json, String> {
            if self.text[self.at..].starts_with(word) {
                self.at += word.len();
                Ok(value)
            } else {
                Err(self.error("unknown literal"))
            }
        }

        fn value(&mut self, depth: usize) -> Result<Json, String> {
            if depth > MAX_DEPTH {
                return Err(self.error("nested too deeply"));
            }
            self.skip_blanks();
            match self.peek() {
                Some(b'n') => self.word(b"null", Json::Null),
                Some(b't') => self.word(b"true", Json::Bool(true)),
                Some(b'f') => self.word(b"false", Json::Bool(false)),
                Some(b'"') => self.string(),
                Some(b'[') => {
                    self.at += 1;
                    let mut items = Vec::new();
                    self.skip_blanks();
                    if self.peek() == Some(b']') {
                        self.at += 1;
                        return Ok(Json::Arr(items));
                    }
                    loop {
                        items.push(self.value(depth + 1)?);
                        self.skip_blanks();
                        match self.peek() {
                            Some(b',') => self.at += 1,
                            Some(b']') => {
                                self.at += 1;
                                return Ok(Json::Arr(items));
                            }
                            _ => return Err(self.error("expected ',' or ']'")),
                        }
                    }
                }
                Some(b'{') => {
                    self.at += 1;
                    let mut fields = Vec::new();
                    self.skip_blanks();
                    if self.peek() == Some(b'}') {
                        self.at += 1;
                        return Ok(Json::Obj(fields));
                    }
                    loop {
                        self.skip_blanks();
                        let key = match self.string()? {
                            Json::Str(key) => key,
                            _ => return Err(self.error("unreadable object key")),
                        };
                        self.skip_blanks();
                        if self.peek() != Some(b':') {
                            return Err(self.error("expected ':'"));
                        }
                        self.at += 1;
                        fields.push((key, self.value(depth + 1)?));
                        self.skip_blanks();
                        match self.peek() {
                            Some(b',') => self.at += 1,
                            Some(b'}') => {
                                self.at += 1;
                                return Ok(Json::Obj(fields));
                            }
                            _ => return Err(self.error("expected ',' or '}'")),
                        }
                    }
                }
                Some(b'-') | Some(b'0'..=b'9') => {
                    let start = self.at;
                    while let Some(b'0'..=b'9' | b'-' | b'+' | b'.' | b'e' | b'E') = self.peek() {
                        self.at += 1;
                    }
                    let text = ::std::str::from_utf8(&self.text[start..self.at]).unwrap_or("");
                    Ok(Json::Num(text.to_string()))
                }
                _ => Err(self.error("expected a value")),
            }
        }

        fn hex4(&mut self) -> Result<u32, String> {
            if self.at + 4 > self.text.len() {
                return Err(self.error("short \\u escape"));
            }
            let digits = ::std::str::from_utf8(&self.text[self.at..self.at + 4]).unwrap_or("x");
            let code = u32::from_str_radix(digits, 16).map_err(|_| self.error("bad \\u escape"))?;
            self.at += 4;
            Ok(code)
        }

        fn string(&mut self) -> Result<Json, String> {
            if self.peek() != Some(b'"') {
                return Err(self.error("expected a string"));
            }
            self.at += 1;
            let mut bytes: Vec<u8> = Vec::new();
            let mut valid = true;
            loop {
                let byte = match self.peek() {
                    Some(byte) => byte,
                    None => return Err(self.error("unterminated string")),
                };
                self.at += 1;
                match byte {
                    b'"' => break,
                    b'\\' => {
                        let escape = match self.peek() {
                            Some(escape) => escape,
                            None => return Err(self.error("unterminated string")),
                        };
                        self.at += 1;
                        let simple = match escape {
                            b'"' => Some(b'"'),
                            b'\\' => Some(b'\\'),
                            b'/' => Some(b'/'),
                            b'b' => Some(8u8),
                            b'f' => Some(12u8),
                            b'n' => Some(b'\n'),
                            b'r' => Some(b'\r'),
                            b't' => Some(b'\t'),
                            b'u' => None,
                            _ => return Err(self.error("unknown escape")),
                        };
                        if let Some(simple) = simple {
                            bytes.push(simple);
                            continue;
                        }
                        let mut code = self.hex4()?;
                        if (0xD800..0xDC00).contains(&code) {
                            let low = if self.text[self.at..].starts_with(b"\\u") {
                                self.at += 2;
                                self.hex4()?
                            } else {
                                0
                            };
                            if (0xDC00..0xE000).contains(&low) {
                                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                            } else {
                                valid = false;
                                continue;
                            }
                        } else if (0xDC00..0xE000).contains(&code) {
                            valid = false;
                            continue;
                        }
                        match ::std::char::from_u32(code) {
                            Some(ch) => {
                                let mut buffer = [0u8; 4];
                                bytes.extend_from_slice(ch.encode_utf8(&mut buffer).as_bytes());
                            }
                            None => valid = false,
                        }
                    }
                    _ => bytes.push(byte),
                }
            }
            if !valid {
                return Ok(Json::BadStr);
            }
            match String::from_utf8(bytes) {
                Ok(text) => Ok(Json::Str(text)),
                Err(_) => Ok(Json::BadStr),
            }
        }
    }

    fn parse(text: &[u8]) -> Result<Json, String> {
        let mut parser = Parser { text, at: 0 };
        let value = parser.value(0)?;
        parser.skip_blanks();
        if parser.at != text.len() {
            return Err(parser.error("trailing text"));
        }
        Ok(value)
    }

    fn field<'a>(value: &'a Json, name: &str) -> Option<&'a Json> {
        match value {
            Json::Obj(fields) => fields.iter().rev().find(|(key, _)| key == name).map(|(_, v)| v),
            _ => None,
        }
    }

    fn write_string(text: &str, out: &mut String) {
        out.push('"');
        for ch in text.chars() {
            match ch {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                '\n' => out.push_str("\\n"),
                '\r' => out.push_str("\\r"),
                '\t' => out.push_str("\\t"),
                c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                    out.push_str(&::std::format!("\\u{:04x}", c as u32));
                }
                c => out.push(c),
            }
        }
        out.push('"');
    }

    fn write_float(value: f64, out: &mut String) {
        if value.is_nan() {
            out.push_str("{\"__float__\":\"nan\"}");
        } else if value.is_infinite() {
            let sign = if value > 0.0 { "" } else { "-" };
            out.push_str(&::std::format!("{{\"__float__\":\"{}inf\"}}", sign));
        } else {
            let size = value.abs();
            let text = if size != 0.0 && (size < 1e-4 || size >= 1e16) {
                ::std::format!("{:e}", value)
            } else {
                ::std::format!("{}", value)
            };
            out.push_str(&text);
            if !text.contains(|c: char| c == '.' || c == 'e') {
                out.push_str(".0");
            }
        }
    }

    // -- conversions between JSON and the declared types --------------------------------------

    trait RockmanFrom: Sized {
        fn rockman_from(value: &Json) -> Result<Self, Failure>;
    }

    trait RockmanTo {
        fn rockman_to(&self, out: &mut String);
    }

    /// Map keys: JSON object keys are the string itself, or an int's JSON text ("7", "-1").
    trait RockmanKey: Sized + ::std::cmp::Eq + ::std::hash::Hash {
        fn rockman_key_from(key: &str) -> Result<Self, Failure>;
        fn rockman_key_text(&self) -> String;
    }

    fn expected(what: &str, value: &Json) -> Failure {
        type_error(::std::format!("expected {}, got {}", what, describe(value)))
    }

    impl RockmanFrom for i64 {
        fn rockman_from(value: &Json) -> Result<Self, Failure> {
            match value {
                Json::Num(text) => text.parse::<i64>().map_err(|_| {
                    type_error(::std::format!("expected a 64-bit integer (i64), got {}", text))
                }),
                _ => Err(expected("an integer", value)),
            }
        }
    }

    impl RockmanTo for i64 {
        fn rockman_to(&self, out: &mut String) {
            out.push_str(&self.to_string());
        }
    }

    impl RockmanFrom for f64 {
        fn rockman_from(value: &Json) -> Result<Self, Failure> {
            match value {
                Json::Num(text) => text
                    .parse::<f64>()
                    .map_err(|_| type_error(::std::format!("expected a number, got {}", text))),
                Json::Obj(_) => match field(value, "__float__") {
                    Some(Json::Str(special)) if special == "nan" => Ok(f64::NAN),
                    Some(Json::Str(special)) if special == "inf" => Ok(f64::INFINITY),
                    Some(Json::Str(special)) if special == "-inf" => Ok(f64::NEG_INFINITY),
                    _ => Err(expected("a number", value)),
                },
                _ => Err(expected("a number", value)),
            }
        }
    }

    impl RockmanTo for f64 {
        fn rockman_to(&self, out: &mut String) {
            write_float(*self, out);
        }
    }

    impl RockmanFrom for bool {
        fn rockman_from(value: &Json) -> Result<Self, Failure> {
            match value {
                Json::Bool(flag) => Ok(*flag),
                _ => Err(expected("a boolean", value)),
            }
        }
    }

    impl RockmanTo for bool {
        fn rockman_to(&self, out: &mut String) {
            out.push_str(if *self { "true" } else { "false" });
        }
    }

    impl RockmanFrom for String {
        fn rockman_from(value: &Json) -> Result<Self, Failure> {
            match value {
                Json::Str(text) => Ok(text.clone()),
                Json::BadStr => Err(type_error(
                    "a string that is not valid Unicode (a lone surrogate) has no Rust String"
                        .to_string(),
                )),
                _ => Err(expected("a string", value)),
            }
        }
    }

    impl RockmanTo for String {
        fn rockman_to(&self, out: &mut String) {
            write_string(self, out);
        }
    }

    impl RockmanFrom for () {
        fn rockman_from(value: &Json) -> Result<Self, Failure> {
            match value {
                Json::Null => Ok(()),
                _ => Err(expected("null", value)),
            }
        }
    }

    impl RockmanTo for () {
        fn rockman_to(&self, out: &mut String) {
            out.push_str("null");
        }
    }

    impl<T: RockmanFrom> RockmanFrom for Option<T> {
        fn rockman_from(value: &Json) -> Result<Self, Failure> {
            match value {
                Json::Null => Ok(None),
                _ => T::rockman_from(value).map(Some),
            }
        }
    }

    impl<T: RockmanTo> RockmanTo for Option<T> {
        fn rockman_to(&self, out: &mut String) {
            match self {
                Some(inner) => inner.rockman_to(out),
                None => out.push_str("null"),
            }
        }
    }

    impl<T: RockmanFrom> RockmanFrom for Vec<T> {
        fn rockman_from(value: &Json) -> Result<Self, Failure> {
            match value {
                Json::Arr(items) => items.iter().map(T::rockman_from).collect(),
                _ => Err(expected("an array", value)),
            }
        }
    }

    impl<T: RockmanTo> RockmanTo for Vec<T> {
        fn rockman_to(&self, out: &mut String) {
            out.push('[');
            for (i, item) in self.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                item.rockman_to(out);
            }
            out.push(']');
        }
    }

    impl RockmanKey for String {
        fn rockman_key_from(key: &str) -> Result<Self, Failure> {
            Ok(key.to_string())
        }
        fn rockman_key_text(&self) -> String {
            self.clone()
        }
    }

    impl RockmanKey for i64 {
        fn rockman_key_from(key: &str) -> Result<Self, Failure> {
            key.parse::<i64>().map_err(|_| {
                type_error(::std::format!("expected a 64-bit integer key, got {:?}", key))
            })
        }
        fn rockman_key_text(&self) -> String {
            self.to_string()
        }
    }

    impl<K: RockmanKey, V: RockmanFrom> RockmanFrom for HashMap<K, V> {
        fn rockman_from(value: &Json) -> Result<Self, Failure> {
            match value {
                Json::Obj(fields) => {
                    let mut map = HashMap::with_capacity(fields.len());
                    for (key, item) in fields {
                        map.insert(K::rockman_key_from(key)?, V::rockman_from(item)?);
                    }
                    Ok(map)
                }
                _ => Err(expected("an object", value)),
            }
        }
    }

    impl<K: RockmanKey, V: RockmanTo> RockmanTo for HashMap<K, V> {
        fn rockman_to(&self, out: &mut String) {
            // Sorted by key text, so that the same map is always written the same way.
            let mut entries: Vec<(String, &V)> =
                self.iter().map(|(key, item)| (key.rockman_key_text(), item)).collect();
            entries.sort_by(|a, b| a.0.cmp(&b.0));
            out.push('{');
            for (i, (key, item)) in entries.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_string(key, out);
                out.push(':');
                item.rockman_to(out);
            }
            out.push('}');
        }
    }

    macro_rules! rockman_tuples {
        ($( ($len:expr; $($name:ident $index:tt),+) )+) => {$(
            impl<$($name: RockmanFrom),+> RockmanFrom for ($($name,)+) {
                fn rockman_from(value: &Json) -> Result<Self, Failure> {
                    match value {
                        Json::Arr(items) if items.len() == $len => {
                            Ok(($($name::rockman_from(&items[$index])?,)+))
                        }
                        Json::Arr(items) => Err(type_error(::std::format!(
                            "expected an array of {} elements (a tuple), got {}", $len, items.len()
                        ))),
                        _ => Err(expected("an array (a tuple)", value)),
                    }
                }
            }

            impl<$($name: RockmanTo),+> RockmanTo for ($($name,)+) {
                fn rockman_to(&self, out: &mut String) {
                    out.push('[');
                    $(
                        if $index > 0 {
                            out.push(',');
                        }
                        self.$index.rockman_to(out);
                    )+
                    out.push(']');
                }
            }
        )+};
    }

    rockman_tuples! {
        (1; A 0)
        (2; A 0, B 1)
        (3; A 0, B 1, C 2)
        (4; A 0, B 1, C 2, D 3)
        (5; A 0, B 1, C 2, D 3, E 4)
        (6; A 0, B 1, C 2, D 3, E 4, F 5)
        (7; A 0, B 1, C 2, D 3, E 4, F 5, G 6)
        (8; A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7)
        (9; A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7, I 8)
        (10; A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7, I 8, J 9)
        (11; A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7, I 8, J 9, K 10)
        (12; A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7, I 8, J 9, K 10, L 11)
    }

    fn json_text<T: RockmanTo>(value: &T) -> String {
        let mut out = String::new();
        value.rockman_to(&mut out);
        out
    }

    fn from_json<T: RockmanFrom>(value: &Json) -> Result<T, Failure> {
        T::rockman_from(value)
    }

    /// A case's argument list: an array of exactly `count` values.
    fn arguments(value: &Json, count: usize) -> Result<&[Json], Failure> {
        match value {
            Json::Arr(items) if items.len() == count => Ok(items),
            Json::Arr(items) => Err(type_error(::std::format!(
                "expected {} argument(s), got {}", count, items.len()
            ))),
            _ => Err(expected("an array of arguments", value)),
        }
    }

    /// An operation `[name, [args...]]`.
    fn operation(value: &Json) -> Result<(&str, &Json), Failure> {
        match value {
            Json::Arr(items) if items.len() == 2 => match &items[0] {
                Json::Str(name) => Ok((name.as_str(), &items[1])),
                other => Err(expected("a method name", other)),
            },
            _ => Err(expected("an operation [name, args]", value)),
        }
    }

    fn operations(case: &Json) -> Result<(&Json, &[Json]), Failure> {
        let init = field(case, "init")
            .ok_or_else(|| type_error("a case without init".to_string()))?;
        match field(case, "ops") {
            Some(Json::Arr(ops)) => Ok((init, ops)),
            _ => Err(type_error("a case without ops".to_string())),
        }
    }

    fn unknown_method(name: &str) -> Failure {
        Failure { kind: "AttributeError", message: ::std::format!("unknown method {:?}", name) }
    }

    // -- the protocol -------------------------------------------------------------------------

    // The job is read and protocol lines written by system calls made here, never through the
    // C library's read/write, which a program could define for the whole binary (the linker
    // prefers the executable's own definitions); rust.py's compile also refuses a program that
    // defines a symbol of the C library at all (malloc, memcpy...: the standard library's own
    // calls go there).
    #[cfg(target_arch = "x86_64")]
    mod sys {
        pub const READ: usize = 0;
        pub const WRITE: usize = 1;
        pub const CLOSE: usize = 3;
        pub const FCNTL: usize = 72;
        pub const OPENAT: usize = 257;
        pub const DUP3: usize = 292;

        pub unsafe fn call(number: usize, a: usize, b: usize, c: usize, d: usize) -> isize {
            let result: isize;
            ::std::arch::asm!(
                "syscall",
                inlateout("rax") number as isize => result,
                in("rdi") a,
                in("rsi") b,
                in("rdx") c,
                in("r10") d,
                lateout("rcx") _,
                lateout("r11") _,
                options(nostack),
            );
            result
        }
    }

    #[cfg(target_arch = "aarch64")]
    mod sys {
        pub const READ: usize = 63;
        pub const WRITE: usize = 64;
        pub const CLOSE: usize = 57;
        pub const FCNTL: usize = 25;
        pub const OPENAT: usize = 56;
        pub const DUP3: usize = 24;

        pub unsafe fn call(number: usize, a: usize, b: usize, c: usize, d: usize) -> isize {
            let result: isize;
            ::std::arch::asm!(
                "svc 0",
                in("x8") number,
                inlateout("x0") a as isize => result,
                in("x1") b,
                in("x2") c,
                in("x3") d,
                options(nostack),
            );
            result
        }
    }

    #[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
    ::std::compile_error!("Rockman's Rust driver makes system calls on x86_64 and aarch64 only");

    const EINTR: isize = 4;
    const F_DUPFD_CLOEXEC: usize = 1030;
    const O_CLOEXEC: usize = 0o2000000;
    const AT_FDCWD: isize = -100;

    /// A copy of `fd` numbered 3 or more, closed on exec; negative on failure.
    fn duplicate(fd: i32) -> i32 {
        unsafe { sys::call(sys::FCNTL, fd as usize, F_DUPFD_CLOEXEC, 3, 0) as i32 }
    }

    /// fd 0 becomes /dev/null (the solution's stdin is empty).
    fn empty_stdin() {
        let path = b"/dev/null\0";
        let null = unsafe {
            sys::call(sys::OPENAT, AT_FDCWD as usize, path.as_ptr() as usize, O_CLOEXEC, 0)
        };
        if null >= 0 {
            unsafe {
                sys::call(sys::DUP3, null as usize, 0, 0, 0);
                sys::call(sys::CLOSE, null as usize, 0, 0, 0);
            }
        }
    }

    static OUT_FD: AtomicI32 = AtomicI32::new(-1);
    static CASE: AtomicI64 = AtomicI64::new(-1);
    static OOM_REPORTED: AtomicBool = AtomicBool::new(false);
    static NONCE: ::std::sync::OnceLock<([u8; 64], usize)> = ::std::sync::OnceLock::new();

    ::std::thread_local! {
        static PANIC_AT: ::std::cell::RefCell<Option<String>> = ::std::cell::RefCell::new(None);
    }

    fn write_all(fd: i32, mut data: &[u8]) -> bool {
        while !data.is_empty() {
            let (at, size) = (data.as_ptr() as usize, data.len());
            let written = unsafe { sys::call(sys::WRITE, fd as usize, at, size, 0) };
            if written == -EINTR {
                continue;
            }
            if written <= 0 {
                return false;
            }
            data = &data[written as usize..];
        }
        true
    }

    /// The job's lines, read from the private copy of stdin.
    struct JobReader {
        fd: i32,
        buffer: Vec<u8>,
    }

    impl JobReader {
        /// The next line (without reading past it), or what is left at the end of the input.
        fn line(&mut self) -> Vec<u8> {
            let mut scanned = 0;
            loop {
                if let Some(end) = self.buffer[scanned..].iter().position(|&b| b == b'\n') {
                    let rest = self.buffer.split_off(scanned + end + 1);
                    return ::std::mem::replace(&mut self.buffer, rest);
                }
                scanned = self.buffer.len();
                self.buffer.reserve(1 << 16);
                let free = self.buffer.capacity() - self.buffer.len();
                let at = unsafe { self.buffer.as_mut_ptr().add(self.buffer.len()) } as usize;
                let got = unsafe { sys::call(sys::READ, self.fd as usize, at, free, 0) };
                if got == -EINTR {
                    continue;
                }
                if got <= 0 {
                    return ::std::mem::take(&mut self.buffer);
                }
                unsafe { self.buffer.set_len(self.buffer.len() + got as usize) };
            }
        }
    }

    fn emit(body: &str) {
        let nonce = match NONCE.get() {
            Some((bytes, len)) => ::std::str::from_utf8(&bytes[..*len]).unwrap_or(""),
            None => "",
        };
        let line = ::std::format!("\n{} {}\n", nonce, body);
        if !write_all(OUT_FD.load(Ordering::SeqCst), line.as_bytes()) {
            ::std::process::exit(1);
        }
    }

    /// Called by the allocator when the system allocator returns null: reports the current case
    /// as a MemoryError without allocating (Rust then aborts, or the solution handles it and the
    /// case's own event, written later, wins).
    fn out_of_memory() {
        let case = CASE.load(Ordering::SeqCst);
        let fd = OUT_FD.load(Ordering::SeqCst);
        let nonce = match NONCE.get() {
            Some(nonce) => nonce,
            None => return,
        };
        if case < 0 || fd < 0 || OOM_REPORTED.swap(true, Ordering::SeqCst) {
            return;
        }
        let mut line = [0u8; 256];
        let mut len = 0;
        let mut put = |bytes: &[u8]| {
            for &byte in bytes {
                if len < line.len() {
                    line[len] = byte;
                    len += 1;
                }
            }
        };
        put(b"\n");
        put(&nonce.0[..nonce.1]);
        put(b" {\"event\":\"case\",\"i\":");
        let mut digits = [0u8; 20];
        let mut count = 0;
        let mut rest = case as u64;
        loop {
            digits[count] = b'0' + (rest % 10) as u8;
            count += 1;
            rest /= 10;
            if rest == 0 {
                break;
            }
        }
        digits[..count].reverse();
        put(&digits[..count]);
        put(b",\"error\":\"memory allocation failed\",\"error_type\":\"MemoryError\"}\n");
        write_all(fd, &line[..len]);
    }

    struct RockmanAllocator;

    unsafe impl ::std::alloc::GlobalAlloc for RockmanAllocator {
        unsafe fn alloc(&self, layout: ::std::alloc::Layout) -> *mut u8 {
            let pointer = ::std::alloc::GlobalAlloc::alloc(&::std::alloc::System, layout);
            if pointer.is_null() {
                out_of_memory();
            }
            pointer
        }

        unsafe fn alloc_zeroed(&self, layout: ::std::alloc::Layout) -> *mut u8 {
            let pointer = ::std::alloc::GlobalAlloc::alloc_zeroed(&::std::alloc::System, layout);
            if pointer.is_null() {
                out_of_memory();
            }
            pointer
        }

        unsafe fn realloc(
            &self,
            old: *mut u8,
            layout: ::std::alloc::Layout,
            size: usize,
        ) -> *mut u8 {
            let system = &::std::alloc::System;
            let pointer = ::std::alloc::GlobalAlloc::realloc(system, old, layout, size);
            if pointer.is_null() {
                out_of_memory();
            }
            pointer
        }

        unsafe fn dealloc(&self, pointer: *mut u8, layout: ::std::alloc::Layout) {
            ::std::alloc::GlobalAlloc::dealloc(&::std::alloc::System, pointer, layout)
        }
    }

    #[global_allocator]
    static ROCKMAN_ALLOCATOR: RockmanAllocator = RockmanAllocator;

    fn shorten(mut text: String) -> String {
        if text.len() > MAX_MESSAGE {
            let mut end = MAX_MESSAGE;
            while !text.is_char_boundary(end) {
                end -= 1;
            }
            text.truncate(end);
            text.push_str("...");
        }
        text
    }

    fn panic_message(payload: &(dyn ::std::any::Any + Send)) -> String {
        let text = if let Some(text) = payload.downcast_ref::<&'static str>() {
            text.to_string()
        } else if let Some(text) = payload.downcast_ref::<String>() {
            text.clone()
        } else {
            "Box<dyn Any>".to_string()
        };
        let at = PANIC_AT.with(|cell| cell.borrow_mut().take());
        match at {
            Some(at) => ::std::format!("panicked at {}: {}", at, text),
            None => ::std::format!("panicked: {}", text),
        }
    }

    // -- file_io fixtures ----------------------------------------------------------------------

    /// The run's work folder, taken when the driver starts: fixtures are written and collected
    /// there even when the solution changes the current directory.
    static WORK_DIR: ::std::sync::OnceLock<::std::path::PathBuf> = ::std::sync::OnceLock::new();

    fn work_path(path: &str) -> ::std::path::PathBuf {
        match WORK_DIR.get() {
            Some(folder) => folder.join(path),
            None => ::std::path::PathBuf::from(path),
        }
    }

    fn os_error(what: &str, path: &str, error: ::std::io::Error) -> Failure {
        let message = ::std::format!("cannot {} {:?}: {}", what, path, error);
        Failure { kind: "OSError", message }
    }

    /// A file_io case's root folder and input files (paths relative to the work folder), written
    /// just before its call: a secret case's files exist only once its case runs.
    fn write_fixture(fixture: Option<&Json>) -> Result<(), Failure> {
        let fixture = match fixture {
            Some(fixture) => fixture,
            None => return Err(type_error("a file_io case without its fixture".to_string())),
        };
        let root = match field(fixture, "root") {
            Some(Json::Str(root)) => root,
            _ => return Err(type_error("a fixture without a root folder".to_string())),
        };
        ::std::fs::create_dir_all(work_path(root))
            .map_err(|error| os_error("create the folder", root, error))?;
        let files: &[(String, Json)] = match field(fixture, "files") {
            Some(Json::Obj(files)) => files,
            Some(other) => return Err(expected("an object of files", other)),
            None => return Err(type_error("a fixture without files".to_string())),
        };
        for (path, text) in files {
            let text = match text {
                Json::Str(text) => text,
                other => return Err(expected("a file's text", other)),
            };
            let target = work_path(path);
            if let Some(folder) = target.parent() {
                ::std::fs::create_dir_all(folder)
                    .map_err(|error| os_error("create the folder of", path, error))?;
            }
            ::std::fs::write(&target, text.as_bytes())
                .map_err(|error| os_error("write", path, error))?;
        }
        Ok(())
    }

    /// The JSON array of the texts at the fixture's `collect` paths after the call: null where
    /// a file is missing, unreadable or not UTF-8.
    fn collect_files(fixture: &Json) -> String {
        let mut out = String::from("[");
        if let Some(Json::Arr(paths)) = field(fixture, "collect") {
            for (k, path) in paths.iter().enumerate() {
                if k > 0 {
                    out.push(',');
                }
                let text = match path {
                    Json::Str(path) => ::std::fs::read(work_path(path))
                        .ok()
                        .and_then(|bytes| String::from_utf8(bytes).ok()),
                    _ => None,
                };
                match text {
                    Some(text) => write_string(&text, &mut out),
                    None => out.push_str("null"),
                }
            }
        }
        out.push(']');
        out
    }

    /// A job's "fixtures" (file_io problems only): an array parallel to its cases.
    fn fixtures_of(job: &Json) -> Option<&[Json]> {
        match field(job, "fixtures") {
            None | Some(Json::Null) => None,
            Some(Json::Arr(items)) => Some(items),
            Some(_) => Some(&[]),
        }
    }

    fn run_cases(cases: &Json, fixtures: Option<&[Json]>) {
        let cases: &[Json] = match cases {
            Json::Arr(cases) => cases,
            _ => &[],
        };
        for (i, case) in cases.iter().enumerate() {
            CASE.store(i as i64, Ordering::SeqCst);
            OOM_REPORTED.store(false, Ordering::SeqCst);
            let mut values: Vec<String> = Vec::new();
            let fixture: Option<Option<&Json>> = fixtures.map(|items| items.get(i));
            install_panic_hook();
            let outcome = ::std::panic::catch_unwind(::std::panic::AssertUnwindSafe(|| {
                if let Some(fixture) = fixture {
                    write_fixture(fixture)?;
                }
                rockman_case(case, &mut values)
            }));
            let failure = match outcome {
                Ok(Ok(())) => None,
                Ok(Err(failure)) => Some((failure.kind, failure.message)),
                Err(payload) => {
                    let message = panic_message(&*payload);
                    // A payload whose drop panics again must not end the driver.
                    let _ = ::std::panic::catch_unwind(::std::panic::AssertUnwindSafe(move || {
                        ::std::mem::drop(payload)
                    }));
                    Some(("panic", message))
                }
            };
            let mut line = ::std::format!("{{\"event\":\"case\",\"i\":{}", i);
            let listed = ::std::format!("[{}]", values.join(","));
            match failure {
                None => {
                    line.push_str(",\"value\":");
                    if OPERATIONS {
                        line.push_str(&listed);
                    } else {
                        line.push_str(values.first().map(|v| v.as_str()).unwrap_or("null"));
                    }
                    if let Some(Some(fixture)) = fixture {
                        line.push_str(",\"files\":");
                        line.push_str(&collect_files(fixture));
                    }
                }
                Some((kind, message)) => {
                    line.push_str(",\"error\":");
                    write_string(&shorten(message), &mut line);
                    line.push_str(",\"error_type\":");
                    write_string(kind, &mut line);
                    if OPERATIONS {
                        line.push_str(",\"partial\":");
                        line.push_str(&listed);
                    }
                }
            }
            line.push('}');
            emit(&line);
        }
        CASE.store(-1, Ordering::SeqCst);
    }

    fn peak_rss_bytes() -> u64 {
        let status = ::std::fs::read_to_string("/proc/self/status").unwrap_or_default();
        for line in status.lines() {
            if let Some(rest) = line.strip_prefix("VmHWM:") {
                let kib = rest.trim().trim_end_matches("kB").trim();
                return kib.parse::<u64>().map(|k| k * 1024).unwrap_or(0);
            }
        }
        0
    }

    /// The driver's panic hook: it records where a panic happened, for the case's message, and
    /// keeps stderr quiet. Installed again before every case (a solution may have replaced it).
    fn install_panic_hook() {
        PANIC_AT.with(|cell| cell.borrow_mut().take());
        ::std::panic::set_hook(Box::new(|info| {
            if let Some(at) = info.location() {
                let text = ::std::format!("line {}:{}", at.line(), at.column());
                PANIC_AT.with(|cell| *cell.borrow_mut() = Some(text));
            }
        }));
    }

    pub fn main() {
        // The job arrives on a private copy of fd 0, the protocol leaves on a private copy of
        // fd 1; the solution's stdin is empty (/dev/null) and its stdout is ignored.
        let (input_fd, output_fd) = (duplicate(0), duplicate(1));
        if input_fd < 0 || output_fd < 0 {
            ::std::eprintln!("rockman driver: cannot duplicate stdin/stdout");
            ::std::process::exit(2);
        }
        empty_stdin();
        OUT_FD.store(output_fd, Ordering::SeqCst);
        if let Ok(folder) = ::std::env::current_dir() {
            let _ = WORK_DIR.set(folder);
        }
        let mut input = JobReader { fd: input_fd, buffer: Vec::new() };
        let job = match parse(&input.line()) {
            Ok(job) => job,
            Err(error) => {
                ::std::eprintln!("rockman driver: unreadable job: {}", error);
                ::std::process::exit(2);
            }
        };
        let mut nonce = [0u8; 64];
        let mut nonce_len = 0;
        if let Some(Json::Str(text)) = field(&job, "nonce") {
            nonce_len = text.len().min(nonce.len());
            nonce[..nonce_len].copy_from_slice(&text.as_bytes()[..nonce_len]);
        }
        let _ = NONCE.set((nonce, nonce_len));
        let mode = match field(&job, "mode") {
            Some(Json::Str(mode)) => mode.as_str(),
            _ => "",
        };
        let wanted = if OPERATIONS { "operations" } else { "call" };
        if mode != wanted {
            let mut line =
                "{\"event\":\"load_error\",\"error_type\":\"TypeError\",\"message\":".to_string();
            let message = ::std::format!("the Rust driver runs {} cases, not {:?}", wanted, mode);
            write_string(&message, &mut line);
            line.push('}');
            emit(&line);
        } else if let Some(cases) = field(&job, "cases") {
            run_cases(cases, fixtures_of(&job));
        }
        emit("{\"event\":\"public_done\"}");
        let secret = input.line();
        if mode == wanted && secret.iter().any(|b| !b.is_ascii_whitespace()) {
            match parse(&secret) {
                Ok(secret) => {
                    if let Some(cases) = field(&secret, "cases") {
                        run_cases(cases, fixtures_of(&secret));
                    }
                }
                Err(error) => {
                    ::std::eprintln!("rockman driver: unreadable secret cases: {}", error);
                    ::std::process::exit(2);
                }
            }
        }
        emit(&::std::format!("{{\"event\":\"done\",\"peak_rss_bytes\":{}}}", peak_rss_bytes()));
    }

    // -- generated from the interface ---------------------------------------------------------
@CASES@}

fn main() {
    rockman_driver::main();
}
"""


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
    return _RUNTIME.replace("@CASES@", cases)
