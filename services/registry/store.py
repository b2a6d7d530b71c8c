"""SQLite storage of registry versions and problems, through sqlite-utils.

One connection guarded by a lock: the registry's reads are small and the writes are whole
versions in one transaction, so a version is either fully stored or absent.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import sqlite_utils

SCHEMA_VERSION = 1


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
    secret_cases: bytes


class RegistryStore:
    """Tables: meta (schema version), versions, problems."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self._lock = threading.RLock()
        conn = sqlite3.connect(str(path), check_same_thread=False, timeout=30)
        self.db = sqlite_utils.Database(conn)
        self.db.enable_wal()
        self._migrate()

    def _migrate(self) -> None:
        with self._lock:
            if "meta" not in self.db.table_names():
                self.db.table("meta").create({"key": str, "value": str}, pk="key")
            self.db.table("versions").create(
                {
                    "seq": int,
                    "suite": str,
                    "version": str,
                    "version_hash": str,
                    "created_at": str,
                    "development_split": int,
                    "problem_count": int,
                },
                pk="seq",
                if_not_exists=True,
            )
            self.db.table("versions").create_index(
                ["suite", "version"], unique=True, if_not_exists=True
            )
            self.db.table("problems").create(
                {
                    "suite": str,
                    "version": str,
                    "task_id": str,
                    "language": int,
                    "content_hash": str,
                    "category": int,
                    "difficulty": int,
                    "task_type": int,
                    "tags": str,
                    "problem": bytes,
                    "secret_cases": bytes,
                },
                pk=("suite", "version", "task_id", "language"),
                if_not_exists=True,
            )
            self.db.table("problems").create_index(["task_id"], if_not_exists=True)
            self.db.table("meta").upsert(
                {"key": "schema_version", "value": str(SCHEMA_VERSION)}, pk="key"
            )

    @contextmanager
    def _locked(self) -> Iterator[sqlite_utils.Database]:
        with self._lock:
            yield self.db

    def versions(self, suite: str | None = None) -> list[VersionRow]:
        where, args = ("suite = ?", [suite]) if suite else (None, [])
        with self._locked() as db:
            rows = list(db.table("versions").rows_where(where, args, order_by="seq"))
        return [_version(r) for r in rows]

    def version(self, suite: str, version: str) -> VersionRow | None:
        with self._locked() as db:
            rows = list(
                db.table("versions").rows_where("suite = ? and version = ?", [suite, version])
            )
        return _version(rows[0]) if rows else None

    def suite_of_task(self, task_id: str) -> str | None:
        with self._locked() as db:
            rows = list(db.query("select suite from problems where task_id = ? limit 1", [task_id]))
        return rows[0]["suite"] if rows else None

    def latest_version_with_task(self, task_id: str, language: int) -> VersionRow | None:
        with self._locked() as db:
            rows = list(
                db.query(
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
        with self._locked() as db:
            rows = list(
                db.table("problems").rows_where(
                    " and ".join(clauses), args, order_by="task_id, language"
                )
            )
        return [_problem(r) for r in rows]

    def problem(self, suite: str, version: str, task_id: str, language: int) -> ProblemRow | None:
        with self._locked() as db:
            rows = list(
                db.table("problems").rows_where(
                    "suite = ? and version = ? and task_id = ? and language = ?",
                    [suite, version, task_id, language],
                )
            )
        return _problem(rows[0]) if rows else None

    def tags_of(self, suite: str, version: str) -> dict[tuple[str, int], list[str]]:
        with self._locked() as db:
            rows = db.query(
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
        problems: list[dict[str, Any]],
    ) -> VersionRow:
        """Insert a version and its problems in one transaction."""
        created = datetime.now(UTC).isoformat(timespec="seconds").replace("+00:00", "Z")
        columns = [
            "suite",
            "version",
            "task_id",
            "language",
            "content_hash",
            "category",
            "difficulty",
            "task_type",
            "tags",
            "problem",
            "secret_cases",
        ]
        rows = [[suite, version, *(p[c] for c in columns[2:])] for p in problems]
        # Raw statements in one transaction: sqlite-utils' insert_all commits per chunk.
        with self._locked() as db, db.conn:
            db.conn.execute(
                "insert into versions (suite, version, version_hash, created_at, "
                "development_split, problem_count) values (?, ?, ?, ?, ?, ?)",
                [
                    suite,
                    version,
                    version_hash,
                    created,
                    int(development),
                    len({p["task_id"] for p in problems}),
                ],
            )
            db.conn.executemany(
                f"insert into problems ({', '.join(columns)}) "
                f"values ({', '.join('?' * len(columns))})",
                rows,
            )
        row = self.version(suite, version)
        assert row is not None
        return row

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
        secret_cases=r["secret_cases"],
    )
