"""The registry's logic: versions of suites, public views, and verified test bundles.

No gRPC here; the servicer translates. Readers get `Problem` messages, which hold public cases
only; `bundle` adds the private and hidden cases and re-verifies the content hash first.
"""

from __future__ import annotations

import base64
import dataclasses
import hashlib
import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from google.protobuf.message import DecodeError

from rockman import hashing
from rockman.errors import DataLoss, FailedPrecondition, InvalidArgument, NotFound
from rockman.v1 import common_pb2 as pb
from rockman.v1 import registry_pb2
from services.registry.store import NewProblem, ProblemRow, RegistryStore, Sealer, VersionRow

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

    def versions(
        self, suite: str, include_problems: bool = False
    ) -> list[tuple[VersionRow, list[tuple[str, int, str]]]]:
        """Every version (oldest first) with, optionally, its (task, language, hash) entries."""
        out = []
        for row in self.store.versions(suite or None):
            entries = (
                [(p.task_id, p.language, p.content_hash)
                 for p in self.store.problems(row.suite, row.version)]
                if include_problems else []
            )  # fmt: skip
            out.append((row, entries))
        return out

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
        if row.cases_digest and row.hidden_sealed is not None:
            problem.hidden_test_encrypted = row.hidden_sealed  # the shared case set's
        return problem

    def problem(self, task_id: str, language: int, version: str) -> pb.Problem:
        return self._public(self._find(task_id, language, version))

    def bundle(self, task_id: str, language: int, version: str) -> pb.TestBundle:
        """The full test bundle, decrypted and re-verified (DataLoss on any mismatch)."""
        row = self._find(task_id, language, version)
        problem, cases = self._verified(row)
        head = self.store.version(row.suite, row.version)
        return pb.TestBundle(
            problem=problem,
            cases=cases,
            # The executor signs the version's hash into every result (docs/security.md).
            version_hash=head.version_hash if head else "",
            development_split=head.development_split if head else False,
            # Which seed drew its private and hidden cases (a fingerprint, never the seed).
            seed_fingerprint=problem.seed_fingerprint,
        )

    def _verified(
        self, row: ProblemRow, draft: bool = False, cache: _CaseCache | None = None
    ) -> tuple[pb.Problem, list[pb.TestCase]]:
        """A row's public view and all its cases, decrypted and checked against its hash.
        `cache` keeps the last task's decrypted case set and hasher for its other languages."""
        problem = self._public(row)
        cache = cache if cache is not None else _CaseCache()
        secret_key = (row.task_id, row.cases_digest or f"language {row.language}")
        if cache.secret_key != secret_key or cache.secret is None:
            cache.secret_key, cache.secret = secret_key, None
            cache.secret = self.store.secret_cases(row, draft=draft)
            cache.hashers = {}
        cases = [*problem.public_cases, *cache.secret]
        public = b"".join(c.SerializeToString(deterministic=True) for c in problem.public_cases)
        self._verify_hash(row, problem, cases, cache.hashers, hashlib.sha256(public).digest())
        return problem, cases

    def _verify_hash(
        self,
        row: ProblemRow,
        problem: pb.Problem,
        cases: list[pb.TestCase],
        hashers: dict[bytes, hashing.ContentHasher] | None = None,
        public_key: bytes = b"",
    ) -> None:
        what = f"{row.task_id} ({row.version or 'draft'}, {pb.Language.Name(problem.language)})"
        hashers = hashers if hashers is not None else {}
        try:
            if public_key not in hashers:
                hashers[public_key] = hashing.ContentHasher(row.task_id, cases)
            digest = hashers[public_key].digest(problem.language, problem.prompt, problem.verifier)
        except InvalidArgument as exc:
            raise DataLoss(f"{what}: stored cases are corrupted: {exc}") from None
        if digest != row.content_hash or digest != problem.content_hash:
            raise DataLoss(f"{what}: content hash mismatch, the stored problem was altered")
        if problem.task_id != row.task_id or problem.language != row.language:
            raise DataLoss(f"{what}: stored problem does not match its row")

    def sources(
        self, suite: str, version: str
    ) -> tuple[VersionRow, list[registry_pb2.ProblemSource]]:
        """Every problem of a version with all its cases (the publisher's export)."""
        head = self.resolve(suite, version)
        cache = _CaseCache()
        out = []
        for row in self.store.problems(head.suite, head.version):
            problem, cases = self._verified(row, cache=cache)
            out.append(registry_pb2.ProblemSource(problem=problem, cases=cases))
        return head, out

    def verify(self, suite: str = "", version: str = "") -> VerifyReport:
        """Decrypt and recompute every hash of the selected versions; [] when all match."""
        if version and not suite:
            raise InvalidArgument("verifying one version needs its suite")
        heads = [self.resolve(suite, version)] if version else self.store.versions(suite or None)
        if suite and not heads:
            raise NotFound(f"unknown suite {suite!r}")
        found: list[Mismatch] = []
        checked = 0
        missing = self.store.missing_triggers()
        if missing:
            found.append(Mismatch("", "", "", 0, f"immutability triggers removed: {missing}"))
        for head in heads:
            entries = []
            cache = _CaseCache()
            for row in self.store.problems(head.suite, head.version):
                entries.append((row.task_id, row.language, row.content_hash))
                try:
                    problem, _ = self._verified(row, cache=cache)
                    if problem.canary != hashing.canary_for(row.task_id) or (
                        problem.canary not in problem.prompt
                    ):
                        raise DataLoss(f"{row.task_id}: canary missing or wrong")
                except DataLoss as exc:
                    found.append(
                        Mismatch(head.suite, head.version, row.task_id, row.language, str(exc))
                    )
            if hashing.version_hash(entries) != head.version_hash:
                found.append(
                    Mismatch(head.suite, head.version, "", 0,
                             "version hash mismatch: problems were added, removed or altered")
                )  # fmt: skip
            if len({e[0] for e in entries}) != head.problem_count:
                found.append(
                    Mismatch(head.suite, head.version, "", 0,
                             f"{head.problem_count} problems recorded, {len(entries)} rows found")
                )  # fmt: skip
            checked += len(entries)
        return VerifyReport(len(heads), checked, found)

    # -- writing -----------------------------------------------------------------------------

    def _prepare(
        self, suite: str, version: str, sources: Iterable[registry_pb2.ProblemSource]
    ) -> tuple[str, bool, list[NewProblem], Sealer]:
        """Validate sources and seal their case sets as they come (a stream is never held
        whole, nor a suite's plaintext); (version hash, development split, problems to store,
        their sealed case sets, one per task shared by its languages)."""
        if not suite:
            raise InvalidArgument("suite is required")
        prepared = []
        seen: set[tuple[str, int]] = set()
        hashers: dict[tuple[str, bytes], hashing.ContentHasher] = {}
        sealer = self.store.sealer(suite, version)
        sealed: set[tuple[str, bytes]] = set()
        last: list[registry_pb2.ProblemSource] = []  # the last source that carried cases
        development = False
        for i, given in enumerate(sources):
            source = _with_cases(given, i, last)
            if hashers and source.problem.task_id not in {k[0] for k in hashers}:
                hashers.clear()  # keep only the current task's serialized cases
            problem, cases_key = _validated(source, suite, version, i, hashers)
            key = (problem.task_id, problem.language)
            if key in seen:
                raise InvalidArgument(
                    f"problems[{i}]: duplicate task {problem.task_id} in "
                    f"{pb.Language.Name(problem.language)}"
                )
            seen.add(key)
            other = self.store.suite_of_task(problem.task_id)
            if other not in (None, suite):
                raise InvalidArgument(
                    f"problems[{i}]: task {problem.task_id} belongs to suite {other!r}"
                )
            problem.ClearField("public_cases")
            problem.ClearField("hidden_test_encrypted")
            problem.public_cases.extend(c for c in source.cases if c.split == pb.SPLIT_PUBLIC)
            if cases_key not in sealed:
                sealed.add(cases_key)
                sealer.add(
                    problem.task_id,
                    cases_key[1].hex(),
                    [c for c in source.cases if c.split == pb.SPLIT_PRIVATE],
                    [c for c in source.cases if c.split == pb.SPLIT_HIDDEN],
                )
            prepared.append(NewProblem(problem, cases_key[1].hex()))
            development = development or source.problem.development_split
        if not prepared:
            raise InvalidArgument(f"{suite} {version or 'draft'}: no problems")
        digest = hashing.version_hash(
            (p.problem.task_id, p.problem.language, p.problem.content_hash) for p in prepared
        )
        return digest, development, prepared, sealer

    def _refuse_existing(self, suite: str, version: str) -> None:
        if not version:
            raise InvalidArgument("version is required")
        if self.store.version(suite, version) is not None:
            raise FailedPrecondition(
                f"version {version!r} of suite {suite!r} exists and is immutable; "
                "publish the change as a new version"
            )

    def put_version(
        self, suite: str, version: str, sources: Iterable[registry_pb2.ProblemSource]
    ) -> VersionRow:
        """Store and publish a complete version at once; a version is never written again."""
        self._refuse_existing(suite, version)
        digest, development, prepared, sealed = self._prepare(suite, version, sources)
        return self.store.insert_version(suite, version, digest, development, prepared, sealed)

    def put_draft(
        self, suite: str, sources: Iterable[registry_pb2.ProblemSource]
    ) -> tuple[str, int]:
        """Replace the suite's draft; returns the hash the version would have and its number of
        problems."""
        digest, development, prepared, sealed = self._prepare(suite, "", sources)
        self.store.put_draft(suite, development, prepared, sealed)
        return digest, len({p.problem.task_id for p in prepared})

    def draft_sources(self, suite: str) -> Iterator[registry_pb2.ProblemSource]:
        """The draft's problems, verified; a task's later languages reuse its cases."""
        draft = self.store.draft(suite)
        if draft is None:
            raise NotFound(f"suite {suite!r} has no draft; build one with `problems build`")
        return self._draft_sources(draft[1])

    def _draft_sources(self, rows: list[ProblemRow]) -> Iterator[registry_pb2.ProblemSource]:
        cache = _CaseCache()
        sent: tuple[object, ...] = ()  # what the last source sent in full carried
        for row in rows:
            problem, cases = self._verified(row, draft=True, cache=cache)
            carried = (row.task_id, id(cache.secret), list(problem.public_cases))
            if carried == sent:
                yield registry_pb2.ProblemSource(problem=problem, reuse_cases=True)
            else:
                sent = carried
                yield registry_pb2.ProblemSource(problem=problem, cases=cases)

    def publish(self, suite: str, version: str) -> VersionRow:
        """Publish the suite's draft as an immutable version, and drop the draft."""
        self._refuse_existing(suite, version)
        row = self.put_version(suite, version, self.draft_sources(suite))
        self.store.delete_draft(suite)
        return row


