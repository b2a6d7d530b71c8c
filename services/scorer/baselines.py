"""Human baselines: a strictly validated CSV of a human study, stored as named sets in SQLite,
and summarised as solve rates and time-to-solve statistics beside the models.

The CSV has one row per participant x task attempt, the participant's columns repeated on each
of their rows (docs/statistics.md, "Human baselines"). A set is stored with the metadata of its
problems at import time (difficulty, category), so its summary never depends on the registry.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import math
import re
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import closing, contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np

from rockman import enums
from rockman.errors import AlreadyExists, InvalidArgument, NotFound
from services.scorer import stats
from services.scorer.core import ProblemInfo

EXPERIENCE_LEVELS = ("novice", "intermediate", "advanced", "expert", "competitive")
PARTICIPANT_COLUMNS = (
    "participant_id",
    "experience_level",
    "domain_background",
    "years_experience",
    "cp_rating",
)
ATTEMPT_COLUMNS = ("task_id", "language", "solved", "time_to_solve_s")
COLUMNS = PARTICIPANT_COLUMNS + ATTEMPT_COLUMNS
TRUE_WORDS = frozenset({"true", "yes", "1"})
FALSE_WORDS = frozenset({"false", "no", "0"})
MAX_YEARS = 80.0
MAX_ERRORS = 10  # errors listed in one message; the rest are counted
SET_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")
DB_NAME = "baselines.db"


@dataclass(frozen=True)
class Participant:
    participant_id: str
    experience_level: str
    domain_background: str
    years_experience: float
    cp_rating: float | None
    line: int  # first row of this participant


@dataclass(frozen=True)
class Attempt:
    participant_id: str
    task_id: str
    language: str
    solved: bool
    time_s: float | None  # required when solved; time spent before giving up otherwise
    line: int


@dataclass(frozen=True)
class HumanStudy:
    participants: dict[str, Participant]
    attempts: list[Attempt]

    def task_ids(self) -> list[str]:
        return sorted({a.task_id for a in self.attempts})


@dataclass(frozen=True)
class SetInfo:
    name: str
    source: str
    csv_sha256: str
    imported_at: str
    n_participants: int
    n_attempts: int
    n_problems: int


@dataclass(frozen=True)
class TimeStats:
    n: int
    median: float
    q1: float
    q3: float
    mean: float

    @property
    def iqr(self) -> float:
        return self.q3 - self.q1


@dataclass(frozen=True)
class Group:
    solve_rate: float
    ci_low: float
    ci_high: float
    n_attempts: int
    n_solved: int
    n_problems: int
    n_participants: int
    time: TimeStats | None


@dataclass(frozen=True)
class ParticipantStats:
    n: int
    by_experience: dict[str, int]
    by_domain: dict[str, int]
    years_median: float
    years_min: float
    years_max: float
    n_rated: int
    rating_median: float | None


@dataclass(frozen=True)
class HumanSummary:
    info: SetInfo
    participants: ParticipantStats
    overall: Group
    by_difficulty: dict[int, Group]
    by_category: dict[str, Group]
    by_experience: dict[str, Group]


# -- the CSV ---------------------------------------------------------------------------------


class _Errors:
    """Collects `FILE:LINE: reason` messages; raises them together (the first MAX_ERRORS)."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.messages: list[str] = []

    def add(self, line: int, reason: str) -> None:
        self.messages.append(f"{self.source}:{line}: {reason}")

    def raise_if_any(self) -> None:
        if not self.messages:
            return
        shown = self.messages[:MAX_ERRORS]
        more = len(self.messages) - len(shown)
        suffix = f" (and {more} more error{'s' if more > 1 else ''})" if more else ""
        raise InvalidArgument("; ".join(shown) + suffix)


def _number(text: str, column: str, low: float, high: float | None = None) -> float:
    try:
        value = float(text)
    except ValueError:
        raise ValueError(f"{column} {text!r} is not a number") from None
    if not math.isfinite(value) or value < low or (high is not None and value > high):
        bound = f"between {low:g} and {high:g}" if high is not None else f"at least {low:g}"
        raise ValueError(f"{column} {text!r} must be {bound}")
    return value


