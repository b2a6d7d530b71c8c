"""Trusted comparison of actual values with expected ones, outside the sandbox, and the decoding
of the values a program prints.

A program's output is untrusted bytes: whatever it prints, decoding and comparing give an
answer and never raise. Integers of any length are kept exact (those too long for Python's
int() conversion as `HugeInt`, compared by their digits), nesting is bounded (`ValueTooDeep`),
and numbers too large for a float are compared without overflow.
"""

from __future__ import annotations

import json
import math
from typing import Any

from rockman.v1 import common_pb2 as pb

MAX_DEPTH = 256  # nesting of a printed value (Python's own json gives up near 1,000)
INT_DIGITS = 4000  # below Python's int <-> str conversion limit (4,300 digits)


class ValueTooDeep(ValueError):
    """A printed value nested deeper than MAX_DEPTH."""


class HugeInt:
    """An integer too long for int(): exact, compared by its digits with other HugeInts (no
    int or float of a smaller size can equal it)."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text

    def __eq__(self, other: object) -> bool:
        return isinstance(other, HugeInt) and other.text == self.text

    def __hash__(self) -> int:
        return hash(("HugeInt", self.text))

    def __repr__(self) -> str:
        digits = len(self.text.lstrip("-"))
        return f"{self.text[:12]}...{self.text[-6:]} ({digits} digits)"


def _parse_int(text: str) -> int | HugeInt:
    return int(text) if len(text) <= INT_DIGITS else HugeInt(text)


def nesting_depth(text: str) -> int:
    """The deepest nesting of arrays and objects in JSON text (strings skipped)."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def load_value(text: str) -> Any:
    """JSON text as values, integers exact; ValueError (ValueTooDeep for nesting) when it is not
    JSON or cannot be held, never anything else."""
    if nesting_depth(text) > MAX_DEPTH:
        raise ValueTooDeep(f"the value is nested deeper than {MAX_DEPTH} levels")
    try:
        return json.loads(text, parse_int=_parse_int)
    except RecursionError:
        raise ValueTooDeep(f"the value is nested deeper than {MAX_DEPTH} levels") from None


def dump_value(value: Any) -> str:
    """JSON text of a decoded value (ASCII: lone surrogates escaped), HugeInts as their digits."""

    def default(item: Any) -> Any:
        if isinstance(item, HugeInt):
            return int_placeholder(item)
        return repr(item)

    return json.dumps(value, default=default, ensure_ascii=True)


def int_placeholder(value: HugeInt) -> str:
    return f"<integer of {len(value.text.lstrip('-'))} digits>"


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float, HugeInt)) and not isinstance(value, bool)


def _numbers_equal(expected: Any, actual: Any, tolerance: pb.Comparison | None) -> bool:
    if isinstance(expected, HugeInt) or isinstance(actual, HugeInt):
        return bool(expected == actual)  # no smaller number, and no float, equals one
    if tolerance is not None and (isinstance(expected, float) or isinstance(actual, float)):
        try:
            return math.isclose(
                actual, expected, rel_tol=tolerance.rel_tol, abs_tol=tolerance.abs_tol
            )
        except OverflowError:  # an int beyond any float: equal only to that same int
            return bool(expected == actual)
    return bool(expected == actual)


def _equal(expected: Any, actual: Any, tolerance: pb.Comparison | None) -> bool:
    if _is_number(expected) and _is_number(actual):
        return _numbers_equal(expected, actual, tolerance)
    if type(expected) is not type(actual):
        return False
    if isinstance(expected, list):
        return len(expected) == len(actual) and all(
            _equal(e, a, tolerance) for e, a in zip(expected, actual, strict=True)
        )
    if isinstance(expected, dict):
        return expected.keys() == actual.keys() and all(
            _equal(expected[k], actual[k], tolerance) for k in expected
        )
    return bool(expected == actual)


def _sort_key(value: Any) -> str:
    return json.dumps(value, sort_keys=True, default=repr)


def values_match(expected: Any, actual: Any, comparison: pb.Comparison) -> bool:
    """True when `actual` matches `expected` under the problem's comparator.

    Booleans never equal numbers; ints equal floats of the same value (as Python's == does);
    FLOAT_TOLERANCE applies math.isclose to every number; UNORDERED compares a top-level list
    as a multiset. Never raises: a value it cannot compare does not match.
    """
    tolerance = comparison if comparison.kind == pb.COMPARATOR_KIND_FLOAT_TOLERANCE else None
    try:
        if comparison.kind == pb.COMPARATOR_KIND_UNORDERED:
            if not isinstance(expected, list) or not isinstance(actual, list):
                return _equal(expected, actual, None)
            return _equal(sorted(expected, key=_sort_key), sorted(actual, key=_sort_key), None)
        return _equal(expected, actual, tolerance)
    except (RecursionError, TypeError, ValueError, OverflowError):
        return False
