"""Comparing two runs: the methodology's z-test, paired tests on the same problems, per-category
tests with Holm correction, and the minimum detectable effect of each test made.

A problem is a (task_id, language) pair and its pass rate the share of its scored samples that
passed (SANDBOX_ERROR samples are excluded, as in scoring). Formulas and assumptions:
docs/statistics.md, section "Comparisons".
"""

from __future__ import annotations

import math
import statistics
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum

from rockman import enums
from rockman.errors import InvalidArgument
from rockman.v1 import common_pb2 as pb
from services.scorer import power as pw
from services.scorer import stats

MAX_LISTED = 10
Key = tuple[str, int]  # (task_id, language)


class Pairing(Enum):
    SAME = "same"  # both runs must cover the same problems; paired tests
    COMMON = "common"  # paired tests on the problems both runs cover
    NONE = "none"  # unpaired: each run on its own problems, z-tests only


class Method(Enum):
    TWO_PROPORTION_Z = "two_proportion_z"
    MCNEMAR_EXACT = "mcnemar_exact"
    PAIRED_T = "paired_t"
    SIGN_TEST = "sign_test"
    NONE = "none"  # not computable (for example one problem with several samples)


@dataclass(frozen=True)
class Sample:
    task_id: str
    language: int
    sample_id: str
    verdict: int
    suite: str
    version: str


@dataclass(frozen=True)
class Run:
    label: str
    samples: Sequence[Sample]


@dataclass(frozen=True)
class Tally:
    n: int  # scored samples
    c: int  # passed

    @property
    def rate(self) -> float:
        return self.c / self.n


@dataclass(frozen=True)
class RunSummary:
    label: str
    suite: str
    version: str
    pass_at_1: float  # mean over the problems compared
    n_problems: int
    n_samples: int
    excluded: int  # SANDBOX_ERROR samples
    samples_per_problem: float


@dataclass(frozen=True)
class TestResult:
    method: Method
    n_problems: int
    difference: float  # A - B
    standard_error: float
    ci_low: float
    ci_high: float
    statistic: float  # z or t; exact tests: problems where A did better
    p_value: float
    significant: bool
    mde: float | None  # at the requested power; None: not estimable
    underpowered: bool  # the MDE exceeds |difference| (or is not estimable)
    a_better: int = 0  # problems where A's pass rate is higher (paired tests)
    b_better: int = 0
    tested: bool = True


@dataclass(frozen=True)
class CategoryResult:
    category: str
    pass_at_1_a: float
    pass_at_1_b: float
    test: TestResult
    p_holm: float  # Holm-adjusted over the categories tested; 1 when not tested
    significant: bool  # p_holm < alpha


@dataclass(frozen=True)
class DesignEstimate:
    """What `rockman-client power` needs, estimated from these runs."""

    base_rate: float
    samples_a: float
    samples_b: float
    icc: float | None  # within-task correlation; needs 2+ samples per problem
    task_correlation: float | None  # of the two models' true per-problem rates


@dataclass
class ComparisonResult:
    a: RunSummary
    b: RunSummary
    pairing: Pairing
    alpha: float
    power: float
    z_test: TestResult
    paired: TestResult | None
    categories: list[CategoryResult]
    design: DesignEstimate
    dropped: list[str] = field(default_factory=list)  # problems left out (Pairing.COMMON)
    notes: list[str] = field(default_factory=list)


# -- small statistics ---------------------------------------------------------------------------


def mcnemar_exact(a_better: int, b_better: int) -> float:
    """McNemar's exact test: the discordant pairs are Binomial(b + c, 1/2) under the null;
    two-sided p-value, 1 when there is no discordant pair."""
    from scipy.stats import binomtest  # here: scipy costs a second at import

    if a_better + b_better == 0:
        return 1.0
    return float(binomtest(a_better, a_better + b_better, 0.5).pvalue)


def _clip_rate(p: float, n: int) -> float:
    """A rate of 0 or 1 over n problems, moved half a problem inward for variance formulas."""
    half = 0.5 / max(n, 1)
    return min(max(p, half), 1.0 - half)