def _rows(text: str, errors: _Errors) -> Iterator[tuple[int, list[str]]]:
    """(first line number, cells) of every non-blank record; a quoted field may span lines."""
    reader = csv.reader(io.StringIO(text, newline=""), strict=True)
    previous = 0
    while True:
        try:
            row = next(reader)
        except StopIteration:
            return
        except csv.Error as exc:
            errors.add(reader.line_num, f"malformed CSV: {exc}")
            return
        start, previous = previous + 1, reader.line_num
        if any(cell.strip() for cell in row):
            yield start, row


def _header(line: int, row: list[str], errors: _Errors) -> dict[str, int] | None:
    names = [cell.strip().lower() for cell in row]
    duplicated = sorted({n for n in names if names.count(n) > 1})
    unknown = [n for n in names if n not in COLUMNS]
    missing = [c for c in COLUMNS if c not in names]
    if duplicated:
        errors.add(line, f"duplicate column(s) {', '.join(duplicated)}")
    if unknown:
        errors.add(line, f"unknown column(s) {', '.join(unknown)}; expected {', '.join(COLUMNS)}")
    if missing:
        errors.add(line, f"missing column(s) {', '.join(missing)}")
    return None if duplicated or unknown or missing else {n: i for i, n in enumerate(names)}


def _participant(line: int, cell: Callable[[str], str]) -> Participant:
    pid = cell("participant_id")
    if not pid:
        raise ValueError("participant_id is empty")
    level = cell("experience_level").lower()
    if level not in EXPERIENCE_LEVELS:
        raise ValueError(
            f"experience_level {cell('experience_level')!r} is not one of "
            f"{'|'.join(EXPERIENCE_LEVELS)}"
        )
    domain = cell("domain_background")
    if not domain:
        raise ValueError("domain_background is empty")
    years = _number(cell("years_experience"), "years_experience", 0.0, MAX_YEARS)
    rating_text = cell("cp_rating")
    rating = _number(rating_text, "cp_rating", 0.0) if rating_text else None
    return Participant(pid, level, domain, years, rating, line)


def _attempt(line: int, pid: str, cell: Callable[[str], str]) -> Attempt:
    task_id = cell("task_id")
    if not task_id or any(ch.isspace() for ch in task_id):
        raise ValueError(f"task_id {task_id!r} is empty or contains spaces")
    language = cell("language").lower()
    if language not in enums.LANGUAGES:
        raise ValueError(
            f"language {cell('language')!r} is not one of {', '.join(enums.LANGUAGES)}"
        )
    solved_text = cell("solved").lower()
    if solved_text not in TRUE_WORDS | FALSE_WORDS:
        raise ValueError(f"solved {cell('solved')!r} is not true/false (or yes/no, 1/0)")
    solved = solved_text in TRUE_WORDS
    time_text = cell("time_to_solve_s")
    time_s = None
    if time_text:
        time_s = _number(time_text, "time_to_solve_s", 0.0)
        if time_s <= 0:
            raise ValueError(f"time_to_solve_s {time_text!r} must be positive")
    elif solved:
        raise ValueError("time_to_solve_s is required when solved is true")
    return Attempt(pid, task_id, language, solved, time_s, line)


def _same_participant(new: Participant, first: Participant) -> str | None:
    for column in PARTICIPANT_COLUMNS[1:]:
        a, b = getattr(new, column), getattr(first, column)
        if a != b:
            return (
                f"participant {new.participant_id!r} has {column} {a!r} here but {b!r} "
                f"on line {first.line}"
            )
    return None


def parse_csv(text: str, source: str = "humans.csv") -> HumanStudy:
    """The study in a human-results CSV; every problem is reported, with its line, in one
    InvalidArgument (nothing is stored from a file with any error)."""
    errors = _Errors(source)
    if text.startswith("\ufeff"):
        text = text[1:]
    rows = _rows(text, errors)
    first = next(rows, None)
    if first is None:
        errors.raise_if_any()
        raise InvalidArgument(
            f"{source}: the file is empty; expected a header: {','.join(COLUMNS)}"
        )
    columns = _header(*first, errors)
    errors.raise_if_any()
    assert columns is not None
    participants: dict[str, Participant] = {}
    attempts: list[Attempt] = []
    seen: dict[tuple[str, str, str], int] = {}
    for line, row in rows:
        if len(row) != len(columns):
            errors.add(line, f"expected {len(columns)} fields, got {len(row)}")
            continue

        def cell(name: str, row: list[str] = row) -> str:
            return row[columns[name]].strip()

        try:
            participant = _participant(line, cell)
            attempt = _attempt(line, participant.participant_id, cell)
        except ValueError as exc:
            errors.add(line, str(exc))
            continue
        known = participants.setdefault(participant.participant_id, participant)
        conflict = _same_participant(participant, known)
        if conflict:
            errors.add(line, conflict)
            continue
        key = (attempt.participant_id, attempt.task_id, attempt.language)
        if key in seen:
            errors.add(
                line,
                f"participant {key[0]!r} already attempted {key[1]} in {key[2]} "
                f"on line {seen[key]}",
            )
            continue
        seen[key] = line
        attempts.append(attempt)
    errors.raise_if_any()
    if not attempts:
        raise InvalidArgument(f"{source}: no attempts after the header")
    return HumanStudy(participants, attempts)


