"""Rendering a language-neutral problem as a TypeScript prompt, and its trusted driver.

Type mapping (TypeScript types, checked by tsc with the options of
rockman/languages/typescript/toolchain.py: strict false, so null is assignable to every type):

    int -> number (bigint when the interface declares wide_ints)
    float -> number       bool -> boolean      str -> string
    none -> void (a return type; nested, e.g. in a list, none is null)
    list[T] -> T[] ((T | null)[] for an optional element)
    tuple[A, B] -> [A, B]          dict[K, V] -> Map<K, V>          optional[T] -> T | null

The values are JavaScript's and cross the driver exactly as in render_javascript.py (whose
driver this module reuses): int exact within +/-(2^53 - 1) (an int result may also be a BigInt,
exact at any size, e.g. `as unknown as number` or a wider declared type); dict arguments are
always Maps, and a Map or a plain object is accepted back; NaN and infinities as
{"__float__": ...}.

Naming: as JavaScript (render_javascript.entry_name): functions, methods and parameters
camelCase, classes PascalCase, reserved words get a trailing underscore; the driver also finds
the neutral snake_case name.

Doc comments: JSDoc-style (/** ... */) with the description and an @example block (up to 3
public cases as TypeScript literals, "call; // => value"); the types are in the signature, so
@param tags appear only for parameters that have a description.

Prompt and completion: a function prompt ends with the open body
`function name(param: Type, ...): Type {`; the completion supplies the body and the closing
brace. A class prompt shows a complete class with typed stub methods
(`throw new Error("not implemented");`); class tasks are answered with a whole program. With
starter code (problems/<id>/starter.ts) the prompt is the canary, the doc comment and the
starter code.

Driver: render_javascript's driver text (rockman/languages/javascript/driver_runtime.js, the
interface filled in) plus `export {};` (rockman_driver.ts, a module, so its names never meet the
solution's globals). It references nothing of the solution statically (the entry point is
found at run time), so every type error tsc reports is the solution's, and the solution's own
signature is not forced to match the prompt's. The compile step type-checks
solution.ts and rockman_driver.ts as one program and emits solution.js and rockman_driver.js;
the run is the JavaScript driver's.
"""

from __future__ import annotations

from rockman.languages.javascript import render as js
from rockman.problem_spec import ProblemSpec
from rockman.v1 import common_pb2 as pb

LANGUAGE: int = pb.LANGUAGE_TYPESCRIPT
INDENT = js.INDENT


def entry_name(neutral: str, kind: str) -> str:
    """The TypeScript name of a neutral name (the JavaScript one)."""
    return js.entry_name(neutral, kind)


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
        inner = _type(ref.params[0], False, wide)
        return f"({inner})[]" if ref.params[0].kind == pb.TYPE_KIND_OPTIONAL else f"{inner}[]"
    if kind == pb.TYPE_KIND_TUPLE:
        return "[" + ", ".join(_type(p, False, wide) for p in ref.params) + "]"
    if kind == pb.TYPE_KIND_MAP:
        key, value = ref.params
        return f"Map<{_type(key, False, wide)}, {_type(value, False, wide)}>"
    if kind == pb.TYPE_KIND_OPTIONAL:
        return f"{_type(ref.params[0], False, wide)} | null"
    raise ValueError(f"type kind {kind} has no TypeScript type")


def type_name(ref: pb.TypeRef, wide: bool = False) -> str:
    """The TypeScript type of a neutral type ([number, string][], Map<string, number>, ...);
    `wide` (Interface.wide_ints) makes every int a bigint."""
    return _type(ref, True, wide)


def _params(params: list[pb.Parameter], wide: bool) -> str:
    return ", ".join(f"{entry_name(p.name, 'param')}: {type_name(p.type, wide)}" for p in params)


def _param_tags(params: list[pb.Parameter]) -> list[str]:
    return [
        f"@param {entry_name(p.name, 'param')} - {p.description.strip()}"
        for p in params
        if p.description.strip()
    ]


def render_prompt(spec: ProblemSpec, canary: str) -> str:
    """The TypeScript prompt of a problem; a completion is appended to it."""
    header = f"// {canary}\n"
    description = js.description_lines(spec.description)
    examples = js.examples_block(spec)
    wide = spec.interface.wide_ints
    starter = spec.starter_code.get("typescript")
    if starter is not None:
        return header + js.doc_comment([description, examples]) + "\n" + starter.rstrip() + "\n"
    if spec.is_class:
        cls = spec.interface.class_interface
        parts = [header, js.doc_comment([description, examples])]
        parts.append(f"class {entry_name(cls.name, 'class')} {{\n")
        ctor_params = list(cls.constructor_params)
        tags = _param_tags(ctor_params)
        if tags:
            parts.append(js.doc_comment([tags], INDENT))
        parts.append(f"{INDENT}constructor({_params(ctor_params, wide)}) {{\n{INDENT}}}\n")
        for method in cls.methods:
            params = list(method.params)
            doc = [js.description_lines(method.description), _param_tags(params)]
            parts.append("\n")
            if any(doc):
                parts.append(js.doc_comment(doc, INDENT))
            parts.append(
                f"{INDENT}{entry_name(method.name, 'method')}({_params(params, wide)}): "
                f"{type_name(method.returns, wide)} {{\n{INDENT * 2}{js.STUB_BODY}\n{INDENT}}}\n"
            )
        parts.append("}\n")
        return "".join(parts)
    sig = spec.interface.function
    params = list(sig.params)
    comment = js.doc_comment([description, examples, _param_tags(params)])
    name = entry_name(sig.name, "function")
    returns = type_name(sig.returns, wide)
    return header + comment + f"function {name}({_params(params, wide)}): {returns} {{\n"


def driver_source(interface: pb.Interface) -> str:
    """The trusted driver for `interface` (rockman_driver.ts); see the module docstring."""
    return js.driver_source(interface) + "export {};\n"