def icc_estimate(tallies: Iterable[Tally]) -> float | None:
    """Moment estimate of the within-task correlation rho = Var(θ) / (p q) from problems with 2+
    samples: Var(θ) = Var(c/n) - mean((c/n)(1 - c/n) / (n - 1)). None when not estimable."""
    rows = [x for x in tallies if x.n >= 2]
    var_theta = _true_rate_variance(rows)
    if var_theta is None:
        return None
    p = statistics.fmean(x.rate for x in rows)
    if p <= 0 or p >= 1:
        return None
    return min(1.0, max(0.0, var_theta / (p * (1 - p))))


def _true_rate_variance(rows: Sequence[Tally]) -> float | None:
    if len(rows) < 2 or any(x.n < 2 for x in rows):
        return None
    rates = [x.rate for x in rows]
    within = statistics.fmean(r * (1 - r) / (x.n - 1) for r, x in zip(rates, rows, strict=True))
    return statistics.variance(rates) - within


def task_correlation(pairs: Sequence[tuple[Tally, Tally]]) -> float | None:
    """Correlation of the two models' true per-problem rates: the covariance of the observed
    rates (sampling noise is independent) over the product of the true-rate SDs."""
    rows = [(a, b) for a, b in pairs if a.n >= 2 and b.n >= 2]
    var_a = _true_rate_variance([a for a, _ in rows])
    var_b = _true_rate_variance([b for _, b in rows])
    if var_a is None or var_b is None or var_a <= 0 or var_b <= 0:
        return None
    cov = statistics.covariance([a.rate for a, _ in rows], [b.rate for _, b in rows])
    return min(1.0, max(-1.0, cov / math.sqrt(var_a * var_b)))


# -- tests ----------------------------------------------------------------------------------------


def _mean(tallies: Sequence[Tally]) -> float:
    return statistics.fmean(x.rate for x in tallies) if tallies else 0.0


def z_test(a: Sequence[Tally], b: Sequence[Tally], alpha: float, power: float) -> TestResult:
    """The methodology's pooled two-proportion z-test on mean pass@1, n = problems per run;
    Wald interval; MDE from the normal approximation at the pooled base rate."""
    from scipy.stats import norm

    m_a, m_b = len(a), len(b)
    p_a, p_b = _mean(a), _mean(b)
    z, p = stats.two_proportion_ztest(p_a, m_a, p_b, m_b)
    pooled = _clip_rate((p_a * m_a + p_b * m_b) / (m_a + m_b), m_a + m_b)
    se = math.sqrt(pooled * (1 - pooled) * (1 / m_a + 1 / m_b))
    crit = float(norm.isf(alpha / 2))
    wald = math.sqrt(p_a * (1 - p_a) / m_a + p_b * (1 - p_b) / m_b)
    diff = p_a - p_b
    mde = pw.normal_effect_size(m_a, m_b, alpha, power) * math.sqrt(pooled * (1 - pooled))
    return TestResult(
        Method.TWO_PROPORTION_Z,
        m_a + m_b,
        diff,
        se,
        max(-1.0, diff - crit * wald),
        min(1.0, diff + crit * wald),
        z,
        p,
        p < alpha,
        mde,
        mde > abs(diff),
    )


