"""Scoring execution outcomes: pass@k, intervals, breakdowns, the per-problem table.

A "problem" is a (task_id, language) pair. Overall pass@1 is the mean over problems of c/n, with
three 95% intervals: Wilson (the problems as trials, the methodology's), the CLT interval from
the standard error of the mean over problems, and a cluster-robust one, clusters = task_id (one
task rendered in several languages is one source, not several independent questions). pass@k
gets a seeded percentile bootstrap over problems. SANDBOX_ERROR samples are infrastructure
faults: excluded and counted, never scored.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TypeVar

from rockman import enums
from rockman.errors import InvalidArgument
from rockman.v1 import common_pb2 as pb
from services.scorer import stats

EFFICIENCY_TAGS = frozenset({"complexity", "efficiency"})
ROBUSTNESS_TAGS = frozenset({"edge-case", "robustness"})
MIN_SAMPLES_FOR_PASS_AT_K = 10
MAX_BOOTSTRAP_RESAMPLES = 100_000
DIFFICULTIES = range(1, 8)
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
    version: str = ""  # suite version; "" when unknown (not checked)


@dataclass(frozen=True)
class Aggregate:
    """Mean pass@1 over problems; undefined standard errors are 0 with the interval [0, 1]."""

    pass_at_1: float
    ci_low: float  # Wilson 95%
    ci_high: float
    n_problems: int
    n_samples: int
    se: float = 0.0  # standard error of the mean over problems
    clt_low: float = 0.0
    clt_high: float = 1.0
    n_clusters: int = 0  # distinct task_ids
    cluster_se: float = 0.0  # clusters = task_id, G/(G-1) corrected
    cluster_low: float = 0.0
    cluster_high: float = 1.0


@dataclass(frozen=True)
class ProblemScore:
    """One scored problem: the row comparisons, figures and calibration start from."""

    task_id: str
    language: int
    n: int
    c: int
    difficulty: int
    category: int
    task_type: int
    tags: tuple[str, ...]
    excluded: int
    pass_at_k: dict[int, float] = field(default_factory=dict)

    @property
    def pass_at_1(self) -> float:
        return self.c / self.n


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
    pass_at_k_ci: dict[int, tuple[float, float]] = field(default_factory=dict)
    bootstrap_resamples: int = stats.BOOTSTRAP_RESAMPLES
    bootstrap_seed: int = 0
    problems: list[ProblemScore] = field(default_factory=list)
    few_samples: list[str] = field(default_factory=list)


@dataclass
class _Tally:
    info: ProblemInfo
    language: int
    n: int = 0
    c: int = 0
    excluded: int = 0


def aggregate(tallies: Iterable[_Tally]) -> Aggregate:
    """Mean pass@1 over problems with its Wilson (n = problems), CLT and clustered intervals."""
    rows = [t for t in tallies if t.n > 0]
    if not rows:
        return Aggregate(0.0, 0.0, 1.0, 0, 0)
    rates = [t.c / t.n for t in rows]
    clusters = [t.info.task_id for t in rows]
    mean = math.fsum(rates) / len(rows)
    low, high = stats.wilson_interval(mean, len(rows))
    se = stats.mean_standard_error(rates)
    clt_low, clt_high = stats.normal_interval(mean, se)
    n_clusters = len(set(clusters))
    cluster_se = stats.cluster_standard_error(rates, clusters)
    cluster_low, cluster_high = stats.cluster_interval(mean, cluster_se, n_clusters)
    return Aggregate(
        pass_at_1=mean,
        ci_low=low,
        ci_high=high,
        n_problems=len(rows),
        n_samples=sum(t.n for t in rows),
        se=se or 0.0,
        clt_low=clt_low,
        clt_high=clt_high,
        n_clusters=n_clusters,
        cluster_se=cluster_se or 0.0,
        cluster_low=cluster_low,
        cluster_high=cluster_high,
    )


def _grouped(scored: list[_Tally], key_of: Callable[[_Tally], K]) -> dict[K, Aggregate]:
    groups: dict[K, list[_Tally]] = defaultdict(list)
    for t in scored:
        groups[key_of(t)].append(t)
    return {k: aggregate(v) for k, v in sorted(groups.items())}


def _check_options(ks: list[int], bootstrap_resamples: int, seed: int) -> None:
    for k in ks:
        if k < 1:
            raise InvalidArgument(f"k must be at least 1, got {k}")
    if not 1 <= bootstrap_resamples <= MAX_BOOTSTRAP_RESAMPLES:
        raise InvalidArgument(
            f"bootstrap resamples must be in 1..{MAX_BOOTSTRAP_RESAMPLES}, "
            f"got {bootstrap_resamples}"
        )
    if seed < 0:
        raise InvalidArgument(f"the bootstrap seed must be non-negative, got {seed}")


def _problem_index(problems: Iterable[ProblemInfo]) -> dict[str, ProblemInfo]:
    info = {}
    for p in problems:
        if p.difficulty not in DIFFICULTIES:
            raise InvalidArgument(
                f"problem {p.task_id!r} has difficulty {p.difficulty}; expected 1 to 7"
            )
        info[p.task_id] = p
    return info


def _tally(
    info: dict[str, ProblemInfo], outcomes: Iterable[Outcome]
) -> tuple[dict[tuple[str, int], _Tally], dict[str, int], int]:
    """Count samples per problem, refusing unknown tasks, duplicates and mixed versions."""
    tallies: dict[tuple[str, int], _Tally] = {}
    seen: set[tuple[str, int, str]] = set()
    verdicts: dict[str, int] = defaultdict(int)
    first_version: Outcome | None = None
    excluded = 0
    for o in outcomes:
        where = f"sample {o.sample_id!r} of task {o.task_id!r}"
        if o.task_id not in info:
            raise InvalidArgument(f"result for unknown task {o.task_id!r} ({where})")
        lang = enums.name_of(enums.LANGUAGES, o.language)
        if o.language == pb.LANGUAGE_UNSPECIFIED or lang == "unspecified":
            raise InvalidArgument(f"{where} has no language")
        key = (o.task_id, o.language, o.sample_id)
        if key in seen:
            raise InvalidArgument(
                f"duplicate sample {o.sample_id!r} for task {o.task_id!r} in {lang}"
            )
        seen.add(key)
        if o.version:
            if first_version is None:
                first_version = o
            elif o.version != first_version.version:
                raise InvalidArgument(
                    f"results mix suite versions {first_version.version!r} (sample "
                    f"{first_version.sample_id!r} of task {first_version.task_id!r}) and "
                    f"{o.version!r} ({where}); score one version at a time"
                )
        if o.verdict == pb.VERDICT_UNSPECIFIED or o.verdict not in pb.Verdict.values():
            raise InvalidArgument(f"{where} has no verdict")
        verdicts[enums.name_of(enums.VERDICTS, o.verdict)] += 1
        tally = tallies.setdefault((o.task_id, o.language), _Tally(info[o.task_id], o.language))
        if o.verdict == pb.VERDICT_SANDBOX_ERROR:
            excluded += 1
            tally.excluded += 1
            continue
        tally.n += 1
        tally.c += o.verdict == pb.VERDICT_PASS
    return tallies, dict(sorted(verdicts.items())), excluded


def score(
    problems: Iterable[ProblemInfo],
    outcomes: Iterable[Outcome],
    ks: Iterable[int] = (),
    bootstrap_resamples: int = stats.BOOTSTRAP_RESAMPLES,
    seed: int = 0,
) -> Report:
    """The report for `outcomes`; InvalidArgument names unknown tasks, duplicates, mixed
    versions and k larger than a problem's samples. Deterministic for a given seed."""
    requested = sorted(set(ks))
    _check_options(requested, bootstrap_resamples, seed)
    info = _problem_index(problems)
    tallies, verdicts, excluded = _tally(info, outcomes)
    scored = sorted(
        (t for t in tallies.values() if t.n > 0), key=lambda t: (t.info.task_id, t.language)
    )
    warnings = []
    few = sorted({t.info.task_id for t in scored if t.n < MIN_SAMPLES_FOR_PASS_AT_K})
    if few:
        warnings.append(
            f"{len(few)} problem(s) have fewer than {MIN_SAMPLES_FOR_PASS_AT_K} "
            f"samples; pass@k for k > 1 is unreliable (first: {few[0]})"
        )
    if not requested:
        requested = [1] + ([10] if scored and min(t.n for t in scored) >= 10 else [])
    per_problem: dict[int, list[float]] = {}
    for k in requested:
        for t in scored:
            if t.n < k:
                raise InvalidArgument(
                    f"pass@{k} is undefined for task {t.info.task_id!r} "
                    f"({enums.name_of(enums.LANGUAGES, t.language)}): "
                    f"it has only {t.n} scored samples"
                )
        if scored:
            per_problem[k] = [stats.pass_at_k(t.n, t.c, k) for t in scored]
    pass_at_k = {k: math.fsum(v) / len(v) for k, v in per_problem.items()}
    pass_at_k_ci: dict[int, tuple[float, float]] = {}
    if per_problem:
        bounds = stats.bootstrap_intervals(list(per_problem.values()), bootstrap_resamples, seed)
        pass_at_k_ci = dict(zip(per_problem, bounds, strict=True))
    table = [
        ProblemScore(
            task_id=t.info.task_id,
            language=t.language,
            n=t.n,
            c=t.c,
            difficulty=t.info.difficulty,
            category=t.info.category,
            task_type=t.info.task_type,
            tags=tuple(sorted(t.info.tags)),
            excluded=t.excluded,
            pass_at_k={k: v[i] for k, v in per_problem.items()},
        )
        for i, t in enumerate(scored)
    ]

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
        verdicts=verdicts,
        warnings=warnings,
        pass_at_k_ci=pass_at_k_ci,
        bootstrap_resamples=bootstrap_resamples,
        bootstrap_seed=seed,
        problems=table,
        few_samples=few,
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
