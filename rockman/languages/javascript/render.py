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

Driver (driver_source): the text of rockman/languages/javascript/driver_runtime.js (a real .js
file, checked by node in tests/unit/rockman/languages/javascript/test_runtime.py), with the
problem's interface table, as a JSON string literal, in place of the stand-in
``/*@INTERFACE*/'{}'/*@*/`` (``rockman.languages.fill_stand_ins``).
It is a CommonJS main module, run as `node rockman_driver.js IN_FD OUT_FD` with the job on
IN_FD and the protocol written to OUT_FD (the executor passes 3 and 4, dups of the original
stdin and stdout, and gives the solution /dev/null as its stdin). Everything it uses is
captured before any solution code runs; every name, the nonce included, lives in a closure the
solution cannot reach. It runs solution.js as a classic script in the same realm
(vm.Script.runInThisContext, as javascript.py's runner), with CommonJS globals (require,
module, exports, __filename, __dirname) for programs written as modules, finds the entry point
among the script's top-level bindings (or module.exports), and speaks the protocol of
rockman/judging/python_harness.py. Protocol lines are ASCII (non-ASCII escaped as \\uXXXX)
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
from rockman.languages import fill_stand_ins, source
from rockman.problem_spec import ProblemSpec
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
    return fill_stand_ins(DRIVER_TEMPLATE, INTERFACE=json.dumps(table))


# The driver's text: rockman/languages/javascript/driver_runtime.js, where the stand-in
# INTERFACE is filled with the interface table (as a JSON string literal). It is also valid
# TypeScript (strict false: every unannotated value is `any`), so the TypeScript driver is this
# text plus `export {};`. Keep it so: no annotations, no properties added to object literals
# after creation.
DRIVER_TEMPLATE = source("javascript", "driver_runtime.js")
