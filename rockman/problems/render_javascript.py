"""Rendering a language-neutral problem as a JavaScript prompt, and its trusted driver.

Type mapping (JSDoc type expressions, the flavour TypeScript's checker reads):

    int -> number       float -> number       bool -> boolean      str -> string
    none -> void (a return value; the driver ignores what a none-returning function returns and
            reports null; nested, e.g. in a list, none is null)
    list[T] -> Array<T>            tuple[A, B] -> [A, B] (an array)
    dict[K, V] -> Map<K, V>        optional[T] -> T | null

- int: a JavaScript number is exact only within +/-(2^53 - 1) (Number.MAX_SAFE_INTEGER). An int
  argument outside that range cannot be passed: the case fails with a TypeError. An int result
  may be a safe-integer number or a BigInt (any size, exact); a number that is not a safe
  integer (3.5, 2**60, NaN) is a TypeError, never a silently rounded value. Examples show
  ints beyond the safe range as BigInt literals (10n ** 18n is written 1000000000000000000n).
  A problem whose ints go beyond that range declares `interface.wide_ints` (the Interface
  proto's wide_ints): then every int is a BigInt, typed `bigint`, shown as a BigInt literal
  (5n) and passed as a BigInt, and an int result may still be a BigInt or a safe-integer
  number. The driver quotes every integer token of 16 or more digits before JSON.parse, which
  would round it, and makes it a BigInt from its digits.
- float: any number; NaN and +/-Infinity cross as {"__float__": "nan"|"inf"|"-inf"}.
- dict: arguments are always Maps, for str keys as well as int keys (a plain object would turn
  int keys into strings, reorder them, and make "__proto__" or "constructor" keys unsafe). A
  Map's order is not the JSON text's for integer-like keys (JSON.parse lists those first, in
  ascending order); like every language's map, its order is not part of a problem's contract.
  A result may be a Map or a plain object (prototype Object.prototype or null); for int keys an
  object's keys must be canonical integer strings ("7", "-1"), a Map's keys numbers or BigInts.
- tuple: an array of exactly the tuple's length; list: an array (a typed array is accepted back).
- optional: null (undefined is accepted back as null).

Naming: functions, methods and parameters camelCase (count_in_range -> countInRange), classes
PascalCase (min_stack -> MinStack; LRUCache stays); a function or parameter name that is a
reserved word gets a trailing underscore. The driver also accepts the neutral snake_case name
when the camelCase one is not defined.

Doc comments: JSDoc (/** ... */) with the description, an @example block (up to 3 public
cases as JavaScript literals, "call; // => value"), @param {type} and @returns {type} tags.

Prompt and completion (as HumanEval-X): a function prompt ends with the open function body
`function name(params) {` and the completion supplies the body and the closing brace; a class
prompt shows a complete class with stub bodies, and a class task is answered with a whole
program. With starter code (problems/<id>/starter.js) the prompt is the canary, the doc comment
and the starter code, which the completion continues (or, for debugging, replaces).

Driver (driver_source): a CommonJS main module, run as `node rockman_driver.js IN_FD OUT_FD`
with the job on IN_FD and the protocol written to OUT_FD (the executor passes 3 and 4, dups of
the original stdin and stdout, and gives the solution /dev/null as its stdin). Everything it
uses is captured before any solution code runs; every name, the nonce included, lives in a
closure the solution cannot reach. It runs solution.js as a classic script in the same realm
(vm.Script.runInThisContext, as javascript.py's runner), with CommonJS globals (require,
module, exports, __filename, __dirname) for programs written as modules, finds the entry point
among the script's top-level bindings (or module.exports), and speaks the protocol of
services/executor/python_harness.py. Protocol lines are ASCII (non-ASCII escaped as \\uXXXX)
and written as strings, so no buffer holding the nonce is ever handed to a function the
solution could have replaced. The same text, plus `export {};`, is the TypeScript driver.

file_io problems (a job or secret line with "fixtures", one per case, as python_harness.py):
just before a case's call the driver creates its root folder and writes its files (exact UTF-8
bytes, paths relative to the work folder the driver started in), so secret inputs exist only
once their case runs; after a successful call the case event carries "files", the text of each
"collect" path (null when missing, unreadable or not UTF-8; a BOM is kept). It uses only the
low-level fs calls (openSync, readSync, writeSync, closeSync, mkdirSync), captured, since
fs.readFileSync and fs.writeFileSync look fs.openSync up on the module object at call time.
"""

from __future__ import annotations

import json
import math
from typing import Any

from rockman import typesyntax
from rockman.problems.spec import ProblemSpec
from rockman.v1 import common_pb2 as pb

LANGUAGE: int = pb.LANGUAGE_JAVASCRIPT
MAX_EXAMPLES = 3
MAX_SAFE_INTEGER = 2**53 - 1  # Number.MAX_SAFE_INTEGER; beyond it examples show BigInt literals
INDENT = "  "
STUB_BODY = 'throw new Error("not implemented");'

# ECMAScript reserved words and strict-mode / module restrictions, plus names that would
# shadow what every program needs.
_RESERVED_TEXT = """
    await break case catch class const continue debugger default delete do else enum export
    extends false finally for function if implements import in instanceof interface let new
    null package private protected public return static super switch this throw true try
    typeof var void while with yield arguments eval undefined NaN Infinity require module
    exports
"""
RESERVED = frozenset(_RESERVED_TEXT.split())


