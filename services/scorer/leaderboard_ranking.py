"""Ranking leaderboard entries: the methodology's columns and a test between neighbours.

Entries are ranked only against entries of the same suite version (suite, version and version
hash equal), by overall pass@1 (mean over problems), highest first; equal scores share a rank and
keep submission order.

Each entry is tested against the next one down on overall pass@1, two-sided at ALPHA:
- both scored the same problems with one sample each: McNemar's exact test (a binomial test on
  the problems only one of the two passed);
- both scored the same problems otherwise: a paired t-test on the per-problem differences of
  pass rates c/n, m - 1 degrees of freedom (m problems; the t reference because m is often small),
  or the exact sign test when all m differences are equal and non-zero (t is undefined there);
- otherwise (different problem sets): the methodology's pooled two-proportion z-test, n = problems.
The methodology's z-test is reported beside the paired test in every case. Pairing removes the
between-problem variance both entries share, which the z-test counts as noise.
"""

from __future__ import annotations

import math
import statistics
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from services.scorer import stats
from services.scorer.core import Aggregate
from services.scorer.leaderboard import Entry
from services.scorer.leaderboard_submission import ProblemKey, Tally, aggregate_of

ALPHA = 0.05
ADVANCED_LEVELS = (4, 5, 6, 7)  # the methodology's Advanced, Hard, Expert, Research
CATEGORY_COLUMNS = ("dynamic_programming", "graphs", "debugging")
COLUMNS = (*CATEGORY_COLUMNS, "advanced")


def pooled(parts: Iterable[Aggregate]) -> Aggregate | None:
    """Mean pass@1 over the problems of several disjoint groups, with its Wilson interval
    (n = problems); None when no group has a problem."""
    rows = [a for a in parts if a.n_problems > 0]
    if not rows:
        return None
    n = sum(a.n_problems for a in rows)
    mean = sum(a.pass_at_1 * a.n_problems for a in rows) / n
    low, high = stats.wilson_interval(mean, n)
    return Aggregate(mean, low, high, n, sum(a.n_samples for a in rows))


def columns(report: dict[str, Any]) -> dict[str, Aggregate | None]:
    """DP, Graphs and Debug are the categories dynamic_programming, graphs and debugging; Adv is
    difficulty 4-7 pooled from by_difficulty. None where the run scored no such problem."""
    by_category = report.get("by_category") or {}
    by_difficulty = report.get("by_difficulty") or {}
    out: dict[str, Aggregate | None] = {}
    for name in CATEGORY_COLUMNS:
        value = by_category.get(name)
        agg = aggregate_of(value, name) if value else None
        out[name] = agg if agg is not None and agg.n_problems > 0 else None
    out["advanced"] = pooled(
        aggregate_of(by_difficulty[str(level)], f"difficulty {level}")
        for level in ADVANCED_LEVELS
        if by_difficulty.get(str(level))
    )
    return out


@dataclass(frozen=True)
class AdjacentTest:
    test: str  # "mcnemar_exact", "paired_t", "sign_exact" or "two_proportion_z"
    difference: float  # upper - lower
    statistic: float
    p_value: float
    significant: bool
    detail: str
    z: float  # the methodology's two-proportion z-test, always
    z_p_value: float


def compare(
    upper: Aggregate,
    lower: Aggregate,
    upper_tallies: dict[ProblemKey, Tally],
    lower_tallies: dict[ProblemKey, Tally],
    alpha: float = ALPHA,
) -> AdjacentTest:
    """The test of `upper` against `lower` on overall pass@1 (see the module docstring)."""
    from scipy.stats import binomtest  # here: scipy costs a second at import
    from scipy.stats import t as t_dist

    z, z_p = stats.two_proportion_ztest(
        upper.pass_at_1, upper.n_problems, lower.pass_at_1, lower.n_problems
    )
    difference = upper.pass_at_1 - lower.pass_at_1
    keys = set(upper_tallies)
    paired = bool(keys) and keys == set(lower_tallies) and len(keys) == upper.n_problems
    if paired and all(upper_tallies[k].n == 1 == lower_tallies[k].n for k in keys):
        b = sum(upper_tallies[k].c > lower_tallies[k].c for k in keys)
        c = sum(upper_tallies[k].c < lower_tallies[k].c for k in keys)
        p = float(binomtest(b, b + c, 0.5).pvalue) if b + c else 1.0
        detail = f"b={b}, c={c} discordant of {len(keys)} problems"
        return AdjacentTest("mcnemar_exact", difference, b, p, p < alpha, detail, z, z_p)
    if paired and len(keys) >= 2:
        diffs = [
            upper_tallies[k].c / upper_tallies[k].n - lower_tallies[k].c / lower_tallies[k].n
            for k in sorted(keys)
        ]
        m = len(diffs)
        mean = statistics.fmean(diffs)
        sd = statistics.stdev(diffs)
        if sd == 0 and mean != 0:
            # Every problem differs by the same amount: t is undefined; the exact sign test
            # asks how likely m differences of one sign are when either sign is as likely.
            p = float(binomtest(m, m, 0.5).pvalue)
            detail = f"all {m} paired problems differ by {mean:+.4f}"
            return AdjacentTest("sign_exact", difference, m, p, p < alpha, detail, z, z_p)
        statistic = mean / (sd / math.sqrt(m)) if sd > 0 else 0.0
        p = float(2 * t_dist.sf(abs(statistic), m - 1)) if sd > 0 else 1.0
        detail = f"mean difference {mean:+.4f}, sd {sd:.4f}, {m} paired problems"
        return AdjacentTest("paired_t", difference, statistic, p, p < alpha, detail, z, z_p)
    detail = f"n = {upper.n_problems} and {lower.n_problems} problems (not the same problems)"
    return AdjacentTest("two_proportion_z", difference, z, z_p, z_p < alpha, detail, z, z_p)


@dataclass(frozen=True)
class Row:
    rank: int
    entry: Entry
    columns: dict[str, Aggregate | None]
    versus_next: AdjacentTest | None


@dataclass(frozen=True)
class Group:
    suite: str
    version: str
    version_hash: str
    rows: list[Row]


def rank(
    entries: Iterable[Entry],
    tallies_of: Callable[[int], dict[ProblemKey, Tally]],
    alpha: float = ALPHA,
) -> list[Group]:
    """Entries grouped by suite version, each group sorted by overall pass@1 with the test of
    every entry against the next one."""
    groups: dict[tuple[str, str, str], list[Entry]] = defaultdict(list)
    for e in entries:
        groups[(e.suite, e.version, e.version_hash)].append(e)
    out = []
    for (suite, version, version_hash), members in sorted(groups.items()):
        members.sort(key=lambda e: (-e.overall.pass_at_1, e.id))
        tallies = [tallies_of(e.id) for e in members]
        rows = []
        for i, e in enumerate(members):
            better = sum(o.overall.pass_at_1 > e.overall.pass_at_1 for o in members)
            test = None
            if i + 1 < len(members):
                lower = members[i + 1]
                test = compare(e.overall, lower.overall, tallies[i], tallies[i + 1], alpha)
            rows.append(Row(better + 1, e, columns(e.report), test))
        out.append(Group(suite, version, version_hash, rows))
    return out
