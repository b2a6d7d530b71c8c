"""One home per language (issue 22): `rockman/languages/<name>/` holds the code Rockman runs in
that language (driver runtimes, runner scripts) as real source files, which that language's
compiler and linters read in CI (tests/unit/rockman/languages/<name>/test_runtime.py); the
Python that renders prompts and drivers loads them from here as package data, byte for byte."""

from __future__ import annotations

import functools
from importlib import resources


@functools.cache
def source(language: str, name: str) -> str:
    """The text of `name` in `language`'s folder (FileNotFoundError when there is none)."""
    return resources.files(__package__).joinpath(language, name).read_text(encoding="utf-8")


def around_stand_in(
    text: str, begin: str = "    // <stand-in>", end: str = "    // </stand-in>\n"
) -> tuple[str, str]:
    """(what comes before, what comes after) the stand-in block of a source file: the lines from
    `begin` to `end` that let the file compile on its own and that the renderer replaces with
    generated code (ValueError when the file has no such block)."""
    start = text.index(begin)
    stop = text.index(end, start) + len(end)
    return text[:start], text[stop:]
