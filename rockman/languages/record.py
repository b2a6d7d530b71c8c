"""One record per language of what Rockman knows of it apart from its toolchain: how prompts
name it, how a model's answer in it is recognised, how its CPU time limit is scaled, and how its
failures read. Each language folder's `__init__.py` defines `RECORD`; the answer extraction, the
prompt templates and the judge of compiled runs read them from `rockman.languages.records()`."""

from __future__ import annotations

from dataclasses import dataclass

from rockman.v1 import common_pb2 as pb


@dataclass(frozen=True)
class Record:
    name: str  # as the CLI and the problem folders spell it ("cpp")
    language: pb.Language.ValueType
    display: str  # as a prompt names it ("C++")
    fence: str  # the code fence tag a prompt asks for
    extension: str  # of its source files (".cpp")
    fence_tags: frozenset[
        str
    ]  # tags of a model's fenced block that mean this language (lower case)
    # Regular expressions (alternatives) of a line that starts code, anchored at the line start.
    code_start: tuple[str, ...]
    # Regular expressions of code that defines the entry point; `{n}` is the group of the
    # entry point's spellings, `{{` and `}}` literal braces (str.format).
    defines: tuple[str, ...]
    # CPU time limits are the problem's limit times this: start-up and runtime costs that
    # correct code cannot avoid (docs/languages.md). Python's runs are its reference: 1.
    time_multiplier: float = 1.0
    # What a failed assertion of its test suites prints on stderr (a wrong answer, not a crash).
    assertion_signs: tuple[str, ...] = ()
    # What its runtime prints when the program crashed, whatever else it printed.
    crash_signs: tuple[str, ...] = ()
    # What its runtime prints when its heap cap was reached or an allocation was refused.
    memory_signs: tuple[str, ...] = ()