def paired_test(
    pairs: Sequence[tuple[Tally, Tally]], alpha: float, power: float, notes: list[str] | None = None
) -> TestResult:
    """McNemar's exact test when every problem has one scored sample in each run, else the paired
    t-test on per-problem differences of pass rates (the sign test when they do not vary). The
    interval is the t interval of the mean difference either way."""
    from scipy.stats import t

    m = len(pairs)
    if m == 0:
        raise InvalidArgument("a paired test needs at least one problem")
    d = [a.rate - b.rate for a, b in pairs]
    mean = statistics.fmean(d)
    a_better = sum(x > 0 for x in d)
    b_better = sum(x < 0 for x in d)
    sd = statistics.stdev(d) if m >= 2 else 0.0
    se = sd / math.sqrt(m) if m >= 2 else 0.0
    if m >= 2:
        half = float(t.isf(alpha / 2, m - 1)) * se
        low, high = max(-1.0, mean - half), min(1.0, mean + half)
    else:
        low, high = -1.0, 1.0
    tested = True
    if all(a.n == 1 and b.n == 1 for a, b in pairs):
        method, statistic = Method.MCNEMAR_EXACT, float(a_better)
        p = mcnemar_exact(a_better, b_better)
    elif m < 2:
        method, statistic, p, tested = Method.NONE, 0.0, 1.0, False
    elif sd > 0:
        method, statistic = Method.PAIRED_T, mean / se
        p = float(2 * t.sf(abs(statistic), m - 1))
    elif mean == 0:
        method, statistic, p = Method.PAIRED_T, 0.0, 1.0
    else:
        method, statistic = Method.SIGN_TEST, float(a_better)
        p = mcnemar_exact(a_better, b_better)
        if notes is not None:
            notes.append(
                "every problem has the same difference, so the t-test has no variance; "
                "the exact sign test is used instead"
            )
    mde = None
    if m >= 2:
        sigma = sd
        if sigma == 0:
            # No variation observed: take the variance two independent models would have, an
            # upper bound when the models' results are not negatively correlated.
            rate_a = _clip_rate(_mean([a for a, _ in pairs]), m)
            rate_b = _clip_rate(_mean([b for _, b in pairs]), m)
            sigma = math.sqrt(rate_a * (1 - rate_a) + rate_b * (1 - rate_b))
            if notes is not None:
                notes.append(
                    "the per-problem differences do not vary; the MDE of the paired test uses "
                    "the variance of independent models (an upper bound)"
                )
        mde = pw.t_effect_size(m, alpha, power) * sigma
    return TestResult(
        method,
        m,
        mean,
        se,
        low,
        high,
        statistic,
        p,
        tested and p < alpha,
        mde,
        mde is None or mde > abs(mean),
        a_better,
        b_better,
        tested,
    )


# -- validation and tallies -----------------------------------------------------------------------


def problem_name(key: Key) -> str:
    task, language = key
    if language == pb.LANGUAGE_PYTHON:
        return task
    return f"{task} ({enums.name_of(enums.LANGUAGES, language)})"


def _listed(names: Sequence[str]) -> str:
    shown = ", ".join(names[:MAX_LISTED])
    more = len(names) - MAX_LISTED
    return shown + (f" and {more} more" if more > 0 else "")


@dataclass
class _Tallied:
    summary: RunSummary
    tallies: dict[Key, Tally]


def _tally(which: str, run: Run, categories: Mapping[str, str]) -> _Tallied:
    name = f"results {which} ({run.label})" if run.label else f"results {which}"
    if not run.samples:
        raise InvalidArgument(f"{name} hold no samples")
    seen: set[tuple[str, int, str]] = set()
    versions: Counter[tuple[str, str]] = Counter()
    counts: dict[Key, list[int]] = defaultdict(lambda: [0, 0])
    excluded = 0
    for s in run.samples:
        if s.task_id not in categories:
            raise InvalidArgument(f"{name}: no problem metadata for task {s.task_id!r}")
        if s.verdict == pb.VERDICT_UNSPECIFIED or s.verdict not in pb.Verdict.values():
            raise InvalidArgument(f"{name}: sample {s.sample_id!r} of {s.task_id!r} has no verdict")
        ident = (s.task_id, s.language, s.sample_id)
        if ident in seen:
            raise InvalidArgument(
                f"{name}: duplicate sample id {s.sample_id!r} for "
                f"{problem_name((s.task_id, s.language))}"
            )
        seen.add(ident)
        versions[(s.suite, s.version)] += 1
        if s.verdict == pb.VERDICT_SANDBOX_ERROR:
            excluded += 1
            continue
        tally = counts[(s.task_id, s.language)]
        tally[0] += 1
        tally[1] += s.verdict == pb.VERDICT_PASS
    if len(versions) > 1:
        mix = ", ".join(
            f"{suite or '?'} {version or '?'} ({n} samples)"
            for (suite, version), n in sorted(versions.items())
        )
        raise InvalidArgument(f"{name} mix suite versions: {mix}; compare runs of one version")
    if not counts:
        raise InvalidArgument(f"{name} have no scored sample (all {excluded} are SANDBOX_ERROR)")
    (suite, version), _ = versions.most_common(1)[0]
    tallies = {k: Tally(n, c) for k, (n, c) in sorted(counts.items())}
    summary = RunSummary(
        run.label,
        suite,
        version,
        _mean(list(tallies.values())),
        len(tallies),
        sum(x.n for x in tallies.values()),
        excluded,
        statistics.fmean(x.n for x in tallies.values()),
    )
    return _Tallied(summary, tallies)


