"""The canary scanner: plain, JSONL and gzip files, folders, chunk boundaries, unreadable files."""

from __future__ import annotations

import gzip
import json
import os
from pathlib import Path

import pytest

from rockman import canary_scan, hashing
from rockman.canary_scan import Finding, Skipped, scan
from rockman.errors import InvalidArgument, NotFound

A, B = "HumanEval/0", "Test/ADD_001"
CA, CB = hashing.canary_for(A), hashing.canary_for(B)
UNKNOWN = hashing.canary_for("Some/Other_Task")
KNOWN = {CA: A, CB: B}


def test_plain_file_lines_and_tasks(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_text(
        f"nothing here\n# {CA}\ntwo on one line: {CA} and {CB} and {CA} again\n\n{UNKNOWN}\n",
        encoding="utf-8",
    )
    assert scan([path], KNOWN) == [
        Finding(str(path), 2, A, CA),
        Finding(str(path), 3, A, CA),
        Finding(str(path), 3, B, CB),
        Finding(str(path), 5, "", UNKNOWN),
    ]


def test_jsonl_and_gzip_files_in_a_folder(tmp_path: Path) -> None:
    root = tmp_path / "corpus"
    (root / "sub" / "deeper").mkdir(parents=True)
    rows = [{"text": "clean"}, {"text": f"prompt:\n# {CB}\ndef add(a, b):"}, {"text": "x"}]
    jsonl = root / "data.jsonl"
    jsonl.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    lines = "".join(f"line {i}\n" for i in range(1, 1000)) + f"leaked {CA}\n"
    packed = root / "sub" / "deeper" / "dump.jsonl.gz"
    packed.write_bytes(gzip.compress(lines.encode()))
    unnamed = root / "sub" / "blob"  # gzip without a .gz name: found by its magic bytes
    unnamed.write_bytes(gzip.compress(f"\n\n{UNKNOWN}\n".encode()))
    binary = root / "sub" / "bytes.bin"
    binary.write_bytes(b"\xff\xfe\x00garbage\n\x80" + CB.encode() + b"\x81\n")
    assert scan([root], KNOWN) == [
        Finding(str(jsonl), 2, B, CB),  # JSON escapes the newlines: one line per record
        Finding(str(root / "sub" / "blob"), 3, "", UNKNOWN),
        Finding(str(binary), 2, B, CB),  # invalid UTF-8 around a canary does not hide it
        Finding(str(packed), 1000, A, CA),
    ]


def test_canaries_across_chunk_boundaries(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    text = "".join(f"{'x' * (i % 13)}\n{CA}{'y' * (i % 7)}{CB}\n" for i in range(50))
    path = tmp_path / "big.txt"
    path.write_text(text, encoding="utf-8")
    expected = scan([path], KNOWN)
    assert len(expected) == 100 and expected[-1] == Finding(str(path), 100, B, CB)
    for chunk in (1, 5, 46, 47, 48, 64, 100):
        monkeypatch.setattr(canary_scan, "CHUNK_BYTES", chunk)
        assert scan([path], KNOWN) == expected, chunk


def test_unreadable_files_are_skipped_with_a_reason(tmp_path: Path) -> None:
    good = tmp_path / "a.txt"
    good.write_text(f"{CA}\n", encoding="utf-8")
    data = gzip.compress((f"{CB}\n" + "filler line\n" * 50000).encode())
    cut = tmp_path / "b.gz"
    cut.write_bytes(data[: len(data) // 2])
    broken = tmp_path / "c.gz"
    broken.write_bytes(b"\x1f\x8bnot really gzip")
    dangling = tmp_path / "d.txt"
    dangling.symlink_to(tmp_path / "missing")
    locked = tmp_path / "e.txt"
    locked.write_text(f"{CB}\n", encoding="utf-8")
    locked.chmod(0)
    skipped: list[Skipped] = []
    try:
        findings = scan([tmp_path], KNOWN, skipped)
    finally:
        locked.chmod(0o600)
    reasons = {Path(s.path).name: s.reason for s in skipped}
    assert "truncated gzip" in reasons["b.gz"]
    assert "gzip" in reasons["c.gz"]
    assert "broken symbolic link" in reasons["d.txt"]
    can_read_anything = os.geteuid() == 0
    assert ("e.txt" in reasons) is not can_read_anything
    assert Finding(str(good), 1, A, CA) in findings
    assert Finding(str(cut), 1, B, CB) in findings  # found before the cut: kept


def test_bad_arguments(tmp_path: Path) -> None:
    with pytest.raises(NotFound):
        scan([tmp_path / "nope"], KNOWN)
    with pytest.raises(InvalidArgument, match="not a Rockman canary"):
        scan([tmp_path], {"CANARY": "T/1"})
    assert scan([tmp_path], {}) == []
