"""Hypothesis strategies and malformed payloads built from protobuf descriptors.

Generic on purpose: a request type gets its strategy from its descriptor, so a new RPC or a
new field is fuzzed without anyone writing a strategy for it. A field type the builder does
not know raises NoStrategy, which makes the coverage test fail instead of skipping the field.
"""

from __future__ import annotations

import random
from typing import Any

from google.protobuf import descriptor as d
from google.protobuf import message_factory
from google.protobuf.message import Message
from hypothesis import strategies as st

MAX_DEPTH = 3
HUGE = "\u00e9" * (1 << 20)  # 2 MiB of UTF-8 in one string field
HUGE_BYTES = b"\xff" * (3 << 20)
MANY = 2000  # entries of a long repeated field
SPECIAL_TEXT = (
    "",
    " ",
    "../../etc/passwd",
    "/",
    "\x00",
    "a\nb",
    "\u202e\ufeff",
    "-1",
    "x" * 5000,
    "Test/ADD_001",
    "testsuite",
    "v1",
    HUGE,
)


class NoStrategy(Exception):
    """A field type the fuzz builder has no strategy for."""


FD = d.FieldDescriptor
_INT_RANGES = {
    FD.TYPE_INT32: (-(2**31), 2**31 - 1),
    FD.TYPE_SINT32: (-(2**31), 2**31 - 1),
    FD.TYPE_SFIXED32: (-(2**31), 2**31 - 1),
    FD.TYPE_INT64: (-(2**63), 2**63 - 1),
    FD.TYPE_SINT64: (-(2**63), 2**63 - 1),
    FD.TYPE_SFIXED64: (-(2**63), 2**63 - 1),
    FD.TYPE_UINT32: (0, 2**32 - 1),
    FD.TYPE_FIXED32: (0, 2**32 - 1),
    FD.TYPE_UINT64: (0, 2**64 - 1),
    FD.TYPE_FIXED64: (0, 2**64 - 1),
}


def message_class(desc: d.Descriptor) -> type[Message]:
    return message_factory.GetMessageClass(desc)


def _ints(lo: int, hi: int) -> st.SearchStrategy[int]:
    return st.one_of(st.sampled_from((0, 1, -1 if lo < 0 else 2, lo, hi)), st.integers(lo, hi))


def _scalar(field: d.FieldDescriptor, in_list: bool) -> st.SearchStrategy[Any]:
    """Values of one scalar field: random, boundary, and (outside lists) huge ones."""
    if field.type in _INT_RANGES:
        return _ints(*_INT_RANGES[field.type])
    if field.type == FD.TYPE_ENUM:
        # Known numbers, and numbers no enum value has (proto3 enums are open).
        assert field.enum_type is not None
        known = [v.number for v in field.enum_type.values]
        return st.one_of(st.sampled_from(known), _ints(-(2**31), 2**31 - 1))
    if field.type == FD.TYPE_DOUBLE:
        return st.floats()  # NaN and infinities included
    if field.type == FD.TYPE_FLOAT:
        return st.floats(width=32)
    if field.type == FD.TYPE_BOOL:
        return st.booleans()
    if field.type == FD.TYPE_STRING:
        special = [t for t in SPECIAL_TEXT if not (in_list and t is HUGE)]
        return st.one_of(st.text(max_size=40), st.sampled_from(special))
    if field.type == FD.TYPE_BYTES:
        blobs = [b"", b"\x00" * 100] + ([] if in_list else [HUGE_BYTES])
        return st.one_of(st.binary(max_size=64), st.sampled_from(blobs))
    raise NoStrategy(f"{field.full_name}: field type {field.type}")


def _repeated(element: st.SearchStrategy[Any], filler: Any) -> st.SearchStrategy[list[Any]]:
    """A few random entries, or (one time in ten) MANY copies of a cheap default."""
    few = st.lists(element, max_size=3)
    many = st.just([filler] * MANY)
    return st.integers(0, 9).flatmap(lambda k: many if k == 0 else few)


def _field(field: d.FieldDescriptor, depth: int) -> st.SearchStrategy[Any]:
    if field.message_type is not None and field.message_type.GetOptions().map_entry:
        key_field = field.message_type.fields_by_name["key"]
        value_field = field.message_type.fields_by_name["value"]
        return st.dictionaries(
            _scalar(key_field, True), _single(value_field, depth, True), max_size=4
        )
    if field.is_repeated:
        filler: Any = {} if field.message_type is not None else _default(field)
        return _repeated(_single(field, depth, True), filler)
    return _single(field, depth, False)


def _default(field: d.FieldDescriptor) -> Any:
    if field.type == FD.TYPE_STRING:
        return ""
    if field.type == FD.TYPE_BYTES:
        return b""
    if field.type == FD.TYPE_BOOL:
        return False
    return 0