def _parts(neutral: str) -> tuple[str, list[str]]:
    stripped = neutral.lstrip("_")
    return neutral[: len(neutral) - len(stripped)], [p for p in stripped.split("_") if p]


def _upper_first(word: str) -> str:
    return word[:1].upper() + word[1:]


def camel_case(neutral: str) -> str:
    """count_in_range -> countInRange (leading underscores kept; an already camelCase name
    stays as it is)."""
    lead, parts = _parts(neutral)
    if not parts:
        return neutral
    return lead + parts[0] + "".join(_upper_first(p) for p in parts[1:])


def pascal_case(neutral: str) -> str:
    """min_stack -> MinStack, LRUCache -> LRUCache."""
    lead, parts = _parts(neutral)
    if not parts:
        return neutral
    return lead + "".join(_upper_first(p) for p in parts)


def entry_name(neutral: str, kind: str) -> str:
    """The JavaScript name of a neutral name; kind is function, method, class or param."""
    if kind == "class":
        return pascal_case(neutral)
    if kind not in ("function", "method", "param"):
        raise ValueError(f"unknown name kind {kind!r}")
    name = camel_case(neutral)
    if kind != "method" and name in RESERVED:
        name += "_"
    return name


def _type(ref: pb.TypeRef, top: bool, wide: bool) -> str:
    kind = ref.kind
    if kind == pb.TYPE_KIND_INT and wide:
        return "bigint"
    if kind == pb.TYPE_KIND_INT or kind == pb.TYPE_KIND_FLOAT:
        return "number"
    if kind == pb.TYPE_KIND_BOOL:
        return "boolean"
    if kind == pb.TYPE_KIND_STRING:
        return "string"
    if kind == pb.TYPE_KIND_NONE:
        return "void" if top else "null"
    if kind == pb.TYPE_KIND_LIST:
        return f"Array<{_type(ref.params[0], False, wide)}>"
    if kind == pb.TYPE_KIND_TUPLE:
        return "[" + ", ".join(_type(p, False, wide) for p in ref.params) + "]"
    if kind == pb.TYPE_KIND_MAP:
        key, value = ref.params
        return f"Map<{_type(key, False, wide)}, {_type(value, False, wide)}>"
    if kind == pb.TYPE_KIND_OPTIONAL:
        return f"{_type(ref.params[0], False, wide)} | null"
    raise ValueError(f"type kind {kind} has no JavaScript type")


def type_name(ref: pb.TypeRef, wide: bool = False) -> str:
    """The JSDoc type of a neutral type (Array<[number, string]>, Map<string, number>, ...);
    `wide` (Interface.wide_ints) makes every int a bigint."""
    return _type(ref, True, wide)


# --- literals ------------------------------------------------------------------------------


def _float_literal(value: Any) -> str:
    if isinstance(value, dict):
        special = str(value.get("__float__"))
        return {"nan": "NaN", "inf": "Infinity", "-inf": "-Infinity"}[special]
    number = float(value)
    if math.isnan(number):
        return "NaN"
    if math.isinf(number):
        return "Infinity" if number > 0 else "-Infinity"
    return repr(number)


def literal(ref: pb.TypeRef, value: Any, wide: bool = False) -> str:
    """The JavaScript (and TypeScript) literal of a JSON-encoded value of type `ref`; with
    `wide` (Interface.wide_ints) every int is a BigInt literal."""
    kind = ref.kind
    if value is None and kind in (pb.TYPE_KIND_OPTIONAL, pb.TYPE_KIND_NONE):
        return "null"
    if kind == pb.TYPE_KIND_INT:
        number = int(value)
        return f"{number}n" if wide or abs(number) > MAX_SAFE_INTEGER else str(number)
    if kind == pb.TYPE_KIND_FLOAT:
        return _float_literal(value)
    if kind == pb.TYPE_KIND_BOOL:
        return "true" if value else "false"
    if kind == pb.TYPE_KIND_STRING:
        return json.dumps(value, ensure_ascii=False)
    if kind == pb.TYPE_KIND_NONE:
        return "null"
    if kind == pb.TYPE_KIND_OPTIONAL:
        return literal(ref.params[0], value, wide)
    if kind == pb.TYPE_KIND_LIST:
        return "[" + ", ".join(literal(ref.params[0], v, wide) for v in value) + "]"
    if kind == pb.TYPE_KIND_TUPLE:
        items = (literal(t, v, wide) for t, v in zip(ref.params, value, strict=True))
        return "[" + ", ".join(items) + "]"
    if kind == pb.TYPE_KIND_MAP:
        if not value:
            return "new Map()"
        key_ref, value_ref = ref.params
        entries = []
        for key, item in value.items():
            key_value = key if key_ref.kind == pb.TYPE_KIND_STRING else json.loads(key)
            pair = f"{literal(key_ref, key_value, wide)}, {literal(value_ref, item, wide)}"
            entries.append(f"[{pair}]")
        return "new Map([" + ", ".join(entries) + "])"
    raise ValueError(f"type kind {kind} has no JavaScript literal")


def _call(name: str, params: list[pb.Parameter], args: list[Any], wide: bool) -> str:
    texts = [literal(p.type, a, wide) for p, a in zip(params, args, strict=True)]
    return f"{name}({', '.join(texts)})"


