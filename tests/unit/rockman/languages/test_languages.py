"""The one stand-in convention of the language folders' files (rockman.languages.fill_stand_ins):
values inline, blocks of whole lines, every stand-in filled, none crossed."""

from __future__ import annotations

import pytest

from rockman.languages import fill_stand_ins, stand_ins


def test_an_inline_value() -> None:
    text = "parse(/*@TABLE*/'{}'/*@*/);\nexit(/*@CODE*/65/*@*/);\n"
    assert stand_ins(text) == {"TABLE", "CODE"}
    assert fill_stand_ins(text, TABLE='"[1]"', CODE="3") == 'parse("[1]");\nexit(3);\n'


def test_a_block_of_whole_lines_takes_its_closing_newline() -> None:
    text = "before\n/*@CASES*/\n    stand-in line\n/*@*/\nafter\n"
    assert fill_stand_ins(text, CASES="    a\n    b\n") == "before\n    a\n    b\nafter\n"
    assert fill_stand_ins(text, CASES="") == "before\nafter\n"


def test_a_block_closed_before_more_code_keeps_that_code() -> None:
    text = "class A {\n/*@CODE*/\n    stub\n/*@*/}\n"
    assert fill_stand_ins(text, CODE="    real\n") == "class A {\n    real\n}\n"


def test_a_stand_in_never_reaches_into_the_next() -> None:
    text = "/*@A*/1 /*@B*/2/*@*/"  # A is not closed before B opens: A is no stand-in
    assert stand_ins(text) == {"B"}


def test_every_stand_in_needs_a_value_and_every_value_a_stand_in() -> None:
    text = "f(/*@X*/1/*@*/)"
    with pytest.raises(ValueError, match="stand-ins"):
        fill_stand_ins(text)
    with pytest.raises(ValueError, match="stand-ins"):
        fill_stand_ins(text, X="2", Y="3")