def _single(field: d.FieldDescriptor, depth: int, in_list: bool) -> st.SearchStrategy[Any]:
    if field.message_type is not None:
        if depth >= MAX_DEPTH:
            return st.just({})
        return field_values(field.message_type, depth + 1)
    return _scalar(field, in_list)


def field_values(desc: d.Descriptor, depth: int = 0) -> st.SearchStrategy[dict[str, Any]]:
    """Field name -> value (nested messages as dicts); any subset of the fields is set."""
    optional = {f.name: _field(f, depth) for f in desc.fields}
    return st.fixed_dictionaries({}, optional=optional)


def fill(msg: Message, values: dict[str, Any]) -> Message:
    """Write `values` (from field_values) into `msg`; returns `msg`."""
    desc = msg.DESCRIPTOR
    for name, value in values.items():
        field = desc.fields_by_name[name]
        target = getattr(msg, name)
        if field.message_type is not None and field.message_type.GetOptions().map_entry:
            value_field = field.message_type.fields_by_name["value"]
            for k, v in value.items():
                if value_field.message_type is not None:
                    fill(target[k], v)
                else:
                    target[k] = v
        elif field.is_repeated:
            if field.message_type is not None:
                for v in value:
                    fill(target.add(), v)
            else:
                target.extend(value)
        elif field.message_type is not None:
            target.SetInParent()
            fill(target, value)
        else:
            setattr(msg, name, value)
    return msg


def messages(desc: d.Descriptor) -> st.SearchStrategy[Message]:
    """Whole request messages of type `desc`."""
    cls = message_class(desc)
    return field_values(desc).map(lambda values: fill(cls(), values))


def populated(desc: d.Descriptor, depth: int = 0) -> Message:
    """A message with every field set to something non-default (to truncate, or to send
    where another type is expected)."""
    msg = message_class(desc)()
    for field in desc.fields:
        if field.message_type is not None and field.message_type.GetOptions().map_entry:
            continue
        if field.message_type is not None:
            if depth < MAX_DEPTH:
                sub = populated(field.message_type, depth + 1)
                if field.is_repeated:
                    getattr(msg, field.name).add().CopyFrom(sub)
                else:
                    getattr(msg, field.name).CopyFrom(sub)
            continue
        value = _populated_scalar(field)
        if field.is_repeated:
            getattr(msg, field.name).append(value)
        else:
            setattr(msg, field.name, value)
    return msg


def _populated_scalar(field: d.FieldDescriptor) -> Any:
    if field.type == FD.TYPE_STRING:
        return "populated-" + field.name
    if field.type == FD.TYPE_BYTES:
        return b"\x01\x02" + field.name.encode()
    if field.type == FD.TYPE_BOOL:
        return True
    if field.type in (FD.TYPE_DOUBLE, FD.TYPE_FLOAT):
        return 1.5
    if field.type == FD.TYPE_ENUM and field.enum_type is not None:
        return field.enum_type.values[-1].number
    return 7


def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        byte = n & 0x7F
        n >>= 7
        if n:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def _deep_nesting(levels: int) -> bytes:
    """Field 1, length-delimited, inside itself `levels` times (past protobuf's recursion
    limit of 100 when the field is a message)."""
    data = b""
    for _ in range(levels):
        data = b"\x0a" + _varint(len(data)) + data
    return data


def malformed_payloads(desc: d.Descriptor, other: d.Descriptor) -> dict[str, bytes]:
    """Named raw request bodies for a method taking `desc`: undecodable, truncated, deeply
    nested, of the wrong type (`other`), and random bytes from a fixed seed."""
    full = populated(desc).SerializeToString()
    rng = random.Random(f"fuzz:{desc.full_name}")
    payloads = {
        "empty": b"",
        "garbage": b"\xff" * 16,
        "bad_varint": b"\x08" + b"\xff" * 11,
        "wrong_wire_type": b"\x0d\x00\x00\x00\x00",
        "unterminated_group": b"\x0b" * 200,
        "length_past_end": b"\x0a\xff\xff\xff\x0f" + b"x" * 10,
        "deep_nesting": _deep_nesting(300),
        "wrong_message_type": populated(other).SerializeToString(),
        "unknown_fields": b"\xf8\xff\xff\xff\x0f\x01" + b"\xfa\x07\x03abc",
    }
    if len(full) > 2:
        payloads["truncated_half"] = full[: len(full) // 2]
        payloads["truncated_last_byte"] = full[:-1]
    for i in range(3):
        payloads[f"random_{i}"] = rng.randbytes(rng.randint(1, 256))
    return payloads
