"""The leaderboard's store: checked submissions in SQLite (<data_dir>/leaderboard.db).

Each entry keeps its settings, provenance, overall score, manifest and report, and its
per-problem tallies (n scored samples, c passed), so that neighbours on the leaderboard can be
compared with a paired test (leaderboard_ranking.py). A run stored already (same results SHA256)
is AlreadyExists. Every write is one transaction: a submission is stored whole or not at all.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from rockman.errors import AlreadyExists, FailedPrecondition, NotFound
from services.scorer.core import Aggregate
from services.scorer.leaderboard_submission import ProblemKey, RunSettings, Submission, Tally

SCHEMA_VERSION = 1
DB_NAME = "leaderboard.db"


@dataclass(frozen=True)
class Entry:
    """A stored submission."""

    id: int
    results_sha256: str
    suite: str
    version: str
    version_hash: str
    model: str
    settings: RunSettings
    cpu_model: str
    cpu_count: int
    executor_backend: str
    run_date: str
    submitted_at: str
    rockman_version: str
    overall: Aggregate
    report: dict[str, Any] = field(repr=False)


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


_ENTRY_COLUMNS = (
    "id, results_sha256, suite, version, version_hash, model, model_version, temperature, "
    "max_tokens, attempts, cpu_model, cpu_count, executor_backend, run_date, submitted_at, "
    "rockman_version, pass_at_1, ci_low, ci_high, n_problems, n_samples, report"
)


class LeaderboardStore:
    """Entries and their per-problem tallies; schema versioned in `meta`, migrated on open.

    One connection in autocommit mode guarded by a lock; writes open their own transaction
    (BEGIN IMMEDIATE), so two scorers sharing the file serialise their submissions."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self._lock = threading.RLock()
        self._conn = sqlite3.connect(
            str(path), check_same_thread=False, timeout=30, isolation_level=None
        )
        self._conn.execute("PRAGMA journal_mode = WAL")
        self._conn.execute("PRAGMA foreign_keys = ON")
        with self._lock:
            self._migrate()

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield self._conn
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            self._conn.execute("COMMIT")

    # -- schema ---------------------------------------------------------------------------------

    def schema_version(self) -> int:
        with self._lock:
            has_meta = self._conn.execute(
                "select 1 from sqlite_master where type = 'table' and name = 'meta'"
            ).fetchone()
            if not has_meta:
                return 0
            row = self._conn.execute(
                "select value from meta where key = 'schema_version'"
            ).fetchone()
            return int(row[0]) if row else 0

    def _migrate(self) -> None:
        current = self.schema_version()
        if current > SCHEMA_VERSION:
            raise FailedPrecondition(
                f"{self.path} has schema version {current}; this Rockman knows up to "
                f"{SCHEMA_VERSION}: upgrade Rockman"
            )
        steps: dict[int, Callable[[sqlite3.Connection], None]] = {1: _create_v1}
        for target in range(current + 1, SCHEMA_VERSION + 1):
            with self._transaction() as conn:
                steps[target](conn)
                conn.execute(
                    "insert or replace into meta (key, value) values ('schema_version', ?)",
                    [str(target)],
                )

    # -- writes ---------------------------------------------------------------------------------

    def add(self, s: Submission) -> Entry:
        """Store a checked submission; AlreadyExists when its results are stored already."""
        submitted_at = _now()
        with self._transaction() as conn:
            self._refuse_duplicate(conn, s.results_sha256)
            settings = s.settings
            cursor = conn.execute(
                "insert into entries (results_sha256, suite, version, version_hash, model, "
                "model_version, temperature, max_tokens, attempts, cpu_model, cpu_count, "
                "executor_backend, run_date, submitted_at, rockman_version, pass_at_1, "
                "ci_low, ci_high, n_problems, n_samples, manifest, report) "
                "values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    s.results_sha256, s.suite, s.version, s.version_hash, s.model,
                    settings.model_version, settings.temperature, settings.max_tokens,
                    settings.attempts, s.cpu_model, s.cpu_count, s.executor_backend,
                    s.run_date, submitted_at, s.rockman_version, s.overall.pass_at_1,
                    s.overall.ci_low, s.overall.ci_high, s.overall.n_problems,
                    s.overall.n_samples, json.dumps(s.manifest, sort_keys=True),
                    json.dumps(s.report, sort_keys=True),
                ],
            )  # fmt: skip
            entry_id = int(cursor.lastrowid or 0)
            conn.executemany(
                "insert into entry_problems (entry_id, task_id, language, n, c) "
                "values (?, ?, ?, ?, ?)",
                [
                    (entry_id, task, lang, t.n, t.c)
                    for (task, lang), t in s.tallies.items()
                    if t.n > 0
                ],
            )
        return self.entry(entry_id)

    def _refuse_duplicate(self, conn: sqlite3.Connection, results_sha256: str) -> None:
        row = conn.execute(
            "select id, model, submitted_at from entries where results_sha256 = ?",
            [results_sha256],
        ).fetchone()
        if row:
            raise AlreadyExists(
                f"this run is on the leaderboard already: entry #{row[0]} ({row[1]}, submitted "
                f"{row[2]}) has the same results.jsonl (SHA256 {results_sha256[:12]}…)"
            )

    # -- reads ----------------------------------------------------------------------------------

    def entry(self, entry_id: int) -> Entry:
        with self._lock:
            row = self._conn.execute(
                f"select {_ENTRY_COLUMNS} from entries where id = ?", [entry_id]
            ).fetchone()
        if row is None:
            raise NotFound(f"no leaderboard entry #{entry_id}")
        return _entry(row)

    def entries(self, suite: str = "", version: str = "") -> list[Entry]:
        """Entries in submission order, optionally of one suite and version."""
        where, args = [], []
        if suite:
            where.append("suite = ?")
            args.append(suite)
        if version:
            where.append("version = ?")
            args.append(version)
        clause = f" where {' and '.join(where)}" if where else ""
        with self._lock:
            rows = self._conn.execute(
                f"select {_ENTRY_COLUMNS} from entries{clause} order by id", args
            ).fetchall()
        return [_entry(r) for r in rows]

    def tallies(self, entry_id: int) -> dict[ProblemKey, Tally]:
        with self._lock:
            rows = self._conn.execute(
                "select task_id, language, n, c from entry_problems where entry_id = ?",
                [entry_id],
            ).fetchall()
        return {(task, lang): Tally(n, c) for task, lang, n, c in rows}


