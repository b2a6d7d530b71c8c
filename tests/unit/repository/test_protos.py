"""The generated code is exactly what scripts/gen_protos.py makes from protos/."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from rockman.v1 import common_pb2
from tests.conftest import ROOT

pytestmark = pytest.mark.processes  # starts compilers, sandboxes, servers or workers


def test_regenerating_changes_nothing(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "gen_protos.py"), "--out", str(tmp_path)],
        check=True,
        capture_output=True,
    )
    fresh = {p.name: p.read_bytes() for p in (tmp_path / "rockman" / "v1").iterdir()}
    checked_in = {
        p.name: p.read_bytes()
        for p in (ROOT / "rockman" / "v1").iterdir()
        if p.is_file() and p.name != "__pycache__"
    }
    assert fresh.keys() == checked_in.keys()
    changed = [name for name in fresh if fresh[name] != checked_in[name]]
    assert changed == []


def test_enums_start_unspecified_and_are_prefixed() -> None:
    for enum in common_pb2.DESCRIPTOR.enum_types_by_name.values():
        prefix = "".join("_" + c if c.isupper() else c for c in enum.name).lstrip("_").upper()
        assert enum.values[0].number == 0 and enum.values[0].name == f"{prefix}_UNSPECIFIED"
        assert all(v.name.startswith(prefix + "_") for v in enum.values), enum.name


def test_schema_fields_exist() -> None:
    fields = set(common_pb2.Problem.DESCRIPTOR.fields_by_name)
    for name in (
        "task_id",
        "category",
        "subcategory",
        "difficulty",
        "prompt",
        "public_test",
        "hidden_test_encrypted",
        "time_limit_s",
        "memory_limit_mb",
        "language",
        "tags",
        "source_type",
        "source_url",
        "derived_from",
        "generation_method",
        "generator_version",
        "expected_complexity",
        "deterministic",
        "task_type",
        "version",
        "creation_date",
        "content_hash",
        "canary",
    ):
        assert name in fields
    assert len(common_pb2.Category.values()) == 13  # 12 + UNSPECIFIED
    assert len(common_pb2.TaskType.values()) == 11
    assert len(common_pb2.Language.values()) == 8
