"""The language-neutral type syntax of problem specs (``list[int]``, ``dict[str, int]``, ...).

Parses it into ``rockman.v1.TypeRef``, prints it back, renders Python annotations, and gives the
plain-JSON descriptor that drivers use to convert values.
"""

from __future__ import annotations

from typing import Any

from rockman.errors import InvalidArgument
from rockman.v1 import common_pb2 as pb

_SCALARS = {
    "int": pb.TYPE_KIND_INT,
    "float": pb.TYPE_KIND_FLOAT,
    "bool": pb.TYPE_KIND_BOOL,
    "str": pb.TYPE_KIND_STRING,
    "none": pb.TYPE_KIND_NONE,
}
_GENERICS = {
    "list": (pb.TYPE_KIND_LIST, 1),
    "dict": (pb.TYPE_KIND_MAP, 2),
    "tuple": (pb.TYPE_KIND_TUPLE, -1),
    "optional": (pb.TYPE_KIND_OPTIONAL, 1),
}
_MAP_KEYS = (pb.TYPE_KIND_INT, pb.TYPE_KIND_STRING)
_KIND_NAMES = {number: name for name, number in _SCALARS.items()} | {
    kind: name for name, (kind, _) in _GENERICS.items()
}


def parse(text: str) -> pb.TypeRef:
    """Parse a type expression; InvalidArgument names the problem and position."""
    ref, pos = _parse(text, 0)
    if text[pos:].strip():
        raise InvalidArgument(f"type {text!r}: unexpected {text[pos:].strip()!r} at {pos}")
    return ref


def _skip(text: str, pos: int) -> int:
    while pos < len(text) and text[pos].isspace():
        pos += 1
    return pos


def _parse(text: str, pos: int) -> tuple[pb.TypeRef, int]:
    pos = _skip(text, pos)
    start = pos
    while pos < len(text) and (text[pos].isalnum() or text[pos] == "_"):
        pos += 1
    name = text[start:pos].lower()
    if name in _SCALARS:
        return pb.TypeRef(kind=_SCALARS[name]), pos
    if name not in _GENERICS:
        raise InvalidArgument(
            f"type {text!r}: unknown type {name or text[start:]!r}; "
            f"expected one of {', '.join([*_SCALARS, *_GENERICS])}"
        )
    kind, arity = _GENERICS[name]
    pos = _skip(text, pos)
    if pos >= len(text) or text[pos] != "[":
        raise InvalidArgument(f"type {text!r}: {name} needs type parameters in [...]")
    params = []
    pos += 1
    while True:
        param, pos = _parse(text, pos)
        params.append(param)
        pos = _skip(text, pos)
        if pos < len(text) and text[pos] == ",":
            pos += 1
            continue
        if pos < len(text) and text[pos] == "]":
            pos += 1
            break
        raise InvalidArgument(f"type {text!r}: expected ',' or ']' at {pos}")
    if arity != -1 and len(params) != arity:
        raise InvalidArgument(f"type {text!r}: {name} takes {arity} parameter(s)")
    if kind == pb.TYPE_KIND_MAP and params[0].kind not in _MAP_KEYS:
        # Keys cross the drivers as JSON object keys; every language maps these two the same way.
        raise InvalidArgument(f"type {text!r}: dict keys must be int or str")
    return pb.TypeRef(kind=kind, params=params), pos


def format_type(ref: pb.TypeRef) -> str:
    """The canonical text of a type (inverse of parse)."""
    name = _KIND_NAMES.get(ref.kind)
    if name is None:
        raise InvalidArgument(f"type kind {ref.kind} is not a valid type")
    if not ref.params:
        return name
    return f"{name}[{', '.join(format_type(p) for p in ref.params)}]"


def python_annotation(ref: pb.TypeRef) -> str:
    """The Python annotation for a type (``dict[str, list[int]]``, ``int | None``)."""
    if ref.kind == pb.TYPE_KIND_NONE:
        return "None"
    if ref.kind == pb.TYPE_KIND_OPTIONAL:
        return f"{python_annotation(ref.params[0])} | None"
    name = format_type(pb.TypeRef(kind=ref.kind))
    if not ref.params:
        return name
    return f"{name}[{', '.join(python_annotation(p) for p in ref.params)}]"


def descriptor(ref: pb.TypeRef) -> Any:
    """A plain-JSON form of the type for drivers: ``"int"`` or ``["list", "int"]``."""
    name = _KIND_NAMES[ref.kind]
    if not ref.params:
        return name
    return [name, *(descriptor(p) for p in ref.params)]
