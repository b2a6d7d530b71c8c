"""Registry integrity on a real SQLite file: encryption at rest, immutability enforced by
SQLite itself, tamper detection, keys, drafts and migrations."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from rockman import crypto, hashing
from rockman.errors import DataLoss, FailedPrecondition, InvalidArgument, NotFound
from rockman.v1 import common_pb2 as pb
from rockman.v1 import registry_pb2
from services.registry.core import Registry
from services.registry.store import RegistryStore
from tests.helpers import build_add, open_registry


@pytest.fixture
def source(tmp_path: Path) -> registry_pb2.ProblemSource:
    return build_add(tmp_path / "problems")


@pytest.fixture
def db(tmp_path: Path, source: registry_pb2.ProblemSource) -> Path:
    path = tmp_path / "registry.db"
    open_registry(path).put_version("testsuite", "v1", [source])
    return path


def secret_values(source: registry_pb2.ProblemSource) -> list[str]:
    """Every private and hidden input and expected value, as text."""
    values = []
    for case in source.cases:
        if case.split != pb.SPLIT_PUBLIC:
            values += [str(v) for v in json.loads(case.call.args_json)]
            values.append(case.call.expected_json)
    return values


def raw_bytes(db: Path) -> bytes:
    return b"".join(p.read_bytes() for p in db.parent.glob(db.name + "*"))


def test_db_file_reveals_no_private_or_hidden_case(
    db: Path, source: registry_pb2.ProblemSource, tmp_path: Path
) -> None:
    registry = open_registry(db)
    registry.put_draft("testsuite", [source])  # drafts are sealed too
    raw = raw_bytes(db)
    values = secret_values(source)
    assert len(values) == 90
    leaked = [v for v in values if v.encode() in raw]
    assert leaked == []
    # ... while the public cases and the hash are stored in the clear.
    assert b"Test/ADD_001" in raw and source.problem.content_hash.encode() in raw


def test_hidden_test_encrypted_is_the_sealed_hidden_split(
    db: Path, source: registry_pb2.ProblemSource
) -> None:
    problem = open_registry(db).problem("Test/ADD_001", pb.LANGUAGE_PYTHON, "v1")
    conn = sqlite3.connect(db)
    stored = conn.execute("select hidden_sealed from case_sets").fetchone()[0]
    conn.close()
    assert problem.hidden_test_encrypted == stored
    assert not [v for v in secret_values(source) if v.encode() in stored]


@pytest.mark.parametrize(
    "statement",
    [
        "update problems set content_hash = 'x'",
        "update problems set problem = x'00'",
        "delete from problems",
        "update versions set version_hash = 'x'",
        "delete from versions",
        "insert into problems (suite, version, task_id, language) "
        "values ('testsuite', 'v1', 'Evil/1', 1)",
        "update case_sets set hidden_sealed = x'00'",
        "delete from case_sets",
        "insert into case_sets (suite, version, task_id, digest) "
        "values ('testsuite', 'v1', 'Test/ADD_001', 'other')",
    ],
)
def test_sqlite_itself_refuses_changes_to_published_rows(db: Path, statement: str) -> None:
    conn = sqlite3.connect(db)
    with pytest.raises(sqlite3.IntegrityError, match="immutable"):
        conn.execute(statement)
    conn.close()


def _tamper(db: Path, statement: str, params: list[object]) -> None:
    """What an attacker with the file can do: drop the triggers, then write."""
    conn = sqlite3.connect(db)
    for (name,) in conn.execute("select name from sqlite_master where type = 'trigger'").fetchall():
        conn.execute(f"drop trigger {name}")
    conn.execute(statement, params)
    conn.commit()
    conn.close()


def _flip(blob: bytes, index: int) -> bytes:
    b = bytearray(blob)
    b[index] ^= 0x01
    return bytes(b)


def test_flipped_ciphertext_byte(db: Path) -> None:
    conn = sqlite3.connect(db)
    hidden = conn.execute("select hidden_sealed from case_sets").fetchone()[0]
    conn.close()
    _tamper(db, "update case_sets set hidden_sealed = ?", [_flip(hidden, 40)])
    registry = open_registry(db)
    with pytest.raises(DataLoss, match="Test/ADD_001"):
        registry.bundle("Test/ADD_001", pb.LANGUAGE_PYTHON, "v1")
    report = registry.verify()
    reasons = [(m.task_id, m.reason) for m in report.mismatches]
    assert any(t == "Test/ADD_001" and "authentication" in r for t, r in reasons)
    assert any("triggers removed" in r for _, r in reasons)


def test_edited_prompt(db: Path) -> None:
    conn = sqlite3.connect(db)
    problem = pb.Problem.FromString(conn.execute("select problem from problems").fetchone()[0])
    conn.close()
    problem.prompt = problem.prompt.replace("sum", "product")
    _tamper(db, "update problems set problem = ?", [problem.SerializeToString()])
    registry = open_registry(db)
    with pytest.raises(DataLoss, match="content hash mismatch"):
        registry.bundle("Test/ADD_001", pb.LANGUAGE_PYTHON, "v1")
    assert [m.task_id for m in registry.verify().mismatches if m.task_id] == ["Test/ADD_001"]


def test_deleted_public_case(db: Path) -> None:
    conn = sqlite3.connect(db)
    problem = pb.Problem.FromString(conn.execute("select problem from problems").fetchone()[0])
    conn.close()
    del problem.public_cases[0]
    _tamper(db, "update problems set problem = ?", [problem.SerializeToString()])
    mismatches = open_registry(db).verify("testsuite", "v1").mismatches
    assert any(m.task_id == "Test/ADD_001" and "hash" in m.reason for m in mismatches)


def test_deleted_problem_row(db: Path) -> None:
    _tamper(db, "delete from problems", [])
    reasons = [m.reason for m in open_registry(db).verify().mismatches]
    assert any("version hash mismatch" in r for r in reasons)
    assert any("1 problems recorded, 0 rows found" in r for r in reasons)


def test_sealed_blob_moved_to_another_row_fails(db: Path) -> None:
    conn = sqlite3.connect(db)
    private = conn.execute("select private_sealed from case_sets").fetchone()[0]
    conn.close()
    _tamper(db, "update case_sets set hidden_sealed = ?", [private])
    with pytest.raises(DataLoss, match="hidden cases"):
        open_registry(db).bundle("Test/ADD_001", pb.LANGUAGE_PYTHON, "v1")


def test_clean_database_verifies(db: Path) -> None:
    report = open_registry(db).verify()
    assert report.mismatches == []
    assert (report.versions_checked, report.problems_checked) == (1, 1)


def test_wrong_missing_and_malformed_keys(db: Path, tmp_path: Path) -> None:
    other = crypto.MasterKey.create(tmp_path / "other.key")
    with pytest.raises(FailedPrecondition, match="wrong registry key"):
        RegistryStore(db, other)
    with pytest.raises(FailedPrecondition, match="does not exist"):
        crypto.MasterKey.load(tmp_path / "missing.key")
    bad = tmp_path / "bad.key"
    bad.write_text("not hex\n")
    with pytest.raises(InvalidArgument, match="64 hex digits"):
        crypto.MasterKey.load(bad)
    assert (db.with_suffix(".key").stat().st_mode & 0o777) == 0o600


def test_draft_then_publish(tmp_path: Path, source: registry_pb2.ProblemSource) -> None:
    registry = open_registry(tmp_path / "r.db")
    with pytest.raises(NotFound, match="no draft"):
        registry.publish("testsuite", "v1")
    digest, count = registry.put_draft("testsuite", [source])
    assert count == 1
    row = registry.publish("testsuite", "v1")
    assert row.version_hash == digest
    assert registry.bundle("Test/ADD_001", pb.LANGUAGE_PYTHON, "v1").problem.version == "v1"
    with pytest.raises(FailedPrecondition, match="immutable"):
        registry.publish("testsuite", "v1")
    registry.put_draft("testsuite", [source])
    with pytest.raises(FailedPrecondition, match="exists and is immutable"):
        registry.publish("testsuite", "v1")
    assert registry.publish("testsuite", "v2").version_hash == digest


def test_migration_from_schema_1_seals_plaintext(
    tmp_path: Path, source: registry_pb2.ProblemSource
) -> None:
    db = tmp_path / "old.db"
    conn = sqlite3.connect(db)
    conn.executescript(
        """
        create table meta (key text primary key, value text);
        insert into meta values ('schema_version', '1');
        create table versions (seq integer primary key, suite text, version text,
            version_hash text, created_at text, development_split integer, problem_count integer);
        create unique index idx_versions_sv on versions (suite, version);
        create table problems (suite text, version text, task_id text, language integer,
            content_hash text, category integer, difficulty integer, task_type integer,
            tags text, problem blob, secret_cases blob,
            primary key (suite, version, task_id, language));
        """
    )
    problem = pb.Problem()
    problem.CopyFrom(source.problem)
    problem.version = "v1"
    problem.suite = "testsuite"
    del problem.public_cases[:]
    problem.public_cases.extend(c for c in source.cases if c.split == pb.SPLIT_PUBLIC)
    secret = pb.TestBundle(cases=[c for c in source.cases if c.split != pb.SPLIT_PUBLIC])
    vhash = hashing.version_hash([("Test/ADD_001", 1, problem.content_hash)])
    conn.execute(
        "insert into versions (suite, version, version_hash, created_at, development_split, "
        "problem_count) values ('testsuite', 'v1', ?, '2026-12-01T00:00:00Z', 1, 1)",
        [vhash],
    )
    conn.execute(
        "insert into problems values ('testsuite', 'v1', 'Test/ADD_001', 1, ?, 1, 1, 1, '[]', "
        "?, ?)",
        [problem.content_hash, problem.SerializeToString(), secret.SerializeToString()],
    )
    conn.commit()
    conn.close()
    assert [v for v in secret_values(source) if v.encode() in raw_bytes(db)] != []
    registry = open_registry(db)
    assert registry.store.schema_version() == 3
    assert registry.verify().mismatches == []
    assert len(registry.bundle("Test/ADD_001", pb.LANGUAGE_PYTHON, "v1").cases) == 33
    registry.store.close()
    # The plaintext of schema 1 is gone from the file, free pages included.
    assert [v for v in secret_values(source) if v.encode() in raw_bytes(db)] == []


def test_registry_is_usable_after_reopen(db: Path) -> None:
    first = open_registry(db)
    first.store.close()
    again = Registry(RegistryStore(db, crypto.MasterKey.load(db.with_suffix(".key"))))
    assert again.problem("Test/ADD_001", pb.LANGUAGE_PYTHON, "").version == "v1"


def test_generated_tokens_never_look_like_options() -> None:
    """A token is passed on command lines (`--registry-token T`): one starting with "-" would be
    read as an option (it made the separate-processes test fail about once in 64 runs)."""
    from rockman import auth

    for _ in range(200):
        for token in auth.Tokens.generate().values():
            assert not token.startswith("-") and len(token) >= 40


def test_deleted_case_set(db: Path) -> None:
    _tamper(db, "delete from case_sets", [])
    registry = open_registry(db)
    with pytest.raises(DataLoss, match=r"private cases of Test/ADD_001 .* missing"):
        registry.bundle("Test/ADD_001", pb.LANGUAGE_PYTHON, "v1")
    assert any("missing" in m.reason for m in registry.verify().mismatches)


def test_a_case_set_moved_to_another_task_fails(tmp_path: Path) -> None:
    """Case sets are bound to their suite, version, task and digest, not only to the key."""
    db = tmp_path / "two.db"
    first = build_add(tmp_path / "a")
    second = registry_pb2.ProblemSource()
    second.CopyFrom(first)
    second.problem.task_id = "Test/ADD_002"
    second.problem.canary = hashing.canary_for("Test/ADD_002")
    second.problem.prompt = first.problem.prompt.replace(
        first.problem.canary, second.problem.canary
    )
    second.problem.content_hash = ""
    open_registry(db).put_version("testsuite", "v1", [first, second])
    conn = sqlite3.connect(db)
    blob = conn.execute(
        "select private_sealed from case_sets where task_id = 'Test/ADD_001'"
    ).fetchone()[0]
    conn.close()
    _tamper(db, "update case_sets set private_sealed = ? where task_id = 'Test/ADD_002'", [blob])
    with pytest.raises(DataLoss, match="Test/ADD_002"):
        open_registry(db).bundle("Test/ADD_002", pb.LANGUAGE_PYTHON, "v1")