def check_problems(study: HumanStudy, problems: Mapping[str, ProblemInfo], source: str) -> None:
    """Every attempted task has metadata with a difficulty label of 1-7."""
    errors = _Errors(source)
    first_lines: dict[str, int] = {}
    for a in study.attempts:
        first_lines.setdefault(a.task_id, a.line)
    for task_id, line in sorted(first_lines.items(), key=lambda item: item[1]):
        info = problems.get(task_id)
        if info is None:
            errors.add(line, f"no problem metadata for task {task_id!r} (unknown task?)")
        elif not 1 <= info.difficulty <= 7:
            errors.add(line, f"task {task_id!r} has no difficulty label 1-7")
    errors.raise_if_any()


# -- the store -------------------------------------------------------------------------------

SCHEMA = """
CREATE TABLE IF NOT EXISTS sets (
    name TEXT PRIMARY KEY,
    source TEXT NOT NULL,
    csv_sha256 TEXT NOT NULL,
    imported_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS participants (
    set_name TEXT NOT NULL REFERENCES sets(name) ON DELETE CASCADE,
    participant_id TEXT NOT NULL,
    experience_level TEXT NOT NULL,
    domain_background TEXT NOT NULL,
    years_experience REAL NOT NULL,
    cp_rating REAL,
    line INTEGER NOT NULL,
    PRIMARY KEY (set_name, participant_id)
);
CREATE TABLE IF NOT EXISTS attempts (
    set_name TEXT NOT NULL REFERENCES sets(name) ON DELETE CASCADE,
    participant_id TEXT NOT NULL,
    task_id TEXT NOT NULL,
    language TEXT NOT NULL,
    solved INTEGER NOT NULL,
    time_s REAL,
    line INTEGER NOT NULL,
    PRIMARY KEY (set_name, participant_id, task_id, language),
    FOREIGN KEY (set_name, participant_id) REFERENCES participants(set_name, participant_id)
        ON DELETE CASCADE
);
CREATE TABLE IF NOT EXISTS problems (
    set_name TEXT NOT NULL REFERENCES sets(name) ON DELETE CASCADE,
    task_id TEXT NOT NULL,
    difficulty INTEGER NOT NULL,
    category INTEGER NOT NULL,
    task_type INTEGER NOT NULL,
    tags TEXT NOT NULL,
    PRIMARY KEY (set_name, task_id)
);
"""