def _restricted(t: _Tallied, keys: Sequence[Key]) -> RunSummary:
    rows = [t.tallies[k] for k in keys]
    s = t.summary
    return RunSummary(
        s.label,
        s.suite,
        s.version,
        _mean(rows),
        len(rows),
        sum(x.n for x in rows),
        s.excluded,
        statistics.fmean(x.n for x in rows),
    )


def _validate_levels(alpha: float, power: float) -> None:
    if not 0.0 < alpha < 1.0:
        raise InvalidArgument(f"alpha must be strictly between 0 and 1, got {alpha}")
    if not alpha < power < 1.0:
        raise InvalidArgument(f"power must be between alpha and 1, got {power}")


# -- the comparison -------------------------------------------------------------------------------


def compare_runs(
    a: Run,
    b: Run,
    categories: Mapping[str, str],
    pairing: Pairing = Pairing.SAME,
    alpha: float = 0.05,
    power: float = 0.8,
) -> ComparisonResult:
    """Compare run A with run B (differences are A - B). `categories` maps every task id of
    both runs to its category name. InvalidArgument names duplicate sample ids, mixed or
    different suite versions, and the problems one run lacks when a paired test needs them."""
    _validate_levels(alpha, power)
    ta, tb = _tally("A", a, categories), _tally("B", b, categories)
    sa, sb = ta.summary, tb.summary
    if (sa.suite, sa.version) != (sb.suite, sb.version):
        raise InvalidArgument(
            f"results A are on {sa.suite or '?'} {sa.version or '?'} and results B on "
            f"{sb.suite or '?'} {sb.version or '?'}: compare runs of the same suite version"
        )
    only_a = [problem_name(k) for k in ta.tallies if k not in tb.tallies]
    only_b = [problem_name(k) for k in tb.tallies if k not in ta.tallies]
    notes: list[str] = []
    dropped: list[str] = []
    if pairing is Pairing.SAME and (only_a or only_b):
        parts = []
        if only_a:
            parts.append(f"only in A: {_listed(only_a)}")
        if only_b:
            parts.append(f"only in B: {_listed(only_b)}")
        common = sum(k in tb.tallies for k in ta.tallies)
        raise InvalidArgument(
            f"paired tests need the same problems in both results; {'; '.join(parts)} "
            f"(a problem whose samples are all SANDBOX_ERROR counts as missing). Compare on the "
            f"{common} shared problems with pairing 'common', or unpaired with pairing 'none'"
        )
    if pairing is Pairing.NONE:
        return _unpaired(ta, tb, categories, alpha, power, notes)
    keys = [k for k in ta.tallies if k in tb.tallies]
    if not keys:
        raise InvalidArgument(
            f"results A and B share no problem (A: {_listed(only_a)}; B: {_listed(only_b)})"
        )
    if only_a or only_b:
        dropped = sorted(only_a + only_b)
        notes.append(f"{len(dropped)} problem(s) in only one run were left out")
    pairs = [(ta.tallies[k], tb.tallies[k]) for k in keys]
    z = z_test([p[0] for p in pairs], [p[1] for p in pairs], alpha, power)
    paired = paired_test(pairs, alpha, power, notes)
    by_category: dict[str, list[tuple[Tally, Tally]]] = defaultdict(list)
    for k, pair in zip(keys, pairs, strict=True):
        by_category[categories[k[0]]].append(pair)
    tests = {name: paired_test(rows, alpha, power) for name, rows in sorted(by_category.items())}
    categories_out = _holm_categories(
        {
            name: (_mean([x for x, _ in rows]), _mean([y for _, y in rows]))
            for name, rows in by_category.items()
        },
        tests,
        alpha,
    )
    design = DesignEstimate(
        _mean([x for p in pairs for x in p]),
        statistics.fmean(x.n for x, _ in pairs),
        statistics.fmean(y.n for _, y in pairs),
        _pooled_icc([x for x, _ in pairs], [y for _, y in pairs]),
        task_correlation(pairs),
    )
    _power_notes(paired, power, notes)
    return ComparisonResult(
        _restricted(ta, keys),
        _restricted(tb, keys),
        pairing,
        alpha,
        power,
        z,
        paired,
        categories_out,
        design,
        dropped,
        notes,
    )


