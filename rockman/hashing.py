"""Canonical serialization and the content and version hashes.

content_hash(task, language) = SHA256 of the UTF-8 bytes of canonical JSON of
``{"format": "rockman-content/1", "task_id", "language", "prompt", "cases": [...]}`` (plus
``"verifier"``, the verifier's source, for a problem judged by one), where each
case is ``{"case_id", "split", "kind", ...fields}`` with every JSON payload parsed and re-serialized
canonically, and cases sorted by (split, case_id). Canonical JSON: keys sorted, separators
``,`` and ``:``, no ASCII escaping, floats in Python's shortest round-trip form, NaN and
infinities rejected.

version_hash = SHA256 of canonical JSON of the list of [task_id, language, content_hash] sorted.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from typing import Any

from rockman.errors import InvalidArgument
from rockman.v1 import common_pb2 as pb

CONTENT_FORMAT = "rockman-content/1"


def canonical_json(value: Any) -> str:
    """The canonical JSON text of a JSON-compatible value."""
    try:
        return json.dumps(
            value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False
        )
    except ValueError as exc:
        raise InvalidArgument(f"value is not canonical JSON: {exc}") from None


def canonicalize_json_text(text: str, what: str) -> str:
    """Parse JSON text and return its canonical form; InvalidArgument names `what` on failure."""
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InvalidArgument(f"{what}: not valid JSON ({exc})") from None
    return canonical_json(value)


def _parse(text: str, where: str) -> Any:
    """A JSON payload as a value; the document's canonical serialization re-serializes it."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise InvalidArgument(f"{where}: not valid JSON ({exc})") from None


def _case_record(case: pb.TestCase) -> dict[str, Any]:
    record: dict[str, Any] = {"case_id": case.case_id, "split": case.split}
    kind = case.WhichOneof("kind")
    where = f"case {case.case_id!r}"
    if kind == "call":
        record["kind"] = "call"
        record["args"] = _parse(case.call.args_json, where)
        record["expected"] = _parse(case.call.expected_json, where)
        if case.call.files or case.call.expected_files:  # file_io (absent elsewhere: old
            record["files"] = dict(case.call.files)  # hashes stay as they were)
            record["expected_files"] = dict(case.call.expected_files)
    elif kind == "operations":
        ops = case.operations
        record["kind"] = "operations"
        record["init"] = _parse(ops.constructor_args_json, where)
        record["ops"] = [
            [op.method, _parse(op.args_json, where), _parse(op.expected_json, where)]
            for op in ops.operations
        ]
    elif kind == "script":
        record["kind"] = "script"
        record["code"] = case.script.code
        record["entry_point"] = case.script.entry_point
    else:
        raise InvalidArgument(f"{where} has no test kind")
    return record


class ContentHasher:
    """content_hash of one task's cases for any (language, prompt): the cases, the costly part,
    are serialized once (a problem rendered into seven languages shares them). The text hashed is
    exactly canonical_json of the document, whose keys sort as cases, format, language, prompt,
    task_id."""

    def __init__(self, task_id: str, cases: Iterable[pb.TestCase]) -> None:
        records = sorted((_case_record(c) for c in cases), key=lambda r: (r["split"], r["case_id"]))
        self._head = (
            '{"cases":' + canonical_json(records) + ',"format":' + canonical_json(CONTENT_FORMAT)
        )
        self._tail = ',"task_id":' + canonical_json(task_id) + "}"

    def digest(self, language: int, prompt: str, verifier: str = "") -> str:
        tail = self._tail
        if verifier:  # "verifier" sorts after "task_id": the document's last key
            tail = f'{tail[:-1]},"verifier":{canonical_json(verifier)}}}'
        text = (
            f'{self._head},"language":{canonical_json(language)}'
            f',"prompt":{canonical_json(prompt)}{tail}'
        )
        return hashlib.sha256(text.encode("utf-8")).hexdigest()


def content_hash(
    task_id: str, language: int, prompt: str, cases: Iterable[pb.TestCase], verifier: str = ""
) -> str:
    """SHA256 hex of the canonical serialization of prompt + all test cases (every split), and
    of the verifier that judges them, if any."""
    return ContentHasher(task_id, cases).digest(language, prompt, verifier)


def version_hash(entries: Iterable[tuple[str, int, str]]) -> str:
    """SHA256 hex over the sorted (task_id, language, content_hash) list of a version."""
    rows = sorted([task_id, language, digest] for task_id, language, digest in entries)
    return hashlib.sha256(canonical_json(rows).encode("utf-8")).hexdigest()


def canary_for(task_id: str) -> str:
    """The problem's canary: stable for a task id, unique across task ids."""
    digest = hashlib.sha256(f"rockman-canary/1:{task_id}".encode()).hexdigest()[:32]
    return f"ROCKMAN_CANARY_{digest}"
