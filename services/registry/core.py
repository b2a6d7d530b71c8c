"""The registry's logic: versions of suites, public views, and verified test bundles.

No gRPC here; the servicer translates. Readers get `Problem` messages, which hold public cases
only; `bundle` adds the private and hidden cases and re-verifies the content hash first.
"""

from __future__ import annotations

import base64
import json
from collections.abc import Sequence
from dataclasses import dataclass

from google.protobuf.message import DecodeError

from rockman import hashing
from rockman.errors import DataLoss, FailedPrecondition, InvalidArgument, NotFound
from rockman.registry.store import ProblemRow, RegistryStore, VersionRow
from rockman.v1 import common_pb2 as pb
from rockman.v1 import registry_pb2

DEFAULT_PAGE_SIZE = 100
MAX_PAGE_SIZE = 1000


@dataclass(frozen=True)
class ProblemPage:
    problems: list[pb.Problem]
    next_page_token: str
    version: VersionRow


@dataclass(frozen=True)
class ProblemFilter:
    category: int = 0
    difficulty: int = 0
    task_type: int = 0
    tags: tuple[str, ...] = ()


def _language_or_default(language: int) -> pb.Language.ValueType:
    return pb.Language.ValueType(language) if language else pb.LANGUAGE_PYTHON


def _decode_token(token: str) -> int:
    if not token:
        return 0
    try:
        offset = int(json.loads(base64.urlsafe_b64decode(token.encode()))["offset"])
    except (ValueError, KeyError, TypeError):
        raise InvalidArgument(f"page_token {token!r} is not a token this registry issued") from None
    if offset < 0:
        raise InvalidArgument("page_token is invalid")
    return offset


def _encode_token(offset: int) -> str:
    return base64.urlsafe_b64encode(json.dumps({"offset": offset}).encode()).decode()


class Registry:
    """Suites, versions and problems, backed by a RegistryStore."""

    def __init__(self, store: RegistryStore) -> None:
        self.store = store

    # -- reading -----------------------------------------------------------------------------

    def suites(self) -> list[registry_pb2.SuiteInfo]:
        by_suite: dict[str, list[VersionRow]] = {}
        for row in self.store.versions():
            by_suite.setdefault(row.suite, []).append(row)
        return [
            registry_pb2.SuiteInfo(
                suite=suite,
                versions=[r.version for r in rows],
                latest_version=rows[-1].version,
                problem_count=rows[-1].problem_count,
            )
            for suite, rows in sorted(by_suite.items())
        ]

    def versions(self, suite: str) -> list[registry_pb2.VersionInfo]:
        return [
            registry_pb2.VersionInfo(
                suite=r.suite,
                version=r.version,
                version_hash=r.version_hash,
                created_at=r.created_at,
                problem_count=r.problem_count,
                development_split=r.development_split,
            )
            for r in self.store.versions(suite or None)
        ]

    def resolve(self, suite: str, version: str) -> VersionRow:
        """The named version of a suite, or its latest when `version` is empty."""
        if not suite:
            raise InvalidArgument("suite is required")
        if version:
            row = self.store.version(suite, version)
            if row is None:
                known = [r.version for r in self.store.versions(suite)]
                raise NotFound(
                    f"suite {suite!r} has no version {version!r}"
                    + (f" (versions: {', '.join(known)})" if known else "")
                )
            return row
        rows = self.store.versions(suite)
        if not rows:
            names = sorted({r.suite for r in self.store.versions()})
            raise NotFound(
                f"unknown suite {suite!r}"
                + (f" (suites: {', '.join(names)})" if names else " (no suites)")
            )
        return rows[-1]

    def list_problems(
        self,
        suite: str,
        version: str,
        language: int,
        filters: ProblemFilter,
        page_size: int,
        page_token: str,
    ) -> ProblemPage:
        if page_size < 0:
            raise InvalidArgument("page_size must not be negative")
        size = min(page_size or DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE)
        offset = _decode_token(page_token)
        row = self.resolve(suite, version)
        rows = self.store.problems(
            row.suite,
            row.version,
            _language_or_default(language),
            filters.category,
            filters.difficulty,
            filters.task_type,
        )
        if filters.tags:
            tags = self.store.tags_of(row.suite, row.version)
            wanted = set(filters.tags)
            rows = [r for r in rows if wanted <= set(tags[(r.task_id, r.language)])]
        page = rows[offset : offset + size]
        next_token = _encode_token(offset + size) if offset + size < len(rows) else ""
        return ProblemPage([self._public(r) for r in page], next_token, row)

    def _find(self, task_id: str, language: int, version: str) -> ProblemRow:
        if not task_id:
            raise InvalidArgument("task_id is required")
        lang = _language_or_default(language)
        suite = self.store.suite_of_task(task_id)
        if suite is None:
            raise NotFound(f"unknown task {task_id!r}")
        if version:
            row = self.store.problem(suite, version, task_id, lang)
            if row is None:
                raise NotFound(
                    f"task {task_id!r} has no version {version!r} in language "
                    f"{pb.Language.Name(lang)}"
                )
            return row
        latest = self.store.latest_version_with_task(task_id, lang)
        if latest is None:
            raise NotFound(f"task {task_id!r} has no rendering in {pb.Language.Name(lang)}")
        found = self.store.problem(latest.suite, latest.version, task_id, lang)
        assert found is not None
        return found

    def _public(self, row: ProblemRow) -> pb.Problem:
        problem = pb.Problem()
        try:
            problem.ParseFromString(row.problem)
        except DecodeError:
            raise DataLoss(f"stored problem {row.task_id} ({row.version}) is corrupted") from None
        return problem

    def problem(self, task_id: str, language: int, version: str) -> pb.Problem:
        return self._public(self._find(task_id, language, version))

    def bundle(self, task_id: str, language: int, version: str) -> pb.TestBundle:
        """The full test bundle, re-verified against its content hash (DataLoss on mismatch)."""
        row = self._find(task_id, language, version)
        problem = self._public(row)
        secret = pb.TestBundle()
        try:
            secret.ParseFromString(row.secret_cases)
        except DecodeError:
            raise DataLoss(f"stored cases of {task_id} ({row.version}) are corrupted") from None
        cases = [*problem.public_cases, *secret.cases]
        try:
            digest = hashing.content_hash(task_id, problem.language, problem.prompt, cases)
        except InvalidArgument as exc:
            raise DataLoss(
                f"stored cases of {task_id} ({row.version}) are corrupted: {exc}"
            ) from None
        if digest != row.content_hash or digest != problem.content_hash:
            raise DataLoss(
                f"content hash mismatch for {task_id} ({row.version}, "
                f"{pb.Language.Name(problem.language)}): stored data was altered"
            )
        return pb.TestBundle(problem=problem, cases=cases)

    # -- writing -----------------------------------------------------------------------------

    def put_version(
        self, suite: str, version: str, sources: Sequence[registry_pb2.ProblemSource]
    ) -> VersionRow:
        """Store a complete version; an existing version is never written again."""
        if not suite or not version:
            raise InvalidArgument("suite and version are required")
        if not sources:
            raise InvalidArgument(f"version {version!r} of {suite!r} has no problems")
        if self.store.version(suite, version) is not None:
            raise FailedPrecondition(
                f"version {version!r} of suite {suite!r} exists and is immutable; "
                "publish the change as a new version"
            )
        rows = []
        seen: set[tuple[str, int]] = set()
        for i, source in enumerate(sources):
            problem = _validated(source, suite, version, i)
            key = (problem.task_id, problem.language)
            if key in seen:
                raise InvalidArgument(
                    f"problems[{i}]: duplicate task {problem.task_id} "
                    f"in {pb.Language.Name(problem.language)}"
                )
            seen.add(key)
            other = self.store.suite_of_task(problem.task_id)
            if other not in (None, suite):
                raise InvalidArgument(
                    f"problems[{i}]: task {problem.task_id} belongs to suite {other!r}"
                )
            secret = [c for c in source.cases if c.split != pb.SPLIT_PUBLIC]
            problem.ClearField("public_cases")
            problem.public_cases.extend(c for c in source.cases if c.split == pb.SPLIT_PUBLIC)
            rows.append(
                {
                    "task_id": problem.task_id,
                    "language": problem.language,
                    "content_hash": problem.content_hash,
                    "category": problem.category,
                    "difficulty": problem.difficulty,
                    "task_type": problem.task_type,
                    "tags": json.dumps(list(problem.tags)),
                    "problem": problem.SerializeToString(deterministic=True),
                    "secret_cases": pb.TestBundle(cases=secret).SerializeToString(
                        deterministic=True
                    ),
                }
            )
        digest = hashing.version_hash(
            (str(r["task_id"]), int(str(r["language"])), str(r["content_hash"])) for r in rows
        )
        development = any(s.problem.development_split for s in sources)
        return self.store.insert_version(suite, version, digest, development, rows)


