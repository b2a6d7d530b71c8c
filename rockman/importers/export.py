"""Rockman's own export format: one JSON object per problem and language, one per line.

``{"format": "rockman-export/1", "suite", "version", "complete", "problem", "cases"}`` where
``problem`` is the `Problem` message and ``cases`` its `TestCase` messages, both as
``MessageToDict(..., preserving_proto_field_name=True)``. ``complete`` is true when the exporter
had every case (a publisher) and ``cases`` then holds every split; otherwise it holds the public
cases only. Every line carries the task's canary (in ``problem.prompt`` and ``problem.canary``), so
an exported file that ends up in training data can be detected line by line.

An incomplete record reads back as a ProblemSource with public cases only and the exported
content hash, which covers every split: `Registry.put_version` therefore rejects it unless the
caller deliberately clears ``content_hash`` (and accepts a problem without its secret cases).
`is_complete` tells the two apart.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from google.protobuf import json_format

from rockman import enums, hashing
from rockman.errors import InvalidArgument
from rockman.importers.jsonl_files import read_jsonl
from rockman.v1 import common_pb2 as pb
from rockman.v1 import registry_pb2

FORMAT = "rockman-export/1"


def _to_dict(message: pb.Problem | pb.TestCase) -> dict[str, Any]:
    return json_format.MessageToDict(message, preserving_proto_field_name=True)


def export_record(
    problem: pb.Problem, cases: list[pb.TestCase] | None, suite: str, version: str
) -> dict[str, Any]:
    """The export line of one problem: every case when `cases` is given, else the public ones."""
    where = f"{problem.task_id or 'problem without task_id'}"
    if not problem.canary or problem.canary not in problem.prompt:
        raise InvalidArgument(f"{where}: its canary must be set and appear in the prompt")
    if cases is None:
        chosen = list(problem.public_cases)
    else:
        chosen = list(cases)
        digest = hashing.content_hash(
            problem.task_id, problem.language, problem.prompt, chosen, problem.verifier
        )
        if problem.content_hash and problem.content_hash != digest:
            raise InvalidArgument(f"{where}: the cases do not match the problem's content hash")
    if cases is None and any(c.split != pb.SPLIT_PUBLIC for c in chosen):
        raise InvalidArgument(f"{where}: public_cases holds a non-public case")
    return {
        "format": FORMAT,
        "suite": suite,
        "version": version,
        "complete": cases is not None,
        "problem": _to_dict(problem),
        "cases": [_to_dict(c) for c in chosen],
    }


def export_line(record: dict[str, Any]) -> str:
    """One line of an export file (keys sorted, UTF-8 kept, no trailing newline)."""
    return json.dumps(record, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def write_export(path: Path, records: Iterable[dict[str, Any]]) -> int:
    """Write export records as JSON Lines; returns how many were written."""
    count = 0
    with path.open("w", encoding="utf-8", newline="\n") as f:
        for record in records:
            f.write(export_line(record) + "\n")
            count += 1
    return count


def _parse(value: Any, message: pb.Problem | pb.TestCase, where: str) -> None:
    if not isinstance(value, dict):
        raise InvalidArgument(f"{where}: must be a JSON object")
    try:
        json_format.ParseDict(value, message)
    except json_format.ParseError as exc:
        raise InvalidArgument(f"{where}: {exc}") from None


def read_export(path: Path) -> list[registry_pb2.ProblemSource]:
    """The problems of an export file, checked line by line (InvalidArgument names FILE:LINE).

    Checks: the format tag, the message shapes, the canary (the task's, inside the prompt), that
    an incomplete record holds public cases only, that a complete record's cases match its
    content hash, and that no (task, language) appears twice.
    """
    sources: list[registry_pb2.ProblemSource] = []
    seen: dict[tuple[str, int], int] = {}
    for line, record in read_jsonl(path):
        where = f"{path}:{line}"
        tag = record.get("format")
        if tag != FORMAT:
            raise InvalidArgument(f"{where}: format is {tag!r}, expected {FORMAT!r}")
        for field in ("suite", "version"):
            if not isinstance(record.get(field), str):
                raise InvalidArgument(f"{where}: field {field!r} must be a string")
        complete = record.get("complete")
        if not isinstance(complete, bool):
            raise InvalidArgument(f"{where}: field 'complete' must be true or false")
        problem = pb.Problem()
        _parse(record.get("problem"), problem, f"{where}: problem")
        raw_cases = record.get("cases")
        if not isinstance(raw_cases, list):
            raise InvalidArgument(f"{where}: field 'cases' must be a list")
        cases = []
        for i, raw in enumerate(raw_cases):
            case = pb.TestCase()
            _parse(raw, case, f"{where}: cases[{i}]")
            cases.append(case)
        task = problem.task_id
        if not task:
            raise InvalidArgument(f"{where}: problem has no task_id")
        if problem.canary != hashing.canary_for(task) or problem.canary not in problem.prompt:
            raise InvalidArgument(f"{where}: {task}: the canary is missing or not the task's")
        if not complete and any(c.split != pb.SPLIT_PUBLIC for c in cases):
            raise InvalidArgument(f"{where}: {task}: an incomplete record holds non-public cases")
        if complete:
            try:
                digest = hashing.content_hash(
                    task, problem.language, problem.prompt, cases, problem.verifier
                )
            except InvalidArgument as exc:
                raise InvalidArgument(f"{where}: {task}: {exc}") from None
            if problem.content_hash and digest != problem.content_hash:
                raise InvalidArgument(
                    f"{where}: {task}: the cases do not match the content hash (altered?)"
                )
        key = (task, problem.language)
        if key in seen:
            raise InvalidArgument(
                f"{where}: {task} ({enums.name_of(enums.LANGUAGES, problem.language)}) "
                f"also on line {seen[key]}"
            )
        seen[key] = line
        sources.append(registry_pb2.ProblemSource(problem=problem, cases=cases))
    return sources


def is_complete(source: registry_pb2.ProblemSource) -> bool:
    """Whether a source holds as many private and hidden cases as its problem's case counts say."""
    counts = source.problem.case_counts
    secret = sum(1 for c in source.cases if c.split != pb.SPLIT_PUBLIC)
    return secret >= counts.private_cases + counts.hidden_cases