def _example_line(call: str, ref: pb.TypeRef, value: Any, wide: bool) -> str:
    if ref.kind == pb.TYPE_KIND_NONE:
        return f"{call};"
    return f"{call}; // => {literal(ref, value, wide)}"


def function_examples(spec: ProblemSpec) -> list[str]:
    sig = spec.interface.function
    name = entry_name(sig.name, "function")
    wide = spec.interface.wide_ints
    return [
        _example_line(
            _call(name, list(sig.params), case["args"], wide), sig.returns, case["expected"], wide
        )
        for case in spec.public[:MAX_EXAMPLES]
    ]


def class_example(spec: ProblemSpec) -> list[str]:
    cls = spec.interface.class_interface
    methods = {m.name: m for m in cls.methods}
    case = spec.public[0]
    wide = spec.interface.wide_ints
    ctor_name = "new " + entry_name(cls.name, "class")
    ctor = _call(ctor_name, list(cls.constructor_params), case["init"], wide)
    lines = [f"const obj = {ctor};"]
    for (name, args), expected in zip(case["ops"], case["expected"], strict=True):
        method = methods[name]
        call = _call("obj." + entry_name(name, "method"), list(method.params), args, wide)
        lines.append(_example_line(call, method.returns, expected, wide))
    return lines


# --- doc comments --------------------------------------------------------------------------


def _safe(text: str) -> str:
    return text.replace("*/", "*\\/")


def doc_comment(blocks: list[list[str]], indent: str = "") -> str:
    """A /** ... */ comment of blocks of lines, a blank comment line between blocks."""
    lines: list[str] = []
    for block in blocks:
        if not block:
            continue
        if lines:
            lines.append("")
        lines.extend(_safe(line) for line in block)
    body = "".join(f"{indent} *{(' ' + line).rstrip()}\n" for line in lines)
    return f"{indent}/**\n{body}{indent} */\n"


def description_lines(text: str) -> list[str]:
    return text.strip().split("\n") if text.strip() else []


def examples_block(spec: ProblemSpec) -> list[str]:
    lines = class_example(spec) if spec.is_class else function_examples(spec)
    return ["@example", *lines]


def _param_tag(p: pb.Parameter, typed: bool, wide: bool) -> str:
    name = entry_name(p.name, "param")
    head = f"@param {{{type_name(p.type, wide)}}} {name}" if typed else f"@param {name}"
    return f"{head} - {p.description.strip()}" if p.description.strip() else head


def _tags(params: list[pb.Parameter], returns: pb.TypeRef | None, wide: bool) -> list[str]:
    tags = [_param_tag(p, True, wide) for p in params]
    if returns is not None:
        tags.append(f"@returns {{{type_name(returns, wide)}}}")
    return tags


def _param_list(params: list[pb.Parameter]) -> str:
    return ", ".join(entry_name(p.name, "param") for p in params)


def render_prompt(spec: ProblemSpec, canary: str) -> str:
    """The JavaScript prompt of a problem; a completion is appended to it as in HumanEval-X."""
    header = f"// {canary}\n"
    description = description_lines(spec.description)
    examples = examples_block(spec)
    wide = spec.interface.wide_ints
    starter = spec.starter_code.get("javascript")
    if starter is not None:
        return header + doc_comment([description, examples]) + "\n" + starter.rstrip() + "\n"
    if spec.is_class:
        cls = spec.interface.class_interface
        parts = [header, doc_comment([description, examples])]
        parts.append(f"class {entry_name(cls.name, 'class')} {{\n")
        ctor_params = list(cls.constructor_params)
        if ctor_params:
            parts.append(doc_comment([_tags(ctor_params, None, wide)], INDENT))
        parts.append(f"{INDENT}constructor({_param_list(ctor_params)}) {{\n{INDENT}}}\n")
        for method in cls.methods:
            params = list(method.params)
            doc = [description_lines(method.description), _tags(params, method.returns, wide)]
            parts.append("\n" + doc_comment(doc, INDENT))
            parts.append(
                f"{INDENT}{entry_name(method.name, 'method')}({_param_list(params)}) {{\n"
                f"{INDENT * 2}{STUB_BODY}\n{INDENT}}}\n"
            )
        parts.append("}\n")
        return "".join(parts)
    sig = spec.interface.function
    params = list(sig.params)
    comment = doc_comment([description, examples, _tags(params, sig.returns, wide)])
    name = entry_name(sig.name, "function")
    return header + comment + f"function {name}({_param_list(params)}) {{\n"


# --- the driver ----------------------------------------------------------------------------


def _names(neutral: str, kind: str) -> list[str]:
    """Names the driver looks for: the idiomatic one first, then the neutral one."""
    name = entry_name(neutral, kind)
    return [name] if name == neutral else [name, neutral]