def _validated(
    source: registry_pb2.ProblemSource, suite: str, version: str, index: int
) -> pb.Problem:
    """A copy of the source's problem with suite and version set, checked field by field."""
    p = pb.Problem()
    p.CopyFrom(source.problem)
    where = f"problems[{index}] ({p.task_id or 'no task_id'})"

    def bad(field: str, reason: str) -> InvalidArgument:
        return InvalidArgument(f"{where}: field {field!r}: {reason}")

    if not p.task_id:
        raise bad("task_id", "missing")
    if not 1 <= p.difficulty <= 7:
        raise bad("difficulty", f"must be 1..7, got {p.difficulty}")
    for field, enum in (
        ("category", pb.Category),
        ("task_type", pb.TaskType),
        ("language", pb.Language),
    ):
        value = getattr(p, field)
        if value == 0 or value not in enum.values():
            raise bad(field, f"must be a valid {enum.DESCRIPTOR.name}, got {value}")
    if not p.prompt.strip():
        raise bad("prompt", "missing")
    if p.time_limit_s <= 0 or p.memory_limit_mb <= 0:
        raise bad("time_limit_s", "time and memory limits must be positive")
    if p.suite and p.suite != suite:
        raise bad("suite", f"is {p.suite!r}, but the version is of suite {suite!r}")
    if p.canary != hashing.canary_for(p.task_id) or p.canary not in p.prompt:
        raise bad("canary", "must be the task's canary and appear in the prompt")
    if not source.cases:
        raise bad("cases", "a problem needs test cases")
    ids = [c.case_id for c in source.cases]
    if len(set(ids)) != len(ids):
        raise bad("cases", "case ids must be unique")
    for case in source.cases:
        if case.split not in (pb.SPLIT_PUBLIC, pb.SPLIT_PRIVATE, pb.SPLIT_HIDDEN):
            raise bad("cases", f"case {case.case_id!r} has no valid split")
    digest = hashing.content_hash(p.task_id, p.language, p.prompt, source.cases)
    if p.content_hash and p.content_hash != digest:
        raise bad("content_hash", "does not match the prompt and cases")
    p.content_hash = digest
    p.suite = suite
    p.version = version
    return p
