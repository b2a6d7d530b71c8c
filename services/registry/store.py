"""SQLite storage of the registry (sqlite-utils, WAL), with encryption at rest.

Tables: ``meta`` (schema version, key id), ``versions``, ``problems`` (one row per task and
language) and ``case_sets`` (a task's private and hidden cases, once for all its languages), all
published and immutable; ``drafts``, ``draft_problems`` and ``draft_case_sets`` (a suite's build
before it is published; replaceable). Private and hidden cases are sealed with a data key per
version or draft (crypto.py), wrapped by the master key; public views and hashes are stored in the
clear. Published rows are immutable twice over: this class has no update path, and triggers make
SQLite itself refuse any UPDATE or DELETE of them, or an INSERT into a version that exists.
Rows written before schema 3 keep their own sealed cases (``problems.private_sealed``) and are
read as they are.

One connection guarded by a lock: reads are small and writes are whole versions in one
transaction, so a version is either fully stored or absent.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from rockman import crypto
from rockman.errors import DataLoss, FailedPrecondition
from rockman.sqlite_db import sqlite_utils
from rockman.v1 import common_pb2 as pb

SCHEMA_VERSION = 3
IMMUTABLE = "rockman: published versions are immutable"
_ABORT = f"BEGIN SELECT RAISE(ABORT, '{IMMUTABLE}'); END"
TRIGGERS = {
    "versions_no_update": f"BEFORE UPDATE ON versions {_ABORT}",
    "versions_no_delete": f"BEFORE DELETE ON versions {_ABORT}",
    "problems_no_update": f"BEFORE UPDATE ON problems {_ABORT}",
    "problems_no_delete": f"BEFORE DELETE ON problems {_ABORT}",
    "problems_no_insert_published": (
        "BEFORE INSERT ON problems WHEN EXISTS (SELECT 1 FROM versions v WHERE "
        f"v.suite = NEW.suite AND v.version = NEW.version) {_ABORT}"
    ),
}
TRIGGERS_V3 = {
    "case_sets_no_update": f"BEFORE UPDATE ON case_sets {_ABORT}",
    "case_sets_no_delete": f"BEFORE DELETE ON case_sets {_ABORT}",
    "case_sets_no_insert_published": (
        "BEFORE INSERT ON case_sets WHEN EXISTS (SELECT 1 FROM versions v WHERE "
        f"v.suite = NEW.suite AND v.version = NEW.version) {_ABORT}"
    ),
}
_PROBLEM_COLUMNS = (
    "task_id", "language", "content_hash", "category", "difficulty", "task_type", "tags",
    "problem", "cases_digest",
)  # fmt: skip


@dataclass(frozen=True)
class VersionRow:
    suite: str
    version: str
    version_hash: str
    created_at: str
    development_split: bool
    problem_count: int
    seq: int


@dataclass(frozen=True)
class ProblemRow:
    suite: str
    version: str
    task_id: str
    language: int
    content_hash: str
    problem: bytes
    private_sealed: bytes | None  # None: the case set is missing (tampering)
    hidden_sealed: bytes | None
    cases_digest: str | None  # the shared case set's digest; None for a pre-schema-3 row


@dataclass(frozen=True)
class NewProblem:
    """A problem to store: its public view and the digest of the case set (sealed by a Sealer)
    that it shares with its other languages."""

    problem: pb.Problem
    cases_digest: str


class Sealer:
    """Seals the case sets of one version or draft (`version` empty) as they arrive, under a
    fresh data key, so that a whole suite's plaintext cases are never held at once."""

    def __init__(self, key: crypto.MasterKey, suite: str, version: str) -> None:
        self.suite, self.version = suite, version
        self.data_key = crypto.new_data_key()
        self.wrapped_key = key.wrap(
            self.data_key, _aad("version", suite, version) if version else _aad("draft", suite, "")
        )
        self.rows: list[list[Any]] = []  # (task_id, digest, private_sealed, hidden_sealed)

    def add(
        self,
        task_id: str,
        digest: str,
        private: Sequence[pb.TestCase],
        hidden: Sequence[pb.TestCase],
    ) -> None:
        """A task's private and hidden cases, shared by every language the task renders into."""
        sealed = [
            crypto.seal(
                self.data_key,
                pb.TestBundle(cases=cases).SerializeToString(deterministic=True),
                _aad(split, self.suite, self.version, task_id, 0, digest),
            )
            for split, cases in (("private", private), ("hidden", hidden))
        ]
        self.rows.append([task_id, digest, *sealed])


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