def driver_interface(interface: pb.Interface) -> dict[str, Any]:
    """The static interface the driver embeds: names and type descriptors."""
    if interface.HasField("function"):
        sig = interface.function
        return {
            "mode": "call",
            "entry": sig.name,
            "names": _names(sig.name, "function"),
            "params": [typesyntax.descriptor(p.type) for p in sig.params],
            "returns": typesyntax.descriptor(sig.returns),
            "wide": interface.wide_ints,
        }
    cls = interface.class_interface
    return {
        "mode": "operations",
        "wide": interface.wide_ints,
        "entry": cls.name,
        "names": _names(cls.name, "class"),
        "init": [typesyntax.descriptor(p.type) for p in cls.constructor_params],
        "methods": {
            m.name: {
                "names": _names(m.name, "method"),
                "params": [typesyntax.descriptor(p.type) for p in m.params],
                "returns": typesyntax.descriptor(m.returns),
            }
            for m in cls.methods
        },
    }


def driver_source(interface: pb.Interface) -> str:
    """The trusted driver for `interface` (rockman_driver.js); see the module docstring."""
    table = json.dumps(driver_interface(interface), sort_keys=True, separators=(",", ":"))
    return DRIVER_TEMPLATE.replace("@@INTERFACE@@", json.dumps(table))