def _pooled_icc(a: Sequence[Tally], b: Sequence[Tally]) -> float | None:
    found = [x for x in (icc_estimate(a), icc_estimate(b)) if x is not None]
    return statistics.fmean(found) if found else None


def _holm_categories(
    rates: Mapping[str, tuple[float, float]], tests: Mapping[str, TestResult], alpha: float
) -> list[CategoryResult]:
    tested = [name for name, r in tests.items() if r.tested]
    adjusted = dict(zip(tested, stats.holm([tests[n].p_value for n in tested]), strict=True))
    out = []
    for name, result in tests.items():
        p_holm = adjusted.get(name, 1.0)
        out.append(
            CategoryResult(
                name,
                rates[name][0],
                rates[name][1],
                result,
                p_holm,
                result.tested and p_holm < alpha,
            )
        )
    return out


def _unpaired(
    ta: _Tallied,
    tb: _Tallied,
    categories: Mapping[str, str],
    alpha: float,
    power: float,
    notes: list[str],
) -> ComparisonResult:
    rows_a, rows_b = list(ta.tallies.values()), list(tb.tallies.values())
    z = z_test(rows_a, rows_b, alpha, power)
    groups_a: dict[str, list[Tally]] = defaultdict(list)
    groups_b: dict[str, list[Tally]] = defaultdict(list)
    for k, x in ta.tallies.items():
        groups_a[categories[k[0]]].append(x)
    for k, x in tb.tallies.items():
        groups_b[categories[k[0]]].append(x)
    tests: dict[str, TestResult] = {}
    for name in sorted(set(groups_a) | set(groups_b)):
        ga, gb = groups_a.get(name, []), groups_b.get(name, [])
        if ga and gb:
            tests[name] = z_test(ga, gb, alpha, power)
        else:
            tests[name] = TestResult(
                Method.NONE,
                len(ga) + len(gb),
                0.0,
                0.0,
                -1.0,
                1.0,
                0.0,
                1.0,
                False,
                None,
                True,
                tested=False,
            )
    rates = {name: (_mean(groups_a.get(name, [])), _mean(groups_b.get(name, []))) for name in tests}
    notes.append("unpaired: the runs are compared as independent samples of problems")
    _power_notes(z, power, notes)
    return ComparisonResult(
        ta.summary,
        tb.summary,
        Pairing.NONE,
        alpha,
        power,
        z,
        None,
        _holm_categories(rates, tests, alpha),
        DesignEstimate(
            _mean(rows_a + rows_b),
            ta.summary.samples_per_problem,
            tb.summary.samples_per_problem,
            _pooled_icc(rows_a, rows_b),
            None,
        ),
        [],
        notes,
    )


def _power_notes(primary: TestResult, power: float, notes: list[str]) -> None:
    if primary.mde is None:
        notes.append("one problem: the minimum detectable effect cannot be estimated")
    elif primary.underpowered:
        notes.append(
            f"underpowered: the minimum detectable effect at {power:.0%} power, "
            f"{primary.mde:.3f}, is larger than the observed difference "
            f"{abs(primary.difference):.3f}"
        )