def _aad(
    kind: str, suite: str, version: str, task_id: str = "", language: int = 0, digest: str = ""
) -> bytes:
    parts: list[object] = [kind, suite, version, task_id, language]
    return json.dumps([*parts, digest] if digest else parts).encode()


class RegistryStore:
    def __init__(self, path: Path, key: crypto.MasterKey) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self.key = key
        self._lock = threading.RLock()
        conn = sqlite3.connect(str(path), check_same_thread=False, timeout=30)
        self.db = sqlite_utils.Database(conn)
        self.db.enable_wal()
        self.db.conn.execute("PRAGMA secure_delete = ON")  # deleted drafts leave no residue
        with self._lock:
            self._migrate()
            self._check_key()

    # -- schema ---------------------------------------------------------------------------------

    def schema_version(self) -> int:
        if "meta" not in self.db.table_names():
            return 0
        rows = list(self.db.query("select value from meta where key = 'schema_version'"))
        return int(rows[0]["value"]) if rows else 0

    def _migrate(self) -> None:
        current = self.schema_version()
        if current > SCHEMA_VERSION:
            raise FailedPrecondition(
                f"{self.path} has schema version {current}; this Rockman knows up to "
                f"{SCHEMA_VERSION}: upgrade Rockman"
            )
        steps: dict[int, Callable[[], None]] = {
            1: self._create_v1,
            2: self._migrate_v1_to_v2,
            3: self._migrate_v2_to_v3,
        }
        had_plaintext = 0 < current < 2
        for target in range(current + 1, SCHEMA_VERSION + 1):
            with self.db.conn:
                self.db.conn.execute("BEGIN")  # DDL would otherwise commit on its own
                steps[target]()
                self.db.conn.execute(
                    "insert or replace into meta (key, value) values ('schema_version', ?)",
                    [str(target)],
                )
        if had_plaintext:
            # Rewrite the file so that no free page keeps the old plaintext cases.
            self.db.conn.execute("VACUUM")
            self.db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    def _create_v1(self) -> None:
        """The foundation's schema: plaintext secret cases (kept for migration only)."""
        c = self.db.conn
        c.execute("create table if not exists meta (key text primary key, value text)")
        c.execute(
            "create table if not exists versions (seq integer primary key, suite text, "
            "version text, version_hash text, created_at text, development_split integer, "
            "problem_count integer)"
        )
        c.execute("create unique index if not exists idx_versions_sv on versions (suite, version)")
        c.execute(
            "create table if not exists problems (suite text, version text, task_id text, "
            "language integer, content_hash text, category integer, difficulty integer, "
            "task_type integer, tags text, problem blob, secret_cases blob, "
            "primary key (suite, version, task_id, language))"
        )

    def _migrate_v1_to_v2(self) -> None:
        """Seal every plaintext secret case; add drafts; add the immutability triggers."""
        c = self.db.conn
        c.execute("alter table versions add column wrapped_key blob")
        c.execute("alter table problems rename to problems_v1")
        c.execute(
            "create table problems (suite text, version text, task_id text, language integer, "
            "content_hash text, category integer, difficulty integer, task_type integer, "
            "tags text, problem blob, private_sealed blob, hidden_sealed blob, "
            "primary key (suite, version, task_id, language))"
        )
        c.execute("create index idx_problems_task on problems (task_id)")
        keys: dict[tuple[str, str], bytes] = {}
        for suite, version in c.execute("select suite, version from versions").fetchall():
            data_key = crypto.new_data_key()
            keys[(suite, version)] = data_key
            wrapped = self.key.wrap(data_key, _aad("version", suite, version))
            c.execute(
                "update versions set wrapped_key = ? where suite = ? and version = ?",
                [wrapped, suite, version],
            )
        old = c.execute(
            "select suite, version, task_id, language, content_hash, category, difficulty, "
            "task_type, tags, problem, secret_cases from problems_v1"
        ).fetchall()
        for row in old:
            suite, version, task_id, language = row[0], row[1], row[2], row[3]
            secret = pb.TestBundle.FromString(row[10])
            problem = pb.Problem.FromString(row[9])
            sealed = self._seal_cases(
                keys[(suite, version)], suite, version, problem,
                [x for x in secret.cases if x.split == pb.SPLIT_PRIVATE],
                [x for x in secret.cases if x.split == pb.SPLIT_HIDDEN],
            )  # fmt: skip
            c.execute(
                "insert into problems values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [suite, version, task_id, language, *row[4:9], *sealed],
            )
        c.execute("drop table problems_v1")
        c.execute(
            "create table drafts (suite text primary key, created_at text, "
            "development_split integer, wrapped_key blob)"
        )
        c.execute(
            "create table draft_problems (suite text, task_id text, language integer, "
            "content_hash text, category integer, difficulty integer, task_type integer, "
            "tags text, problem blob, private_sealed blob, hidden_sealed blob, "
            "primary key (suite, task_id, language))"
        )
        for name, body in TRIGGERS.items():
            c.execute(f"create trigger {name} {body}")

    def _migrate_v2_to_v3(self) -> None:
        """Case sets: a task's secret cases stored once, not once per language."""
        c = self.db.conn
        for table in ("problems", "draft_problems"):
            c.execute(f"alter table {table} add column cases_digest text")
        c.execute(
            "create table case_sets (suite text, version text, task_id text, digest text, "
            "private_sealed blob, hidden_sealed blob, "
            "primary key (suite, version, task_id, digest))"
        )
        c.execute(
            "create table draft_case_sets (suite text, task_id text, digest text, "
            "private_sealed blob, hidden_sealed blob, primary key (suite, task_id, digest))"
        )
        for name, body in TRIGGERS_V3.items():
            c.execute(f"create trigger {name} {body}")

    def _check_key(self) -> None:
        rows = list(self.db.query("select value from meta where key = 'key_id'"))
        if not rows:
            with self.db.conn:
                self.db.conn.execute(
                    "insert into meta (key, value) values ('key_id', ?)", [self.key.key_id]
                )
            return
        if rows[0]["value"] != self.key.key_id:
            raise FailedPrecondition(
                f"wrong registry key: {self.path} was encrypted with key id {rows[0]['value']}, "
                f"the key given has id {self.key.key_id}"
            )

    def missing_triggers(self) -> list[str]:
        with self._lock:
            rows = self.db.query("select name from sqlite_master where type = 'trigger'")
            present = {r["name"] for r in rows}
        return sorted({*TRIGGERS, *TRIGGERS_V3} - present)

    # -- sealing --------------------------------------------------------------------------------

    def _seal_cases(
        self,
        data_key: bytes,
        suite: str,
        version: str,
        problem: pb.Problem,
        private: Sequence[pb.TestCase],
        hidden: Sequence[pb.TestCase],
    ) -> tuple[bytes, bytes, bytes]:
        """(public problem blob, sealed private, sealed hidden) the way schema 2 stored them, per
        language; used only to migrate schema 1."""
        lang = problem.language
        task = problem.task_id
        private_sealed = crypto.seal(
            data_key,
            pb.TestBundle(cases=private).SerializeToString(deterministic=True),
            _aad("private", suite, version, task, lang),
        )
        hidden_sealed = crypto.seal(
            data_key,
            pb.TestBundle(cases=hidden).SerializeToString(deterministic=True),
            _aad("hidden", suite, version, task, lang),
        )
        public = pb.Problem()
        public.CopyFrom(problem)
        public.hidden_test_encrypted = hidden_sealed
        return public.SerializeToString(deterministic=True), private_sealed, hidden_sealed

    @staticmethod
    def _rows(problems: Sequence[NewProblem]) -> list[list[Any]]:
        """Problem rows; the public blob leaves `hidden_test_encrypted` to be filled from the
        shared case set when read."""
        rows = []
        for p in problems:
            q = p.problem
            public = pb.Problem()
            public.CopyFrom(q)
            public.ClearField("hidden_test_encrypted")
            rows.append(
                [q.task_id, q.language, q.content_hash, q.category, q.difficulty, q.task_type,
                 json.dumps(list(q.tags)), public.SerializeToString(deterministic=True),
                 p.cases_digest]
            )  # fmt: skip
        return rows

    def sealer(self, suite: str, version: str = "") -> Sealer:
        return Sealer(self.key, suite, version)

    def _data_key(self, table: str, suite: str, version: str) -> bytes:
        if table == "versions":
            found = list(
                self.db.query(
                    "select wrapped_key from versions where suite = ? and version = ?",
                    [suite, version],
                )
            )
            aad = _aad("version", suite, version)
        else:
            found = list(self.db.query("select wrapped_key from drafts where suite = ?", [suite]))
            aad = _aad("draft", suite, "")
        if not found or found[0]["wrapped_key"] is None:
            raise DataLoss(f"{suite} {version or 'draft'}: data key is missing")
        return self.key.unwrap(found[0]["wrapped_key"], aad, f"data key of {suite} {version}")

    def secret_cases(self, row: ProblemRow, draft: bool = False) -> list[pb.TestCase]:
        """Decrypt a row's private and hidden cases; DataLoss naming the task on any tampering."""
        what = f"{row.task_id} ({row.version or 'draft'}, {pb.Language.Name(row.language)})"  # type: ignore[arg-type]
        with self._lock:
            data_key = self._data_key(
                "drafts" if draft else "versions", row.suite, "" if draft else row.version
            )
        version = "" if draft else row.version
        cases: list[pb.TestCase] = []
        for split, blob in (("private", row.private_sealed), ("hidden", row.hidden_sealed)):
            if blob is None:
                raise DataLoss(f"{split} cases of {what} are missing from the store")
            # A shared case set is bound to its task and digest; an older row to its language.
            aad = (
                _aad(split, row.suite, version, row.task_id, 0, row.cases_digest)
                if row.cases_digest
                else _aad(split, row.suite, version, row.task_id, row.language)
            )
            plain = crypto.open_sealed(data_key, blob, aad, f"{split} cases of {what}")
            cases.extend(pb.TestBundle.FromString(plain).cases)
        return cases

    # -- published versions --------------------------------------------------------------------

    def versions(self, suite: str | None = None) -> list[VersionRow]:
        where, args = ("suite = ?", [suite]) if suite else (None, [])
        with self._lock:
            rows = list(self.db.table("versions").rows_where(where, args, order_by="seq"))
        return [_version(r) for r in rows]

    def version(self, suite: str, version: str) -> VersionRow | None:
        with self._lock:
            rows = list(
                self.db.table("versions").rows_where("suite = ? and version = ?", [suite, version])
            )
        return _version(rows[0]) if rows else None

    def suite_of_task(self, task_id: str) -> str | None:
        with self._lock:
            rows = list(
                self.db.query(
                    "select suite from problems where task_id = ? union "
                    "select suite from draft_problems where task_id = ? limit 1",
                    [task_id, task_id],
                )
            )
        return rows[0]["suite"] if rows else None

    def latest_version_with_task(self, task_id: str, language: int) -> VersionRow | None:
        with self._lock:
            rows = list(
                self.db.query(
                    "select v.* from versions v join problems p on p.suite = v.suite and "
                    "p.version = v.version where p.task_id = ? and p.language = ? "
                    "order by v.seq desc limit 1",
                    [task_id, language],
                )
            )
        return _version(rows[0]) if rows else None

    def problems(
        self,
        suite: str,
        version: str,
        language: int | None = None,
        category: int = 0,
        difficulty: int = 0,
        task_type: int = 0,
    ) -> list[ProblemRow]:
        clauses: list[str] = ["suite = ?", "version = ?"]
        args: list[Any] = [suite, version]
        for column, value in (
            ("language", language),
            ("category", category),
            ("difficulty", difficulty),
            ("task_type", task_type),
        ):
            if value:
                clauses.append(f"{column} = ?")
                args.append(value)
        return self._select("problems", clauses, args)

    def problem(self, suite: str, version: str, task_id: str, language: int) -> ProblemRow | None:
        rows = self._select(
            "problems",
            ["suite = ?", "version = ?", "task_id = ?", "language = ?"],
            [suite, version, task_id, language],
        )
        return rows[0] if rows else None

    def _select(self, table: str, clauses: list[str], args: list[Any]) -> list[ProblemRow]:
        """Problem rows with their sealed cases: their own (before schema 3) or their case set's."""
        sets, version, same_version = (
            ("case_sets", "p.version", "and c.version = p.version")
            if table == "problems"
            else ("draft_case_sets", "'' as version", "")
        )
        where = " and ".join(f"p.{c}" for c in clauses)
        sql = (
            f"select p.suite, {version}, p.task_id, p.language, p.content_hash, p.problem, "
            "p.cases_digest, coalesce(p.private_sealed, c.private_sealed) as private_sealed, "
            "coalesce(p.hidden_sealed, c.hidden_sealed) as hidden_sealed "
            f"from {table} p left join {sets} c on c.suite = p.suite {same_version} "
            f"and c.task_id = p.task_id and c.digest = p.cases_digest where {where} "
            "order by p.task_id, p.language"
        )
        with self._lock:
            rows = list(self.db.query(sql, args))
        return [_problem(r) for r in rows]

    def tags_of(self, suite: str, version: str) -> dict[tuple[str, int], list[str]]:
        with self._lock:
            rows = self.db.query(
                "select task_id, language, tags from problems where suite = ? and version = ?",
                [suite, version],
            )
            return {(r["task_id"], r["language"]): json.loads(r["tags"]) for r in rows}

    def insert_version(
        self,
        suite: str,
        version: str,
        version_hash: str,
        development: bool,
        problems: Sequence[NewProblem],
        sealed: Sealer,
    ) -> VersionRow:
        """Store a published version, its problems and their sealed case sets in one
        transaction."""
        if (sealed.suite, sealed.version) != (suite, version):
            raise ValueError("case sets sealed for another version")
        rows, sets, wrapped = self._rows(problems), sealed.rows, sealed.wrapped_key
        count = len({p.problem.task_id for p in problems})
        with self._lock, self.db.conn:
            # Problems first: the trigger refuses rows for a version that already exists.
            self.db.conn.executemany(
                f"insert into problems (suite, version, {', '.join(_PROBLEM_COLUMNS)}) "
                f"values ({', '.join('?' * (len(_PROBLEM_COLUMNS) + 2))})",
                [[suite, version, *r] for r in rows],
            )
            self.db.conn.executemany(
                "insert into case_sets (suite, version, task_id, digest, private_sealed, "
                "hidden_sealed) values (?, ?, ?, ?, ?, ?)",
                [[suite, version, *r] for r in sets],
            )
            self.db.conn.execute(
                "insert into versions (suite, version, version_hash, created_at, "
                "development_split, problem_count, wrapped_key) values (?, ?, ?, ?, ?, ?, ?)",
                [suite, version, version_hash, _now(), int(development), count, wrapped],
            )
        row = self.version(suite, version)
        assert row is not None
        return row

    # -- drafts ---------------------------------------------------------------------------------

    def put_draft(
        self, suite: str, development: bool, problems: Sequence[NewProblem], sealed: Sealer
    ) -> None:
        """Replace the suite's draft with these problems and case sets (one transaction)."""
        if (sealed.suite, sealed.version) != (suite, ""):
            raise ValueError("case sets sealed for another draft")
        rows, sets, wrapped = self._rows(problems), sealed.rows, sealed.wrapped_key
        with self._lock, self.db.conn:
            self._delete_draft(suite)
            self.db.conn.execute(
                "insert into drafts (suite, created_at, development_split, wrapped_key) "
                "values (?, ?, ?, ?)",
                [suite, _now(), int(development), wrapped],
            )
            self.db.conn.executemany(
                f"insert into draft_problems (suite, {', '.join(_PROBLEM_COLUMNS)}) "
                f"values ({', '.join('?' * (len(_PROBLEM_COLUMNS) + 1))})",
                [[suite, *r] for r in rows],
            )
            self.db.conn.executemany(
                "insert into draft_case_sets (suite, task_id, digest, private_sealed, "
                "hidden_sealed) values (?, ?, ?, ?, ?)",
                [[suite, *r] for r in sets],
            )

    def draft(self, suite: str) -> tuple[bool, list[ProblemRow]] | None:
        """(development_split, rows) of the suite's draft, or None."""
        with self._lock:
            head = list(self.db.query("select * from drafts where suite = ?", [suite]))
            if not head:
                return None
            rows = self._select("draft_problems", ["suite = ?"], [suite])
        return bool(head[0]["development_split"]), rows

    def delete_draft(self, suite: str) -> None:
        with self._lock, self.db.conn:
            self._delete_draft(suite)

    def _delete_draft(self, suite: str) -> None:
        for table in ("draft_case_sets", "draft_problems", "drafts"):
            self.db.conn.execute(f"delete from {table} where suite = ?", [suite])

    def close(self) -> None:
        with self._lock:
            self.db.close()


def _version(r: dict[str, Any]) -> VersionRow:
    return VersionRow(
        suite=r["suite"],
        version=r["version"],
        version_hash=r["version_hash"],
        created_at=r["created_at"],
        development_split=bool(r["development_split"]),
        problem_count=r["problem_count"],
        seq=r["seq"],
    )


def _problem(r: dict[str, Any]) -> ProblemRow:
    return ProblemRow(
        suite=r["suite"],
        version=r["version"],
        task_id=r["task_id"],
        language=r["language"],
        content_hash=r["content_hash"],
        problem=r["problem"],
        private_sealed=r["private_sealed"],
        hidden_sealed=r["hidden_sealed"],
        cases_digest=r["cases_digest"],
    )