def _create_v1(conn: sqlite3.Connection) -> None:
    conn.execute("create table meta (key text primary key, value text not null)")
    conn.execute(
        "create table entries (id integer primary key autoincrement, "
        "results_sha256 text not null unique, suite text not null, version text not null, "
        "version_hash text not null, model text not null, model_version text not null, "
        "temperature real, max_tokens integer, attempts integer, cpu_model text not null, "
        "cpu_count integer not null, executor_backend text not null, run_date text not null, "
        "submitted_at text not null, rockman_version text not null, pass_at_1 real not null, "
        "ci_low real not null, ci_high real not null, n_problems integer not null, "
        "n_samples integer not null, manifest text not null, report text not null)"
    )
    conn.execute("create index idx_entries_suite on entries (suite, version)")
    conn.execute(
        "create table entry_problems (entry_id integer not null references entries (id), "
        "task_id text not null, language text not null, n integer not null, "
        "c integer not null, primary key (entry_id, task_id, language))"
    )


def _entry(row: tuple[Any, ...]) -> Entry:
    (
        entry_id, sha, suite, version, version_hash, model, model_version, temperature,
        max_tokens, attempts, cpu_model, cpu_count, backend, run_date, submitted_at,
        rockman_version, p, low, high, n_problems, n_samples, report,
    ) = row  # fmt: skip
    return Entry(
        id=entry_id,
        results_sha256=sha,
        suite=suite,
        version=version,
        version_hash=version_hash,
        model=model,
        settings=RunSettings(temperature, max_tokens, attempts, model_version, model),
        cpu_model=cpu_model,
        cpu_count=cpu_count,
        executor_backend=backend,
        run_date=run_date,
        submitted_at=submitted_at,
        rockman_version=rockman_version,
        overall=Aggregate(p, low, high, n_problems, n_samples),
        report=json.loads(report),
    )
