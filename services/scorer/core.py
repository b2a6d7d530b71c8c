"""Scoring execution outcomes: pass@k, Wilson intervals, breakdowns, comparisons.

A "problem" is a (task_id, language) pair. Overall pass@1 is the mean over problems of c/n, with
a Wilson 95% interval that treats the problems as the trials (n = number of problems).
SANDBOX_ERROR samples are infrastructure faults: excluded and counted, never scored.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TypeVar

from rockman import enums
from rockman.errors import InvalidArgument
from rockman.scorer import stats
from rockman.v1 import common_pb2 as pb

EFFICIENCY_TAGS = frozenset({"complexity", "efficiency"})
ROBUSTNESS_TAGS = frozenset({"edge-case", "robustness"})
MIN_SAMPLES_FOR_PASS_AT_K = 10
K = TypeVar("K", int, str)


@dataclass(frozen=True)
class ProblemInfo:
    task_id: str
    difficulty: int
    category: int
    task_type: int
    tags: frozenset[str]


@dataclass(frozen=True)
class Outcome:
    task_id: str
    language: int
    sample_id: str
    verdict: int


@dataclass(frozen=True)
class Aggregate:
    pass_at_1: float
    ci_low: float
    ci_high: float
    n_problems: int
    n_samples: int


@dataclass
class Report:
    overall: Aggregate
    pass_at_k: dict[int, float]
    by_difficulty: dict[int, Aggregate]
    by_category: dict[str, Aggregate]
    by_task_type: dict[str, Aggregate]
    by_language: dict[str, Aggregate]
    efficiency: Aggregate | None
    robustness: Aggregate | None
    excluded: int
    verdicts: dict[str, int] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)


@dataclass
class _Tally:
    info: ProblemInfo
    language: int
    n: int = 0
    c: int = 0


def aggregate(tallies: Iterable[_Tally]) -> Aggregate:
    """Mean pass@1 over problems with its Wilson interval (n = number of problems)."""
    rows = [t for t in tallies if t.n > 0]
    if not rows:
        return Aggregate(0.0, 0.0, 1.0, 0, 0)
    mean = sum(t.c / t.n for t in rows) / len(rows)
    low, high = stats.wilson_interval(mean, len(rows))
    return Aggregate(mean, low, high, len(rows), sum(t.n for t in rows))


def _grouped(scored: list[_Tally], key_of: Callable[[_Tally], K]) -> dict[K, Aggregate]:
    groups: dict[K, list[_Tally]] = defaultdict(list)
    for t in scored:
        groups[key_of(t)].append(t)
    return {k: aggregate(v) for k, v in sorted(groups.items())}


def score(
    problems: Iterable[ProblemInfo], outcomes: Iterable[Outcome], ks: Iterable[int] = ()
) -> Report:
    """The report for `outcomes`; InvalidArgument names unknown tasks, duplicates and bad k."""
    info = {p.task_id: p for p in problems}
    tallies: dict[tuple[str, int], _Tally] = {}
    seen: set[tuple[str, int, str]] = set()
    verdicts: dict[str, int] = defaultdict(int)
    excluded = 0
    for o in outcomes:
        if o.task_id not in info:
            raise InvalidArgument(f"result for unknown task {o.task_id!r}")
        key = (o.task_id, o.language, o.sample_id)
        if key in seen:
            raise InvalidArgument(f"duplicate sample {o.sample_id!r} for task {o.task_id!r}")
        seen.add(key)
        if o.verdict == pb.VERDICT_UNSPECIFIED or o.verdict not in pb.Verdict.values():
            raise InvalidArgument(f"sample {o.sample_id!r} of {o.task_id!r} has no verdict")
        verdicts[enums.name_of(enums.VERDICTS, o.verdict)] += 1
        tally = tallies.setdefault((o.task_id, o.language), _Tally(info[o.task_id], o.language))
        if o.verdict == pb.VERDICT_SANDBOX_ERROR:
            excluded += 1
            continue
        tally.n += 1
        tally.c += o.verdict == pb.VERDICT_PASS
    scored = [t for t in tallies.values() if t.n > 0]
    warnings = []
    few = sorted(t.info.task_id for t in scored if t.n < MIN_SAMPLES_FOR_PASS_AT_K)
    if few:
        warnings.append(
            f"{len(few)} problem(s) have fewer than {MIN_SAMPLES_FOR_PASS_AT_K} "
            f"samples; pass@k for k > 1 is unreliable (first: {few[0]})"
        )
    requested = sorted(set(ks))
    if not requested:
        requested = [1] + ([10] if scored and min(t.n for t in scored) >= 10 else [])
    pass_at_k = {}
    for k in requested:
        for t in scored:
            if t.n < k:
                raise InvalidArgument(
                    f"pass@{k} is undefined for task {t.info.task_id!r}: "
                    f"it has only {t.n} scored samples"
                )
        if scored:
            pass_at_k[k] = sum(stats.pass_at_k(t.n, t.c, k) for t in scored) / len(scored)

    def tagged(tags: frozenset[str]) -> Aggregate | None:
        rows = [t for t in scored if t.info.tags & tags]
        return aggregate(rows) if rows else None

    return Report(
        overall=aggregate(scored),
        pass_at_k=pass_at_k,
        by_difficulty=_grouped(scored, lambda t: t.info.difficulty),
        by_category=_grouped(scored, lambda t: enums.name_of(enums.CATEGORIES, t.info.category)),
        by_task_type=_grouped(scored, lambda t: enums.name_of(enums.TASK_TYPES, t.info.task_type)),
        by_language=_grouped(scored, lambda t: enums.name_of(enums.LANGUAGES, t.language)),
        efficiency=tagged(EFFICIENCY_TAGS),
        robustness=tagged(ROBUSTNESS_TAGS),
        excluded=excluded,
        verdicts=dict(sorted(verdicts.items())),
        warnings=warnings,
    )


@dataclass(frozen=True)
class Comparison:
    difference: float
    z: float
    p_value: float
    significant: bool


def compare(a: Aggregate, b: Aggregate, alpha: float = 0.05) -> Comparison:
    """The methodology's two-proportion z-test on overall pass@1 (n = problems per model)."""
    if a.n_problems <= 0 or b.n_problems <= 0:
        raise InvalidArgument("both results need at least one scored problem to compare")
    z, p = stats.two_proportion_ztest(a.pass_at_1, a.n_problems, b.pass_at_1, b.n_problems)
    return Comparison(a.pass_at_1 - b.pass_at_1, z, p, p < alpha)