@dataclass
class _CaseCache:
    """The last task's decrypted secret cases and content hashers (rows come sorted by task)."""

    secret_key: tuple[str, str] | None = None
    secret: list[pb.TestCase] | None = None
    hashers: dict[bytes, hashing.ContentHasher] = dataclasses.field(default_factory=dict)


@dataclass(frozen=True)
class VerifyReport:
    versions_checked: int
    problems_checked: int
    mismatches: list[Mismatch]


@dataclass(frozen=True)
class Mismatch:
    """One integrity failure found by `verify`."""

    suite: str
    version: str
    task_id: str
    language: int
    reason: str


def _with_cases(
    source: registry_pb2.ProblemSource, index: int, last: list[registry_pb2.ProblemSource]
) -> registry_pb2.ProblemSource:
    """The source with its cases: a `reuse_cases` source gets those of the last earlier source
    that carried cases, which must be of the same task. `last` holds that source."""
    task = source.problem.task_id
    if not source.reuse_cases:
        last[:] = [source]
        return source
    where = f"problems[{index}] ({task or 'no task_id'})"
    if source.cases:
        raise InvalidArgument(f"{where}: field 'cases': must be empty when reuse_cases is set")
    if not last or last[0].problem.task_id != task:
        raise InvalidArgument(
            f"{where}: field 'reuse_cases': the last problem that carried cases is not of task "
            f"{task!r}; send a task's cases with its first problem, its other languages after it"
        )
    return registry_pb2.ProblemSource(problem=source.problem, cases=last[0].cases)


def _validated(
    source: registry_pb2.ProblemSource,
    suite: str,
    version: str,
    index: int,
    hashers: dict[tuple[str, bytes], hashing.ContentHasher],
) -> tuple[pb.Problem, tuple[str, bytes]]:
    """A copy of the source's problem with suite and version set, checked field by field, and
    the key (task, digest) of its cases. `hashers` keeps each task's serialized cases for its
    other languages' problems."""
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
    cases_only = registry_pb2.ProblemSource(cases=source.cases)  # length-delimited cases
    key = (p.task_id, hashlib.sha256(cases_only.SerializeToString(deterministic=True)).digest())
    if key not in hashers:
        hashers[key] = hashing.ContentHasher(p.task_id, source.cases)
    digest = hashers[key].digest(p.language, p.prompt, p.verifier)
    if p.content_hash and p.content_hash != digest:
        raise bad("content_hash", "does not match the prompt and cases")
    p.content_hash = digest
    p.suite = suite
    p.version = version
    return p, key
