"""One home per language (issue 22): `rockman/languages/<name>/` holds the code Rockman runs in
that language (driver runtimes, runner scripts) as real source files, which that language's
compiler and linters read in CI (tests/unit/rockman/languages/<name>/test_runtime.py); the
Python that renders prompts and drivers loads them from here as package data, byte for byte."""

from __future__ import annotations

import functools
import re
from importlib import resources


@functools.cache
def source(language: str, name: str) -> str:
    """The text of `name` in `language`'s folder (FileNotFoundError when there is none)."""
    return resources.files(__package__).joinpath(language, name).read_text(encoding="utf-8")


# A stand-in: what the Python fills in, written /*@NAME*/default/*@*/ in every language's files
# (a comment in each of them, so the file with its defaults is real code). The default is a
# value (`jsonParse(/*@INTERFACE*/'{}'/*@*/)`) or a block of whole lines: the opening marker
# ends its line and the closing one stands at the start of a line; a closing marker that ends
# its line too takes that newline with it, so the block's value is whole lines.
STAND_IN = re.compile(r"/\*@(\w+)\*/((?:(?!/\*@).)*?)/\*@\*/(\n?)", re.DOTALL)


def stand_ins(text: str) -> set[str]:
    """The names of `text`'s stand-ins."""
    return {m.group(1) for m in STAND_IN.finditer(text)}


def fill_stand_ins(text: str, **values: str) -> str:
    """`text` (a file of a language's folder) with each stand-in replaced by values[NAME]:
    every stand-in needs a value and every value a stand-in (else ValueError)."""
    found = stand_ins(text)
    if found != set(values):
        raise ValueError(f"stand-ins {sorted(found)} but values for {sorted(values)}")

    def fill(m: re.Match[str]) -> str:
        whole_lines = m.group(2).startswith("\n") and m.group(3) == "\n"
        return values[m.group(1)] + ("" if whole_lines else m.group(3))

    return STAND_IN.sub(fill, text)