# The driver's text. It is also valid TypeScript (strict false: every unannotated value is
# `any`), so the TypeScript driver is this text plus `export {};`. Keep it so: no annotations,
# no properties added to object literals after creation.
DRIVER_TEMPLATE = r"""// Rockman driver, generated by rockman/problems/render_javascript.py from the
// problem's interface: node rockman_driver.js [IN_FD OUT_FD]. Trusted code; see that module.
(function rockmanDriver() {
  'use strict';
  const fs = require('fs');
  const path = require('path');
  const vm = require('vm');
  const nodeModule = require('module');

  // Everything used once solution code has run is captured here, before it runs. (Object(x)
  // is x, typed `any` for TypeScript.)
  const apply = Object(Reflect).apply;
  const construct = Reflect.construct;
  const readSync = fs.readSync;
  const writeSync = fs.writeSync;
  const readFileSync = fs.readFileSync;
  // file_io fixtures: only the low-level calls (fs.readFileSync and fs.writeFileSync look up
  // fs.openSync and others on the module object at call time, which a solution can replace).
  const openSync = fs.openSync;
  const closeSync = fs.closeSync;
  const mkdirSync = fs.mkdirSync;
  const pathResolve = path.resolve;
  const pathDirname = path.dirname;
  const WORK_DIR = process.cwd();  // fixtures are relative to the run's work folder
  const utf8Decoder = new (Object(require('util')).TextDecoder)('utf-8',
    { fatal: true, ignoreBOM: true });
  const textDecode = Object(utf8Decoder).decode;
  const isWellFormed = Object(String.prototype).isWellFormed;
  const bufferWrite = Buffer.prototype.write;
  const bufferByteLength = Buffer.byteLength;
  const Script = vm.Script;
  const runInThisContext = vm.Script.prototype.runInThisContext;
  const createRequire = nodeModule.createRequire;
  const reallyExit = process['reallyExit'];  // exit without running 'exit' listeners
  const processExit = typeof reallyExit === 'function' ? reallyExit : process.exit;
  const resourceUsage = process.resourceUsage;
  const jsonParse = JSON.parse;
  const jsonStringify = JSON.stringify;
  const NodeBuffer = Buffer;
  const bufferAlloc = Buffer.alloc;
  const bufferIndexOf = Buffer.prototype.indexOf;
  const bufferToString = Buffer.prototype.toString;
  const bufferCopy = Buffer.prototype.copy;
  const bufferFill = Buffer.prototype.fill;
  const stringSlice = String.prototype.slice;
  const stringCharCodeAt = String.prototype.charCodeAt;
  const numberToString = Number.prototype.toString;
  const isArray = Object(Array).isArray;
  const isView = Object(ArrayBuffer).isView;
  const objectKeys = Object.keys;
  const getPrototypeOf = Object.getPrototypeOf;
  const hasOwn = Object.hasOwn;
  const defineProperty = Reflect.defineProperty;
  const objectCreate = Object.create;
  const stringTrim = String.prototype.trim;
  const NativeError = Error;
  const ObjectPrototype = Object.prototype;
  const isSafeInteger = Number.isSafeInteger;
  const NativeBigInt = BigInt;
  const NativeMap = Map;
  const NativeDataView = DataView;
  const mapForEach = Map.prototype.forEach;
  const mapSet = Map.prototype.set;
  const NativeTypeError = TypeError;
  const atomicsWait = Atomics.wait;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const CANONICAL_INT = /^-?(0|[1-9][0-9]*)$/;
  const regExpTest = RegExp.prototype.test;
  const MEMORY_MESSAGES = /allocation failed|Invalid string length|maximum size exceeded/;

  // array[index] = value without the solution's say: an assignment to an index the array does
  // not have yet would call a setter the solution defined on Array.prototype (or
  // Object.prototype); a descriptor without a prototype reads no inherited get or set.
  function put(array, index, value) {
    const descriptor = objectCreate(null);
    descriptor.value = value;
    descriptor.writable = descriptor.enumerable = descriptor.configurable = true;
    defineProperty(array, index, descriptor);
  }
  // An own property of a parsed job object, never one the solution put on Object.prototype.
  function own(object, key) {
    return hasOwn(object, key) ? object[key] : undefined;
  }

  const IFACE = jsonParse(@@INTERFACE@@);
  const WIDE = IFACE.wide === true;  // Interface.wide_ints: every int argument is a BigInt
  const args = process.argv.slice(2);
  const IN_FD = args.length > 0 ? Number(args[0]) : 0;
  const OUT_FD = args.length > 1 ? Number(args[1]) : 1;
  const CHUNK = 65536;
  const MAX_MESSAGE = 500;
  const MAX_REPORT = 2000;  // the end of a syntax error's report, as compiled.FEEDBACK_CHARS
  const HEX_DIGITS = '0123456789abcdef';

  // --- input: whole lines from IN_FD, never more than needed ---------------------------------
  // Only Buffer.alloc (never pooled): Buffer.from, concat and allocUnsafe share an 8 KiB pool
  // that any program can read (Buffer.allocUnsafe(1).buffer), and the job line holds the nonce.
  // The buffers are zeroed once decoded.
  let pending = apply(bufferAlloc, NodeBuffer, [0]);
  let pendingSize = 0;
  function readLine() {
    const pieces = [pending];
    const sizes = [pendingSize];
    let total = pendingSize;
    let found = apply(bufferIndexOf, pending, [10]);
    const chunk = apply(bufferAlloc, NodeBuffer, [CHUNK]);
    while (found < 0) {
      let n = 0;
      try {
        n = readSync(IN_FD, chunk, 0, CHUNK, null);
      } catch (err) {
        if (err && err.code === 'EAGAIN') {
          atomicsWait(pause, 0, 0, 5);
          continue;
        }
        if (!(err && err.code === 'EOF')) throw err;
      }
      if (n === 0) break;
      const piece = apply(bufferAlloc, NodeBuffer, [n]);
      apply(bufferCopy, chunk, [piece, 0, 0, n]);
      const at = apply(bufferIndexOf, piece, [10]);
      if (at >= 0) found = total + at;
      put(pieces, pieces.length, piece);
      put(sizes, sizes.length, n);
      total += n;
    }
    const all = apply(bufferAlloc, NodeBuffer, [total]);
    let offset = 0;
    for (let i = 0; i < pieces.length; i++) {
      if (sizes[i] > 0) apply(bufferCopy, pieces[i], [all, offset, 0, sizes[i]]);
      offset += sizes[i];
      apply(bufferFill, pieces[i], [0]);
    }
    apply(bufferFill, chunk, [0]);
    const end = found < 0 ? total : found;
    const line = apply(bufferToString, all, ['utf8', 0, end]);
    pendingSize = found < 0 ? 0 : total - found - 1;
    pending = apply(bufferAlloc, NodeBuffer, [pendingSize]);
    if (pendingSize > 0) apply(bufferCopy, all, [pending, 0, found + 1, total]);
    apply(bufferFill, all, [0]);
    return line;
  }

  // --- output: ASCII protocol lines, written as strings --------------------------------------
  function quote(text) {
    const json = jsonStringify(text);
    let out = '';
    let start = 0;
    for (let i = 0; i < json.length; i++) {
      const code = apply(stringCharCodeAt, json, [i]);
      if (code < 0x7f) continue;
      out += apply(stringSlice, json, [start, i]) + '\\u' + HEX_DIGITS[(code >> 12) & 15] +
        HEX_DIGITS[(code >> 8) & 15] + HEX_DIGITS[(code >> 4) & 15] + HEX_DIGITS[code & 15];
      start = i + 1;
    }
    return start === 0 ? json : out + apply(stringSlice, json, [start]);
  }

  let NONCE = '';
  function emit(body) {
    if (typeof body !== 'string') body = '{"event":"error"}';
    let line = '\n' + NONCE + ' ' + body + '\n';
    while (line.length > 0) {
      let written = 0;
      try {
        written = writeSync(OUT_FD, line);
      } catch (err) {
        if (!(err && err.code === 'EAGAIN')) throw err;
        atomicsWait(pause, 0, 0, 1);
      }
      line = apply(stringSlice, line, [written]);
    }
  }

  function describe(err) {
    let type = 'Error';
    let message = '';
    try {
      if (err !== null && (typeof err === 'object' || typeof err === 'function')) {
        const name = err.name;
        if (typeof name === 'string' && name.length > 0) type = apply(stringSlice, name, [0, 100]);
        const text = err.message;
        message = typeof text === 'string' ? text : '' + text;
      } else {
        message = typeof err === 'string' ? err : '' + err;
      }
    } catch (inner) {
      message = '(the thrown value could not be described)';
    }
    if (typeof message !== 'string') message = '';
    if (type === 'RangeError' && apply(regExpTest, MEMORY_MESSAGES, [message])) {
      type = 'MemoryError';
    }
    let text = message.length > 0 ? type + ': ' + message : type;
    if (text.length > MAX_MESSAGE) text = apply(stringSlice, text, [0, MAX_MESSAGE]) + '...';
    return [type, text];
  }

  // V8's report of an error thrown by parsing the solution (no solution code has run yet), as
  // node prints an uncaught one: its stack starts with the file, the line and a caret.
  function parseReport(err) {
    let text = describe(err)[1];
    if (err instanceof NativeError && typeof err.stack === 'string') text = err.stack;
    text += '\n\nNode.js ' + process.version;
    return text.length > MAX_REPORT ? apply(stringSlice, text, [text.length - MAX_REPORT]) : text;
  }

  // --- values: JSON <-> native, by the declared types -----------------------------------------
  function shapeError(what, value) {
    let shown = '' + typeof value;
    if (value === null) shown = 'null';
    else if (isArray(value)) shown = 'an array';
    else if (typeof value === 'number' || typeof value === 'bigint') shown = '' + value;
    return new NativeTypeError('expected ' + what + ', got ' + shown);
  }

  // wide_ints: JSON.parse would round an integer beyond 2^53, so before it runs every integer
  // token of 16 or more digits outside a string is quoted, and intArgument makes it a BigInt.
  // (Python writes every float with a '.' or an exponent, so no float token is touched.)
  function quoteLongInts(text) {
    let out = '';
    let start = 0;
    let i = 0;
    const n = text.length;
    while (i < n) {
      const c = apply(stringCharCodeAt, text, [i]);
      if (c === 34) {  // a string: skip to its closing quote
        i++;
        while (i < n) {
          const d = apply(stringCharCodeAt, text, [i]);
          if (d === 92) i += 2;
          else if (d === 34) break;
          else i++;
        }
        i++;
      } else if (c === 45 || (c >= 48 && c <= 57)) {  // a number: '-', digits, '.', 'e', '+'
        let j = i + 1;
        let digits = c === 45 ? 0 : 1;
        let integer = true;
        while (j < n) {
          const d = apply(stringCharCodeAt, text, [j]);
          if (d >= 48 && d <= 57) digits++;
          else if (d === 45 || d === 43 || d === 46 || d === 101 || d === 69) integer = false;
          else break;
          j++;
        }
        if (integer && digits >= 16) {
          const token = apply(stringSlice, text, [i, j]);
          out += apply(stringSlice, text, [start, i]) + '"' + token + '"';
          start = j;
        }
        i = j;
      } else {
        i++;
      }
    }
    return start === 0 ? text : out + apply(stringSlice, text, [start]);
  }

  function parseLine(text) {
    return jsonParse(WIDE ? quoteLongInts(text) : text);
  }

  function intArgument(value) {
    if (WIDE) {
      if (typeof value === 'number' && isSafeInteger(value)) return NativeBigInt(value);
      if (typeof value === 'string') return NativeBigInt(value);  // quoted by quoteLongInts
      throw shapeError('an integer', value);
    }
    if (typeof value !== 'number' || !isSafeInteger(value)) {
      throw new NativeTypeError('int argument ' + value +
        " is outside JavaScript's exact integer range +/-(2^53 - 1)");
    }
    return value;
  }

  function fromJson(desc, value) {
    if (typeof desc === 'string') {
      if (desc === 'int') return intArgument(value);
      if (desc === 'float') {
        if (typeof value === 'string') return +value;  // a long integer token (wide_ints)
        if (value !== null && typeof value === 'object') {
          const special = value.__float__;
          return special === 'nan' ? NaN : special === 'inf' ? Infinity : -Infinity;
        }
        return value;
      }
      if (desc === 'none') return null;
      return value;
    }
    const kind = desc[0];
    if (kind === 'optional') return value === null ? null : fromJson(desc[1], value);
    if (kind === 'list') {
      const out = [];
      for (let i = 0; i < value.length; i++) put(out, i, fromJson(desc[1], value[i]));
      return out;
    }
    if (kind === 'tuple') {
      const out = [];
      for (let i = 1; i < desc.length; i++) put(out, i - 1, fromJson(desc[i], value[i - 1]));
      return out;
    }
    if (kind === 'dict') {
      const out = new NativeMap();
      const keys = objectKeys(value);
      for (let i = 0; i < keys.length; i++) {
        const key = desc[1] === 'str' ? keys[i] : intArgument(WIDE ? keys[i] : jsonParse(keys[i]));
        apply(mapSet, out, [key, fromJson(desc[2], value[keys[i]])]);
      }
      return out;
    }
    return value;
  }

  function fromJsonAll(descs, values) {
    if (!isArray(values) || values.length !== descs.length) {
      throw new NativeTypeError('expected ' + descs.length + ' argument(s)');
    }
    const out = [];
    for (let i = 0; i < descs.length; i++) put(out, i, fromJson(descs[i], values[i]));
    return out;
  }

  function intText(value) {
    if (typeof value === 'number' && isSafeInteger(value)) return '' + (value === 0 ? 0 : value);
    if (typeof value === 'bigint') return '' + value;
    if (typeof value === 'number' && value === value && value !== Infinity && value !== -Infinity &&
        value % 1 === 0) {
      throw new NativeTypeError('int result ' + apply(numberToString, value, []) +
        " is outside JavaScript's exact integer range +/-(2^53 - 1); return a BigInt");
    }
    throw shapeError('an integer (a safe-integer number or a BigInt)', value);
  }

  function keyText(desc, key) {
    if (desc === 'str') {
      if (typeof key !== 'string') throw shapeError('a string key', key);
      return quote(key);
    }
    return quote(intText(key));
  }

  function objectKeyText(desc, key) {
    if (desc === 'str') return quote(key);
    if (!apply(regExpTest, CANONICAL_INT, [key]) || !isSafeInteger(+key)) {
      throw new NativeTypeError('expected an integer key, got ' + quote(key));
    }
    return quote(key);
  }

  function toJson(desc, value) {
    if (typeof desc === 'string') {
      if (desc === 'int') return intText(value);
      if (desc === 'float') {
        if (typeof value !== 'number') throw shapeError('a number', value);
        if (value !== value) return '{"__float__":"nan"}';
        if (value === Infinity) return '{"__float__":"inf"}';
        if (value === -Infinity) return '{"__float__":"-inf"}';
        return jsonStringify(value);
      }
      if (desc === 'bool') {
        if (typeof value !== 'boolean') throw shapeError('a boolean', value);
        return value ? 'true' : 'false';
      }
      if (desc === 'str') {
        if (typeof value !== 'string') throw shapeError('a string', value);
        return quote(value);
      }
      return 'null';
    }
    const kind = desc[0];
    if (kind === 'optional') {
      return value === null || value === undefined ? 'null' : toJson(desc[1], value);
    }
    if (kind === 'list') {
      if (!isArray(value) && !(isView(value) && !(value instanceof NativeDataView))) {
        throw shapeError('an array', value);
      }
      let out = '[';
      const n = value.length;
      for (let i = 0; i < n; i++) out += (i > 0 ? ',' : '') + toJson(desc[1], value[i]);
      return out + ']';
    }
    if (kind === 'tuple') {
      const n = desc.length - 1;
      if (!isArray(value) || value.length !== n) {
        throw shapeError('an array of ' + n + ' elements (a tuple)', value);
      }
      let out = '[';
      for (let i = 0; i < n; i++) out += (i > 0 ? ',' : '') + toJson(desc[i + 1], value[i]);
      return out + ']';
    }
    if (kind === 'dict') {
      let out = '{';
      let first = true;
      if (value instanceof NativeMap) {
        apply(mapForEach, value, [(item, key) => {
          out += (first ? '' : ',') + keyText(desc[1], key) + ':' + toJson(desc[2], item);
          first = false;
        }]);
        return out + '}';
      }
      const proto = value !== null && typeof value === 'object' && !isArray(value)
        ? getPrototypeOf(value) : undefined;
      if (proto !== ObjectPrototype && proto !== null) {
        throw shapeError('a Map (or a plain object)', value);
      }
      const keys = objectKeys(value);
      for (let i = 0; i < keys.length; i++) {
        out += (i > 0 ? ',' : '') + objectKeyText(desc[1], keys[i]) + ':' +
          toJson(desc[2], value[keys[i]]);
      }
      return out + '}';
    }
    throw new NativeTypeError('unknown type ' + quote('' + kind));
  }

  // --- the solution ----------------------------------------------------------------------------
  const solutionPath = path.join(__dirname, 'solution.js');
  // Compiled before the solution runs: each reads one top-level binding, if there is one.
  function lookupScript(name) {
    return new Script('typeof ' + name + " === 'undefined' ? undefined : " + name,
      { filename: 'rockman-lookup.js' });
  }
  const lookups = [];
  for (let i = 0; i < IFACE.names.length; i++) put(lookups, i, lookupScript(IFACE.names[i]));
  const programModule = { exports: {}, filename: solutionPath, id: '.', loaded: false };

  function findEntry() {
    for (let i = 0; i < lookups.length; i++) {
      let found;
      try {
        found = apply(runInThisContext, lookups[i], []);
      } catch (err) {
        found = undefined;
      }
      if (typeof found === 'function') return found;
    }
    const exported = programModule.exports;
    for (let i = 0; i < IFACE.names.length; i++) {
      let found;
      try {
        found = exported !== null && exported !== undefined ? exported[IFACE.names[i]] : undefined;
      } catch (err) {
        found = undefined;
      }
      if (typeof found === 'function') return found;
    }
    return undefined;
  }

  function method(obj, names) {
    for (let i = 0; i < names.length; i++) {
      const found = obj[names[i]];
      if (typeof found === 'function') return found;
    }
    throw new NativeTypeError('obj.' + names[0] + ' is not a function');
  }

  function caseError(i, err, partial) {
    const described = describe(err);
    let body = '{"event":"case","i":' + i + ',"error":' + quote(described[1]) +
      ',"error_type":' + quote(described[0]);
    if (partial !== null) {
      let items = '';
      for (let j = 0; j < partial.length; j++) items += (j > 0 ? ',' : '') + partial[j];
      body += ',"partial":[' + items + ']';
    }
    emit(body + '}');
  }

  function missing() {
    emit('{"event":"load_error","error_type":"ReferenceError","message":' +
      quote('the solution does not define ' + IFACE.names[0]) + '}');
  }

  // --- file_io fixtures ------------------------------------------------------------------------
  // A case's root folder and input files, written just before its call (secret cases' only once
  // they are released); paths are relative to the work folder, texts written as exact UTF-8.
  function writeFiles(fixture) {
    apply(mkdirSync, fs, [pathResolve(WORK_DIR, '' + fixture.root), { recursive: true }]);
    const files = fixture.files;
    const names = objectKeys(files);
    for (let i = 0; i < names.length; i++) {
      const target = pathResolve(WORK_DIR, names[i]);
      const text = files[names[i]];
      if (typeof text !== 'string') throw new NativeTypeError('rockman: bad fixture text');
      if (typeof isWellFormed === 'function' && !apply(isWellFormed, text, [])) {
        throw new NativeTypeError('rockman: fixture text is not valid Unicode');
      }
      apply(mkdirSync, fs, [pathDirname(target), { recursive: true }]);
      const size = apply(bufferByteLength, NodeBuffer, [text, 'utf8']);
      const data = apply(bufferAlloc, NodeBuffer, [size]);
      if (size > 0) apply(bufferWrite, data, [text, 0, size, 'utf8']);
      const fd = apply(openSync, fs, [target, 'w', 0o666]);
      try {
        let done = 0;
        while (done < size) done += apply(writeSync, fs, [fd, data, done, size - done]);
      } finally {
        apply(closeSync, fs, [fd]);
      }
    }
  }

  // The text of a file (UTF-8), or null when it is missing, unreadable or not UTF-8.
  function readText(name) {
    let fd = -1;
    try {
      fd = apply(openSync, fs, [pathResolve(WORK_DIR, '' + name), 'r']);
      const pieces = [];
      const sizes = [];
      let total = 0;
      for (;;) {
        const chunk = apply(bufferAlloc, NodeBuffer, [CHUNK]);
        const n = apply(readSync, fs, [fd, chunk, 0, CHUNK, null]);
        if (n === 0) break;
        put(pieces, pieces.length, chunk);
        put(sizes, sizes.length, n);
        total += n;
      }
      const all = apply(bufferAlloc, NodeBuffer, [total]);
      let offset = 0;
      for (let i = 0; i < pieces.length; i++) {
        apply(bufferCopy, pieces[i], [all, offset, 0, sizes[i]]);
        offset += sizes[i];
      }
      const text = apply(textDecode, utf8Decoder, [all]);
      return typeof text === 'string' ? quote(text) : 'null';
    } catch (err) {
      return 'null';
    } finally {
      if (fd >= 0) {
        try {
          apply(closeSync, fs, [fd]);
        } catch (err) {
          // nothing to do: the text is read
        }
      }
    }
  }

  function collected(paths) {
    let out = '[';
    for (let i = 0; i < paths.length; i++) out += (i > 0 ? ',' : '') + readText(paths[i]);
    return out + ']';
  }

  function runCalls(entry, cases, fixtures) {
    if (entry === undefined) return missing();
    const withFiles = fixtures !== undefined && fixtures !== null;
    for (let i = 0; i < cases.length; i++) {
      let text;
      try {
        if (withFiles) writeFiles(fixtures[i]);
        const value = apply(entry, undefined, fromJsonAll(IFACE.params, cases[i]));
        text = toJson(IFACE.returns, value);
      } catch (err) {
        caseError(i, err, null);
        continue;
      }
      const files = withFiles ? ',"files":' + collected(fixtures[i].collect) : '';
      emit('{"event":"case","i":' + i + ',"value":' + text + files + '}');
    }
  }

  function runOperations(entry, cases, fixtures) {
    if (entry === undefined) return missing();
    for (let i = 0; i < cases.length; i++) {
      const results = [];
      try {
        const obj = construct(entry, fromJsonAll(IFACE.init, cases[i].init));
        const ops = cases[i].ops;
        for (let j = 0; j < ops.length; j++) {
          const name = ops[j][0];
          const spec = hasOwn(IFACE.methods, name) ? IFACE.methods[name] : undefined;
          if (spec === undefined) throw new NativeTypeError('unknown method ' + quote('' + name));
          const fn = method(obj, spec.names);
          const value = apply(fn, obj, fromJsonAll(spec.params, ops[j][1]));
          put(results, results.length, toJson(spec.returns, value));
        }
      } catch (err) {
        caseError(i, err, results);
        continue;
      }
      let items = '';
      for (let j = 0; j < results.length; j++) items += (j > 0 ? ',' : '') + results[j];
      emit('{"event":"case","i":' + i + ',"value":[' + items + ']}');
    }
  }

  function peakRss() {
    try {
      return apply(resourceUsage, process, []).maxRSS * 1024;
    } catch (err) {
      return 0;
    }
  }

  function main() {
    const job = parseLine(readLine());
    NONCE = job.nonce;
    if (typeof NONCE !== 'string' || NONCE.length !== 32) throw new Error('rockman: bad job line');
    const run = IFACE.mode === 'call' ? runCalls : runOperations;
    let script;
    try {
      script = new Script(readFileSync(solutionPath, 'utf8'), { filename: solutionPath });
    } catch (err) {
      emit('{"event":"compile_error","message":' + quote(parseReport(err)) + '}');
      return;
    }
    process.argv = [process.argv[0], solutionPath];
    Object.assign(globalThis, {
      require: createRequire(solutionPath),
      module: programModule,
      exports: programModule.exports,
      __filename: solutionPath,
      __dirname: path.dirname(solutionPath),
    });
    try {
      apply(runInThisContext, script, []);
    } catch (err) {
      const described = describe(err);
      emit('{"event":"load_error","message":' + quote(described[1]) + ',"error_type":' +
        quote(described[0]) + '}');
      return;
    }
    const entry = findEntry();
    run(entry, own(job, 'cases'), own(job, 'fixtures'));
    emit('{"event":"public_done"}');
    const secret = readLine();
    if (apply(stringTrim, secret, []).length > 0) {
      const released = parseLine(secret);
      run(entry, own(released, 'cases'), own(released, 'fixtures'));
    }
    emit('{"event":"done","peak_rss_bytes":' + peakRss() + '}');
  }

  main();
  apply(processExit, process, [0]);
})();
"""
