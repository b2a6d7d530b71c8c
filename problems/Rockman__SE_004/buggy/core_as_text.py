# bug: compares the core numbers as strings, so 1.10.0 sorts before 1.9.0
import re
from typing import Optional

_NUMBER = r"(0|[1-9][0-9]*)"
_IDENT = r"[0-9A-Za-z-]+"
_VERSION = re.compile(
    rf"{_NUMBER}\.{_NUMBER}\.{_NUMBER}"
    rf"(?:-({_IDENT}(?:\.{_IDENT})*))?"
    rf"(?:\+{_IDENT}(?:\.{_IDENT})*)?"
)


def _parse(text: str) -> Optional[tuple[tuple[int, int, int], Optional[list[str]]]]:
    match = _VERSION.fullmatch(text)
    if match is None:
        return None
    core = (match.group(1), match.group(2), match.group(3))
    pre = match.group(4)
    if pre is None:
        return core, None
    idents = pre.split(".")
    for ident in idents:
        if ident.isdigit() and len(ident) > 1 and ident[0] == "0":
            return None
    return core, idents


def _cmp(x, y) -> int:
    return (x > y) - (x < y)


def _cmp_ident(a: str, b: str) -> int:
    a_num, b_num = a.isdigit(), b.isdigit()
    if a_num and b_num:
        return _cmp(int(a), int(b))
    if a_num != b_num:
        return -1 if a_num else 1
    return _cmp(a, b)


def compare_versions(a: str, b: str) -> Optional[int]:
    pa, pb = _parse(a), _parse(b)
    if pa is None or pb is None:
        return None
    if pa[0] != pb[0]:
        return _cmp(pa[0], pb[0])
    pre_a, pre_b = pa[1], pb[1]
    if pre_a is None or pre_b is None:
        if pre_a is None and pre_b is None:
            return 0
        return 1 if pre_a is None else -1
    for x, y in zip(pre_a, pre_b):
        c = _cmp_ident(x, y)
        if c:
            return c
    return _cmp(len(pre_a), len(pre_b))