class BaselineStore:
    """Named human-baseline sets in <data_dir>/baselines.db; each import is one transaction."""

    def __init__(self, path: Path) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        with closing(sqlite3.connect(self.path, timeout=30, isolation_level=None)) as db:
            db.executescript(SCHEMA)  # CREATE ... IF NOT EXISTS: safe to repeat

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        with closing(sqlite3.connect(self.path, timeout=30, isolation_level=None)) as db:
            db.execute("PRAGMA foreign_keys = ON")
            db.execute("BEGIN IMMEDIATE")
            try:
                yield db
            except BaseException:
                db.execute("ROLLBACK")
                raise
            db.execute("COMMIT")

    def names(self) -> list[str]:
        with self._transaction() as db:
            return [r[0] for r in db.execute("SELECT name FROM sets ORDER BY name")]

    def import_set(
        self,
        name: str,
        csv_text: str,
        source: str,
        problems: Mapping[str, ProblemInfo],
        replace: bool = False,
    ) -> SetInfo:
        """Validate and store a CSV as set `name`: AlreadyExists unless `replace`."""
        if not SET_NAME.match(name):
            raise InvalidArgument(
                f"set name {name!r} must be 1-64 letters, digits, '.', '_' or '-' "
                "(starting with a letter or digit)"
            )
        source = source or "humans.csv"
        study = parse_csv(csv_text, source)
        check_problems(study, problems, source)
        digest = hashlib.sha256(csv_text.encode("utf-8")).hexdigest()
        imported_at = datetime.now(UTC).isoformat(timespec="seconds").replace("+00:00", "Z")
        with self._transaction() as db:
            exists = db.execute("SELECT 1 FROM sets WHERE name = ?", (name,)).fetchone()
            if exists and not replace:
                raise AlreadyExists(
                    f"human baseline set {name!r} exists already; import with --replace "
                    "to replace it"
                )
            db.execute("DELETE FROM sets WHERE name = ?", (name,))
            db.execute("INSERT INTO sets VALUES (?, ?, ?, ?)", (name, source, digest, imported_at))
            db.executemany(
                "INSERT INTO participants VALUES (?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        name,
                        p.participant_id,
                        p.experience_level,
                        p.domain_background,
                        p.years_experience,
                        p.cp_rating,
                        p.line,
                    )
                    for p in study.participants.values()
                ],
            )
            db.executemany(
                "INSERT INTO attempts VALUES (?, ?, ?, ?, ?, ?, ?)",
                [
                    (name, a.participant_id, a.task_id, a.language, int(a.solved), a.time_s, a.line)
                    for a in study.attempts
                ],
            )
            db.executemany(
                "INSERT INTO problems VALUES (?, ?, ?, ?, ?, ?)",
                [
                    (
                        name,
                        t,
                        problems[t].difficulty,
                        problems[t].category,
                        problems[t].task_type,
                        json.dumps(sorted(problems[t].tags)),
                    )
                    for t in study.task_ids()
                ],
            )
        return SetInfo(
            name,
            source,
            digest,
            imported_at,
            len(study.participants),
            len(study.attempts),
            len(study.task_ids()),
        )

    def load(self, name: str) -> tuple[SetInfo, HumanStudy, dict[str, ProblemInfo]]:
        """A stored set: its info, study and problem metadata; NotFound names the sets."""
        with self._transaction() as db:
            row = db.execute(
                "SELECT source, csv_sha256, imported_at FROM sets WHERE name = ?", (name,)
            ).fetchone()
            if row is None:
                known = [r[0] for r in db.execute("SELECT name FROM sets ORDER BY name")]
                listing = ", ".join(known) if known else "none imported yet"
                raise NotFound(f"no human baseline set {name!r} (sets: {listing})")
            participants = {
                r[0]: Participant(r[0], r[1], r[2], r[3], r[4], r[5])
                for r in db.execute(
                    "SELECT participant_id, experience_level, domain_background, "
                    "years_experience, cp_rating, line FROM participants WHERE set_name = ? "
                    "ORDER BY line",
                    (name,),
                )
            }
            attempts = [
                Attempt(r[0], r[1], r[2], bool(r[3]), r[4], r[5])
                for r in db.execute(
                    "SELECT participant_id, task_id, language, solved, time_s, line "
                    "FROM attempts WHERE set_name = ? ORDER BY line",
                    (name,),
                )
            ]
            problems = {
                r[0]: ProblemInfo(r[0], r[1], r[2], r[3], frozenset(json.loads(r[4])))
                for r in db.execute(
                    "SELECT task_id, difficulty, category, task_type, tags FROM problems "
                    "WHERE set_name = ?",
                    (name,),
                )
            }
        study = HumanStudy(participants, attempts)
        info = SetInfo(
            name, row[0], row[1], row[2], len(participants), len(attempts), len(problems)
        )
        return info, study, problems


# -- summaries -------------------------------------------------------------------------------


def time_stats(times: Iterable[float]) -> TimeStats | None:
    """Median, quartiles (numpy's default linear interpolation) and mean; None when empty."""
    values = np.asarray(list(times), dtype=float)
    if values.size == 0:
        return None
    q1, median, q3 = (float(x) for x in np.percentile(values, [25, 50, 75]))
    return TimeStats(int(values.size), median, q1, q3, float(values.mean()))


