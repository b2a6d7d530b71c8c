"""Trusted comparison of actual values with expected ones, outside the sandbox."""

from __future__ import annotations

import json
import math
from typing import Any

from rockman.v1 import common_pb2 as pb


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _equal(expected: Any, actual: Any, tolerance: pb.Comparison | None) -> bool:
    if _is_number(expected) and _is_number(actual):
        if tolerance is not None and (isinstance(expected, float) or isinstance(actual, float)):
            return math.isclose(
                actual, expected, rel_tol=tolerance.rel_tol, abs_tol=tolerance.abs_tol
            )
        return bool(expected == actual)
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
    return json.dumps(value, sort_keys=True)


def values_match(expected: Any, actual: Any, comparison: pb.Comparison) -> bool:
    """True when `actual` matches `expected` under the problem's comparator.

    Booleans never equal numbers; ints equal floats of the same value (as Python's == does);
    FLOAT_TOLERANCE applies math.isclose to every number; UNORDERED compares a top-level list
    as a multiset.
    """
    tolerance = comparison if comparison.kind == pb.COMPARATOR_KIND_FLOAT_TOLERANCE else None
    if comparison.kind == pb.COMPARATOR_KIND_UNORDERED:
        if not isinstance(expected, list) or not isinstance(actual, list):
            return _equal(expected, actual, None)
        return _equal(sorted(expected, key=_sort_key), sorted(actual, key=_sort_key), None)
    return _equal(expected, actual, tolerance)
