"""Rendering a language-neutral problem as a Java prompt, and the Java driver that runs it.

Type mapping (the boxed form is used inside generics and for optional values):

=============== ======================================================================
neutral         Java
=============== ======================================================================
int             ``long`` (``Long``): the cases use 64-bit values, Java's ``int`` is 32
float           ``double`` (``Double``)
bool            ``boolean`` (``Boolean``)
str             ``String``
none            ``void`` (a return type only)
list[T]         ``List<T>`` (the driver passes a mutable ``ArrayList``)
dict[K, V]      ``Map<K, V>``, K is ``Long`` or ``String`` (the driver passes a
                ``LinkedHashMap`` in the case's key order; any ``Map`` may be returned)
tuple[A, B]     ``Tuple2<A, B>``; tuple[A, B, C] is ``Tuple3<A, B, C>``, and so on: generic
                records ``record Tuple2<A, B>(A first, B second) {}`` (components first,
                second, third, ...) that the prompt declares before the class. Java has no
                tuple type; a record gives typed components, equals/hashCode (usable as map
                keys and in sets) and a readable toString, where ``List<Object>`` would need
                casts and ``Map.Entry`` stops at two. A solution may keep or drop the
                declarations: the driver adds the ones the solution does not declare itself.
optional[T]     the boxed T (``Long``, ``List<Long>``, ...); ``null`` stands for none
=============== ======================================================================

Naming: functions become a public instance method of ``class Solution`` (HumanEval-X's Java
prompts), in camelCase (``merge_intervals`` -> ``mergeIntervals``); methods and parameters are
camelCase too, class names stay as in the spec. A name that is a Java keyword, or a method name
that would clash with a method of ``Object``, gets a trailing underscore.

Prompt: a ``//`` line with the canary, the imports (``java.util.*`` and ``java.lang.*`` as in
HumanEval-X), the tuple records the signature needs, then:

- function: ``class Solution {``, a Javadoc comment with the description and up to three
  examples (``>>> call`` lines with Java literals, then the result), and the method's signature
  ending in the open body ``{``. The completion supplies the body, the method's closing brace and
  the class's closing brace (as in HumanEval-X).
- class: a Javadoc comment (description and the first public case as examples), then the whole
  class with a constructor and one public method per interface method, each body a stub that
  throws UnsupportedOperationException. Class tasks are answered with a whole solution.
- starter code (``problems/<id>/starter.java``: the code from ``class Solution {`` on; leading
  import lines are merged into the prompt's imports): the Javadoc comment, then the code.

Javadoc text is made safe for javac: ``*/`` is broken up and a backslash-u that is not a
valid Unicode escape is doubled (javac reads Unicode escapes even in comments).

Driver (``driver_source``): ``public final class RockmanDriver`` with package-private helpers
``RockmanJson`` (a small JSON reader and writer), ``RockmanChannel`` and ``RockmanFailure``, in
the default package beside the solution. It speaks rockman/judging/python_harness.py's
protocol: converters and writers for every type of the interface are generated statically,
so the job's descriptors are not needed. Error types: the exception's simple class name
(``ArithmeticException``, ``StackOverflowError``), ``MemoryError`` for ``OutOfMemoryError``,
``TypeError`` for a value that cannot be converted (wrong shape, int outside ``long``) and
``AttributeError`` for an unknown method name.

The driver's static code (RockmanDriver's ``main``, ``RockmanJson``, ``RockmanChannel``,
``RockmanFailure``, ``RockmanFiles``, ``RockmanUnclosable``) lives in
rockman/languages/java/RockmanDriver.java, a real Java file that javac compiles as it is
(tests/unit/rockman/languages/java/test_runtime.py). Its two stand-ins, the entry class's name
(``ENTRY``) and a stub ``rockmanRun`` (``CODE``), each written ``/*@NAME*/default/*@*/``, are
replaced by ``rockman.languages.fill_stand_ins`` with what this module generates for the
interface: the mode's ``rockmanRun`` and the converters and writers it uses.

file_io problems (call mode with ``"fixtures"`` in the job or the secret line): ``RockmanFiles``
creates each case's root folder and writes its files (UTF-8, exactly) just before the call, so
the secret ones appear only after release, and adds the ``"files"`` list (each collected file's
text, or null) to the case's event after a successful call. Paths are relative to the working
folder (the run's work folder).
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from typing import Any

from rockman.errors import InvalidArgument
from rockman.languages import fill_stand_ins, source
from rockman.problem_spec import ProblemSpec
from rockman.v1 import common_pb2 as pb

LANGUAGE: int = pb.LANGUAGE_JAVA
EXTENSION = "java"
FUNCTION_CLASS = "Solution"
DRIVER_CLASS = "RockmanDriver"
DRIVER_FILE = "RockmanDriver.java"  # the driver's static code in rockman/languages/java/
TUPLES_FILE = "RockmanTuples.java"
MAX_EXAMPLES = 3
STUB_BODY = 'throw new UnsupportedOperationException("not implemented");'
IMPORTS = ("import java.util.*;", "import java.lang.*;")
_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
             "ninth", "tenth")  # fmt: skip
_TYPE_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_KEYWORD_TEXT = """abstract assert boolean break byte case catch char class const continue default
    do double else enum extends final finally float for goto if implements import instanceof int
    interface long native new package private protected public return short static strictfp super
    switch synchronized this throw throws transient try void volatile while true false null var
    yield record sealed permits non-sealed"""
JAVA_KEYWORDS = frozenset(_KEYWORD_TEXT.split())
# Methods of java.lang.Object a solution's method must not redeclare with another meaning.
_OBJECT_METHODS = frozenset(
    (
        "getClass",
        "hashCode",
        "equals",
        "clone",
        "toString",
        "notify",
        "notifyAll",
        "wait",
        "finalize",
    )
)
_BOXED = {
    pb.TYPE_KIND_INT: "Long",
    pb.TYPE_KIND_FLOAT: "Double",
    pb.TYPE_KIND_BOOL: "Boolean",
    pb.TYPE_KIND_STRING: "String",
    pb.TYPE_KIND_NONE: "Void",
}
_PRIMITIVE = {
    pb.TYPE_KIND_INT: "long",
    pb.TYPE_KIND_FLOAT: "double",
    pb.TYPE_KIND_BOOL: "boolean",
    pb.TYPE_KIND_STRING: "String",
    pb.TYPE_KIND_NONE: "void",
}


# --- types and names ---------------------------------------------------------------------------


def _type(ref: pb.TypeRef, boxed: bool) -> str:
    kind = ref.kind
    if kind in _PRIMITIVE:
        return _BOXED[kind] if boxed else _PRIMITIVE[kind]
    if kind == pb.TYPE_KIND_LIST:
        return f"List<{_type(ref.params[0], True)}>"
    if kind == pb.TYPE_KIND_MAP:
        return f"Map<{_type(ref.params[0], True)}, {_type(ref.params[1], True)}>"
    if kind == pb.TYPE_KIND_TUPLE:
        return f"{tuple_class(len(ref.params))}<{', '.join(_type(p, True) for p in ref.params)}>"
    if kind == pb.TYPE_KIND_OPTIONAL:
        return _type(ref.params[0], True)
    raise InvalidArgument(f"type kind {kind} has no Java type")


def type_name(ref: pb.TypeRef) -> str:
    """The Java type of a neutral type in a signature (``long``, ``List<Long>``, ``Long``)."""
    return _type(ref, boxed=False)


def _camel(neutral: str) -> str:
    parts = [p for p in neutral.split("_") if p]
    if not parts:
        return neutral
    return parts[0] + "".join(p[:1].upper() + p[1:] for p in parts[1:])


def entry_name(neutral: str, kind: str) -> str:
    """The Java name of a neutral name; kind is function, method, class or param."""
    if kind == "class":
        name = neutral
    elif kind in ("function", "method", "param"):
        name = _camel(neutral)
        if kind != "param" and name in _OBJECT_METHODS:
            name += "_"
    else:
        raise ValueError(f"unknown name kind {kind!r}")
    return name + "_" if name in JAVA_KEYWORDS else name


def tuple_class(arity: int) -> str:
    """The record that stands for a tuple of `arity` values (``Tuple2``, ``Tuple3``, ...)."""
    return f"Tuple{arity}"


def _component(index: int) -> str:
    return _ORDINALS[index] if index < len(_ORDINALS) else f"item{index + 1}"


def tuple_declaration(arity: int) -> str:
    """``record Tuple2<A, B>(A first, B second) {}``: one line, the same in prompt and driver."""
    if not 1 <= arity <= len(_TYPE_LETTERS):
        raise InvalidArgument(f"tuples of {arity} values have no Java record")
    letters = _TYPE_LETTERS[:arity]
    components = ", ".join(f"{t} {_component(i)}" for i, t in enumerate(letters))
    return f"record {tuple_class(arity)}<{', '.join(letters)}>({components}) {{}}"


def _walk(ref: pb.TypeRef) -> Iterator[pb.TypeRef]:
    yield ref
    for param in ref.params:
        yield from _walk(param)


def _signatures(interface: pb.Interface) -> list[pb.FunctionSignature]:
    if interface.HasField("function"):
        return [interface.function]
    cls = interface.class_interface
    ctor = pb.FunctionSignature(name="__init__", params=cls.constructor_params,
                                returns=pb.TypeRef(kind=pb.TYPE_KIND_NONE))  # fmt: skip
    return [ctor, *cls.methods]


def _interface_types(interface: pb.Interface) -> list[pb.TypeRef]:
    out: list[pb.TypeRef] = []
    for sig in _signatures(interface):
        out.extend(p.type for p in sig.params)
        out.append(sig.returns)
    return out


def tuple_arities(interface: pb.Interface) -> list[int]:
    """The tuple sizes the interface uses, ascending (each needs its record)."""
    return sorted(
        {len(r.params) for t in _interface_types(interface) for r in _walk(t)
         if r.kind == pb.TYPE_KIND_TUPLE}
    )  # fmt: skip


def tuple_source(arities: list[int]) -> str:
    """A compilation unit declaring the tuple records of `arities` (the driver's fallback)."""
    lines = ["// Tuple records for solutions that do not declare them (Rockman's driver)."]
    lines += [tuple_declaration(n) for n in arities]
    return "\n".join(lines) + "\n"


def _entry_class(interface: pb.Interface) -> str:
    if interface.HasField("function"):
        return FUNCTION_CLASS
    return entry_name(interface.class_interface.name, "class")


def entry_class(interface: pb.Interface) -> str:
    """The class the driver instantiates: ``Solution`` for functions, else the spec's class."""
    return _entry_class(interface)


# --- literals and comments ---------------------------------------------------------------------


def _string_literal(text: str) -> str:
    out: list[str] = ['"']
    for ch in text:
        code = ord(ch)
        if ch in '"\\':
            out.append("\\" + ch)
        elif ch in "\n\t\r\b\f":
            out.append({"\n": "\\n", "\t": "\\t", "\r": "\\r", "\b": "\\b", "\f": "\\f"}[ch])
        elif code < 0x20 or code == 0x7F:
            out.append(f"\\{code:03o}")
        elif 0xD800 <= code <= 0xDFFF:  # a lone surrogate cannot be written as UTF-8
            out.append(f"\\u{code:04x}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def _float_literal(value: Any) -> str:
    if isinstance(value, dict):
        value = float(str(value.get("__float__")))
    number = float(value)
    if math.isnan(number):
        return "Double.NaN"
    if math.isinf(number):
        return "Double.POSITIVE_INFINITY" if number > 0 else "Double.NEGATIVE_INFINITY"
    return repr(number)


def _literal(ref: pb.TypeRef, value: Any, boxed: bool) -> str:
    """A Java expression for a JSON value of type `ref`; `boxed`: in a Long/Double context."""
    if value is None:
        return "null"
    kind = ref.kind
    if kind == pb.TYPE_KIND_INT:
        number = int(value)
        long_suffix = boxed or not -(2**31) <= number < 2**31
        return f"{number}L" if long_suffix else str(number)
    if kind == pb.TYPE_KIND_FLOAT:
        return _float_literal(value)
    if kind == pb.TYPE_KIND_BOOL:
        return "true" if value else "false"
    if kind == pb.TYPE_KIND_STRING:
        return _string_literal(str(value))
    if kind == pb.TYPE_KIND_OPTIONAL:
        return _literal(ref.params[0], value, boxed)
    if kind == pb.TYPE_KIND_LIST:
        items = [_literal(ref.params[0], v, True) for v in value]
        factory = "Arrays.asList" if "null" in items else "List.of"  # List.of rejects null
        return f"{factory}({', '.join(items)})"
    if kind == pb.TYPE_KIND_TUPLE:
        items = [_literal(p, v, True) for p, v in zip(ref.params, value, strict=True)]
        return f"new {tuple_class(len(items))}<>({', '.join(items)})"
    if kind == pb.TYPE_KIND_MAP:
        key_ref, value_ref = ref.params
        pairs = []
        for key, item in value.items():
            key_value: Any = key if key_ref.kind == pb.TYPE_KIND_STRING else int(key)
            pairs.append((_literal(key_ref, key_value, True), _literal(value_ref, item, True)))
        if any(v == "null" for _, v in pairs):  # Map.of rejects null values
            puts = " ".join(f"put({k}, {v});" for k, v in pairs)
            return f"new HashMap<>() {{{{ {puts} }}}}"
        if len(pairs) <= 10:
            return f"Map.of({', '.join(f'{k}, {v}' for k, v in pairs)})"
        return f"Map.ofEntries({', '.join(f'Map.entry({k}, {v})' for k, v in pairs)})"
    return "null"


_BAD_UNICODE_ESCAPE = re.compile(r"(?<!\\)((?:\\\\)*)\\(u+)(?![0-9a-fA-F]{4})")


def _comment_safe(text: str) -> str:
    """Text that can stand inside a /** */ comment: no `*/`, no malformed Unicode escapes."""
    text = text.replace("*/", "* /")
    return _BAD_UNICODE_ESCAPE.sub(lambda m: m.group(1) + "\\\\" + m.group(2), text)


def _javadoc(text: str, indent: str) -> str:
    lines = [indent + "/**"]
    for line in _comment_safe(text.strip()).splitlines():
        lines.append(f"{indent} * {line}".rstrip())
    lines.append(indent + " */")
    return "\n".join(lines) + "\n"


def _call_text(name: str, params: list[pb.Parameter], args: list[Any]) -> str:
    rendered = [
        _literal(p.type, a, p.type.kind == pb.TYPE_KIND_OPTIONAL)
        for p, a in zip(params, args, strict=True)
    ]
    return f"{name}({', '.join(rendered)})"


def _function_examples(spec: ProblemSpec) -> str:
    sig = spec.interface.function
    lines = []
    for case in spec.public[:MAX_EXAMPLES]:
        call = _call_text(entry_name(sig.name, "function"), list(sig.params), case["args"])
        lines.append(f">>> {call}")
        if sig.returns.kind != pb.TYPE_KIND_NONE:
            lines.append(_literal(sig.returns, case["expected"], False))
    return "\n".join(lines)


def _class_example(spec: ProblemSpec) -> str:
    cls = spec.interface.class_interface
    name = entry_name(cls.name, "class")
    methods = {m.name: m for m in cls.methods}
    case = spec.public[0]
    ctor = _call_text(f"new {name}", list(cls.constructor_params), case["init"])
    lines = [f">>> {name} obj = {ctor};"]
    for (method_name, args), expected in zip(case["ops"], case["expected"], strict=True):
        method = methods[method_name]
        call = _call_text("obj." + entry_name(method_name, "method"), list(method.params), args)
        if method.returns.kind == pb.TYPE_KIND_NONE:
            lines.append(f">>> {call};")
        else:
            lines.append(f">>> {call}")
            lines.append(_literal(method.returns, expected, False))
    return "\n".join(lines)


def _params_text(params: list[pb.Parameter]) -> str:
    return ", ".join(f"{type_name(p.type)} {entry_name(p.name, 'param')}" for p in params)


def _method_signature(sig: pb.FunctionSignature, kind: str) -> str:
    params = _params_text(list(sig.params))
    return f"public {type_name(sig.returns)} {entry_name(sig.name, kind)}({params})"


def _split_imports(code: str) -> tuple[list[str], str]:
    """Leading import lines of a starter (merged into the prompt's) and the rest of it."""
    lines = code.splitlines()
    imports = []
    while lines and (not lines[0].strip() or lines[0].lstrip().startswith("import ")):
        line = lines.pop(0).strip()
        if line:
            imports.append(line)
    return imports, "\n".join(lines)


def _header(spec: ProblemSpec, canary: str, extra_imports: list[str]) -> str:
    imports = list(IMPORTS)
    imports += [i for i in extra_imports if i not in imports]
    parts = [f"// {canary}", *imports, ""]
    arities = tuple_arities(spec.interface)
    if arities:
        parts.append("// Tuples: records with components first, second, ... "
                     "(equals, hashCode and toString included).")  # fmt: skip
        parts += [tuple_declaration(n) for n in arities]
        parts.append("")
    return "\n".join(parts) + "\n"


def render_prompt(spec: ProblemSpec, canary: str) -> str:
    """The Java prompt of a problem; a completion is appended to it as in HumanEval-X."""
    examples = _class_example(spec) if spec.is_class else _function_examples(spec)
    doc = f"{spec.description}\n\nExamples:\n{examples}"
    starter = spec.starter_code.get(EXTENSION)
    if starter is not None:
        imports, code = _split_imports(starter)
        return _header(spec, canary, imports) + _javadoc(doc, "") + code.rstrip() + "\n"
    header = _header(spec, canary, [])
    if spec.is_class:
        cls = spec.interface.class_interface
        name = entry_name(cls.name, "class")
        parts = [header, _javadoc(doc, ""), f"class {name} {{\n"]
        parts.append(f"    public {name}({_params_text(list(cls.constructor_params))}) {{\n")
        parts.append(f"        {STUB_BODY}\n    }}\n")
        for sig in cls.methods:
            parts.append("\n")
            if sig.description:
                parts.append(_javadoc(sig.description, "    "))
            parts.append(f"    {_method_signature(sig, 'method')} {{\n")
            parts.append(f"        {STUB_BODY}\n    }}\n")
        parts.append("}\n")
        return "".join(parts)
    sig = spec.interface.function
    return (header + f"class {FUNCTION_CLASS} {{\n" + _javadoc(doc, "    ")
            + f"    {_method_signature(sig, 'function')} {{\n")  # fmt: skip


# --- the driver --------------------------------------------------------------------------------

_SCALAR_CONVERT = {
    pb.TYPE_KIND_INT: "RockmanJson.toLong",
    pb.TYPE_KIND_FLOAT: "RockmanJson.toDouble",
    pb.TYPE_KIND_BOOL: "RockmanJson.toBool",
    pb.TYPE_KIND_STRING: "RockmanJson.toStr",
}
_SCALAR_WRITE = {
    pb.TYPE_KIND_INT: "RockmanJson.writeLong",
    pb.TYPE_KIND_FLOAT: "RockmanJson.writeDouble",
    pb.TYPE_KIND_BOOL: "RockmanJson.writeBool",
    pb.TYPE_KIND_STRING: "RockmanJson.writeString",
}


def _type_key(ref: pb.TypeRef) -> str:
    return ref.SerializeToString(deterministic=True).hex()


class _Codecs:
    """One converter (JSON tree -> Java) and one writer (Java -> JSON text) per composite type."""

    def __init__(self) -> None:
        self.methods: list[str] = []
        self.names: dict[str, int] = {}

    def _index(self, ref: pb.TypeRef) -> tuple[int, bool]:
        key = _type_key(ref)
        if key in self.names:
            return self.names[key], False
        self.names[key] = len(self.names)
        return self.names[key], True

    def convert(self, ref: pb.TypeRef) -> str:
        """The name of a static method Object -> boxed type of `ref` (throws RockmanFailure)."""
        if ref.kind in _SCALAR_CONVERT:
            return _SCALAR_CONVERT[ref.kind]
        if ref.kind == pb.TYPE_KIND_NONE:
            return "RockmanJson.toNone"
        index, new = self._index(ref)
        if new:
            self._define(index, ref)
        return f"rockmanConvert{index}"

    def write(self, ref: pb.TypeRef) -> str:
        """The name of a static method (StringBuilder, boxed type of `ref`) -> void."""
        if ref.kind in _SCALAR_WRITE:
            return _SCALAR_WRITE[ref.kind]
        if ref.kind == pb.TYPE_KIND_NONE:
            return "RockmanJson.writeNone"
        if ref.kind == pb.TYPE_KIND_OPTIONAL:
            return self.write(ref.params[0])
        index, new = self._index(ref)
        if new:
            self._define(index, ref)
        return f"rockmanWrite{index}"

    def _define(self, index: int, ref: pb.TypeRef) -> None:
        java = _type(ref, True)
        kind = ref.kind
        if kind == pb.TYPE_KIND_OPTIONAL:
            inner = self.convert(ref.params[0])
            self.methods.append(
                f"    static {java} rockmanConvert{index}(Object v) {{\n"
                f"        return v == null ? null : {inner}(v);\n    }}\n"
            )
            return
        if kind == pb.TYPE_KIND_LIST:
            item = ref.params[0]
            item_java = _type(item, True)
            convert, write = self.convert(item), self.write(item)
            self.methods.append(
                f"    static {java} rockmanConvert{index}(Object v) {{\n"
                f"        List<Object> a = RockmanJson.list(v);\n"
                f"        {java} r = new ArrayList<>(a.size());\n"
                f"        for (Object e : a) r.add({convert}(e));\n"
                f"        return r;\n    }}\n"
                f"    static void rockmanWrite{index}(StringBuilder sb, {java} x) {{\n"
                f'        if (x == null) {{ sb.append("null"); return; }}\n'
                f"        sb.append('[');\n"
                f"        boolean first = true;\n"
                f"        for ({item_java} e : x) {{\n"
                f"            if (!first) sb.append(',');\n"
                f"            first = false;\n"
                f"            {write}(sb, e);\n"
                f"        }}\n"
                f"        sb.append(']');\n    }}\n"
            )
            return
        if kind == pb.TYPE_KIND_MAP:
            key, value = ref.params
            key_java, value_java = _type(key, True), _type(value, True)
            convert, write = self.convert(value), self.write(value)
            int_keys = key.kind == pb.TYPE_KIND_INT
            read_key = "RockmanJson.intKey(e.getKey())" if int_keys else "e.getKey()"
            write_key = "RockmanJson.writeIntKey" if int_keys else "RockmanJson.writeStrKey"
            self.methods.append(
                f"    static {java} rockmanConvert{index}(Object v) {{\n"
                f"        {java} r = new LinkedHashMap<>();\n"
                f"        for (Map.Entry<String, Object> e : RockmanJson.object(v).entrySet()) {{\n"
                f"            r.put({read_key}, {convert}(e.getValue()));\n"
                f"        }}\n"
                f"        return r;\n    }}\n"
                f"    static void rockmanWrite{index}(StringBuilder sb, {java} x) {{\n"
                f'        if (x == null) {{ sb.append("null"); return; }}\n'
                f"        sb.append('{{');\n"
                f"        boolean first = true;\n"
                f"        for (Map.Entry<{key_java}, {value_java}> e : x.entrySet()) {{\n"
                f"            if (!first) sb.append(',');\n"
                f"            first = false;\n"
                f"            {write_key}(sb, e.getKey());\n"
                f"            sb.append(':');\n"
                f"            {write}(sb, e.getValue());\n"
                f"        }}\n"
                f"        sb.append('}}');\n    }}\n"
            )
            return
        if kind == pb.TYPE_KIND_TUPLE:
            n = len(ref.params)
            converts = [self.convert(p) for p in ref.params]
            writes = [self.write(p) for p in ref.params]
            args = ", ".join(f"{c}(a.get({i}))" for i, c in enumerate(converts))
            body = "".join(
                ("        sb.append(',');\n" if i else "")
                + f"        {w}(sb, x.{_component(i)}());\n"
                for i, w in enumerate(writes)
            )
            self.methods.append(
                f"    static {java} rockmanConvert{index}(Object v) {{\n"
                f"        List<Object> a = RockmanJson.args(v, {n});\n"
                f"        return new {tuple_class(n)}<>({args});\n    }}\n"
                f"    static void rockmanWrite{index}(StringBuilder sb, {java} x) {{\n"
                f'        if (x == null) {{ sb.append("null"); return; }}\n'
                f"        sb.append('[');\n{body}"
                f"        sb.append(']');\n    }}\n"
            )
            return
        raise InvalidArgument(f"type kind {kind} has no Java converter")


def _invoke(
    codecs: _Codecs, target: str, sig: pb.FunctionSignature, args: str, kind: str, indent: str
) -> str:
    """Statements converting `args` (a List<Object>), calling `target`, returning JSON text."""
    lines = [f"RockmanJson.arity({args}, {len(sig.params)});"]
    names = []
    for i, param in enumerate(sig.params):
        name = f"p{i}"
        lines.append(f"{type_name(param.type)} {name} = "
                     f"{codecs.convert(param.type)}({args}.get({i}));")  # fmt: skip
        names.append(name)
    call = f"{target}.{entry_name(sig.name, kind)}({', '.join(names)})"
    if sig.returns.kind == pb.TYPE_KIND_NONE:
        lines += [f"{call};", 'return "null";']
    else:
        lines += [
            f"{type_name(sig.returns)} result = {call};",
            "StringBuilder sb = new StringBuilder();",
            f"RockmanJson.result(() -> {codecs.write(sig.returns)}(sb, result));",
            "return sb.toString();",
        ]
    return "".join(f"{indent}{line}\n" for line in lines)


def _call_mode(codecs: _Codecs, sig: pb.FunctionSignature) -> str:
    body = _invoke(codecs, f"new {FUNCTION_CLASS}()", sig, "args", "function", "        ")
    return (
        "    static void rockmanRun(RockmanChannel channel, List<Object> cases, Object fx) {\n"
        "        for (int i = 0; i < cases.size(); i++) {\n"
        "            String value;\n"
        "            Object fixture = null;\n"
        "            try {\n"
        "                if (fx != null) {  // file_io: the case's files, just before it\n"
        "                    fixture = RockmanJson.list(fx).get(i);\n"
        "                    RockmanFiles.write(fixture);\n"
        "                }\n"
        "                value = rockmanCall(RockmanJson.list(cases.get(i)));\n"
        "            } catch (Throwable t) {\n"
        "                channel.caseError(i, t, null);\n"
        "                continue;\n"
        "            }\n"
        "            if (fixture == null) {\n"
        "                channel.caseValue(i, value);\n"
        "            } else {\n"
        "                channel.caseValue(i, value, RockmanFiles.read(fixture));\n"
        "            }\n"
        "        }\n"
        "    }\n\n"
        "    static String rockmanCall(List<Object> args) throws Throwable {\n"
        f"{body}"
        "    }\n"
    )


def _operations_mode(codecs: _Codecs, cls: pb.ClassInterface) -> str:
    name = entry_name(cls.name, "class")
    ctor = pb.FunctionSignature(name="__init__", params=cls.constructor_params,
                                returns=pb.TypeRef(kind=pb.TYPE_KIND_NONE))  # fmt: skip
    ctor_lines = [f"RockmanJson.arity(init, {len(ctor.params)});"]
    for i, param in enumerate(ctor.params):
        ctor_lines.append(f"{type_name(param.type)} p{i} = "
                          f"{codecs.convert(param.type)}(init.get({i}));")  # fmt: skip
    args = ", ".join(f"p{i}" for i in range(len(ctor.params)))
    ctor_lines.append(f"return new {name}({args});")
    cases = []
    for sig in sorted(cls.methods, key=lambda m: m.name):
        body = _invoke(codecs, "obj", sig, "args", "method", "                ")
        cases.append(f'            case {_java_string_constant(sig.name)}: {{\n{body}'
                     f"            }}\n")  # fmt: skip
    return (
        "    static void rockmanRun(RockmanChannel channel, List<Object> cases, Object fx) {\n"
        "        for (int i = 0; i < cases.size(); i++) {\n"
        "            List<String> results = new ArrayList<>();\n"
        "            try {\n"
        "                Map<String, Object> one = RockmanJson.object(cases.get(i));\n"
        f'                {name} obj = rockmanNew(RockmanJson.list(one.get("init")));\n'
        '                for (Object op : RockmanJson.list(one.get("ops"))) {\n'
        "                    List<Object> pair = RockmanJson.args(op, 2);\n"
        "                    String method = RockmanJson.toStr(pair.get(0));\n"
        "                    results.add(rockmanOp(obj, method, RockmanJson.list(pair.get(1))));\n"
        "                }\n"
        "            } catch (Throwable t) {\n"
        "                channel.caseError(i, t, results);\n"
        "                continue;\n"
        "            }\n"
        '            channel.caseValue(i, "[" + String.join(",", results) + "]");\n'
        "        }\n"
        "    }\n\n"
        f"    static {name} rockmanNew(List<Object> init) throws Throwable {{\n"
        + "".join(f"        {line}\n" for line in ctor_lines)
        + "    }\n\n"
        f"    static String rockmanOp({name} obj, String method, List<Object> args)"
        " throws Throwable {\n"
        "        switch (method) {\n" + "".join(cases) + "            default:\n"
        '                throw new RockmanFailure("AttributeError", "unknown method \'" + method'
        ' + "\'");\n'
        "        }\n"
        "    }\n"
    )


def _java_string_constant(text: str) -> str:
    """A string literal with only ASCII in it (method names are identifiers anyway)."""
    return "".join(ch if ord(ch) < 0x80 else f"\\u{ord(ch):04x}" for ch in _string_literal(text))


def driver_source(interface: pb.Interface) -> str:
    """RockmanDriver.java for an interface: the protocol of python_harness.py in Java."""
    codecs = _Codecs()
    entry = _entry_class(interface)
    if interface.HasField("function"):
        mode = _call_mode(codecs, interface.function)
    else:
        mode = _operations_mode(codecs, interface.class_interface)
    generated = "\n".join(codecs.methods)
    return fill_stand_ins(
        source("java", DRIVER_FILE),
        ENTRY=_java_string_constant(entry),
        CODE=mode + "\n" + generated,
    )