def group(attempts: list[Attempt]) -> Group:
    """Solve rate pooled over attempts with its Wilson 95% interval (n = attempts); time to
    solve over the solved attempts."""
    n = len(attempts)
    solved = sum(a.solved for a in attempts)
    rate = solved / n if n else 0.0
    low, high = stats.wilson_interval(rate, n)
    return Group(
        rate,
        low,
        high,
        n,
        solved,
        len({a.task_id for a in attempts}),
        len({a.participant_id for a in attempts}),
        time_stats(a.time_s for a in attempts if a.solved and a.time_s is not None),
    )


def _grouped(attempts: list[Attempt], key: Callable[[Attempt], Any]) -> dict[Any, list[Attempt]]:
    out: dict[Any, list[Attempt]] = {}
    for a in attempts:
        out.setdefault(key(a), []).append(a)
    return out


def participant_stats(study: HumanStudy) -> ParticipantStats:
    people = list(study.participants.values())
    years = [p.years_experience for p in people]
    ratings = [p.cp_rating for p in people if p.cp_rating is not None]
    levels = {lvl: sum(p.experience_level == lvl for p in people) for lvl in EXPERIENCE_LEVELS}
    domains: dict[str, int] = {}
    for p in people:
        domains[p.domain_background] = domains.get(p.domain_background, 0) + 1
    return ParticipantStats(
        n=len(people),
        by_experience={k: v for k, v in levels.items() if v},
        by_domain=dict(sorted(domains.items())),
        years_median=float(np.median(years)) if years else 0.0,
        years_min=min(years, default=0.0),
        years_max=max(years, default=0.0),
        n_rated=len(ratings),
        rating_median=float(np.median(ratings)) if ratings else None,
    )


def summarize(
    info: SetInfo, study: HumanStudy, problems: Mapping[str, ProblemInfo]
) -> HumanSummary:
    """Solve rates and time-to-solve statistics overall, per difficulty label, per category and
    per experience level (novice to competitive)."""
    attempts = study.attempts
    experience = {p.participant_id: p.experience_level for p in study.participants.values()}
    by_difficulty = _grouped(attempts, lambda a: problems[a.task_id].difficulty)
    by_category = _grouped(
        attempts, lambda a: enums.name_of(enums.CATEGORIES, problems[a.task_id].category)
    )
    by_experience = _grouped(attempts, lambda a: experience[a.participant_id])
    return HumanSummary(
        info=info,
        participants=participant_stats(study),
        overall=group(attempts),
        by_difficulty={k: group(v) for k, v in sorted(by_difficulty.items())},
        by_category={k: group(v) for k, v in sorted(by_category.items())},
        by_experience={
            lvl: group(by_experience[lvl]) for lvl in EXPERIENCE_LEVELS if lvl in by_experience
        },
    )


def _time_record(t: TimeStats | None) -> dict[str, Any] | None:
    if t is None:
        return None
    return {"n": t.n, "median": t.median, "q1": t.q1, "q3": t.q3, "iqr": t.iqr, "mean": t.mean}


def group_record(g: Group) -> dict[str, Any]:
    return {
        "solve_rate": g.solve_rate,
        "ci_low": g.ci_low,
        "ci_high": g.ci_high,
        "n_attempts": g.n_attempts,
        "n_solved": g.n_solved,
        "n_problems": g.n_problems,
        "n_participants": g.n_participants,
        "time_s": _time_record(g.time),
    }


def section(summary: HumanSummary) -> dict[str, Any]:
    """The "humans" section of a report record (JSON-ready; docs/statistics.md)."""
    p = summary.participants
    return {
        "set": summary.info.name,
        "source": summary.info.source,
        "csv_sha256": summary.info.csv_sha256,
        "imported_at": summary.info.imported_at,
        "participants": {
            "n": p.n,
            "by_experience": p.by_experience,
            "by_domain": p.by_domain,
            "years_experience": {"median": p.years_median, "min": p.years_min, "max": p.years_max},
            "cp_rating": {"n": p.n_rated, "median": p.rating_median},
        },
        "overall": group_record(summary.overall),
        "by_difficulty": {str(k): group_record(v) for k, v in summary.by_difficulty.items()},
        "by_category": {k: group_record(v) for k, v in summary.by_category.items()},
        "by_experience": {k: group_record(v) for k, v in summary.by_experience.items()},
    }
