"""Comparisons and power against independent references: statsmodels (McNemar, z-test, Holm,
t-test, NormalIndPower, TTestPower) and scipy's binomtest, on randomized inputs and edge cases."""

from __future__ import annotations

import math
import random
import statistics

import numpy as np
import pytest
from scipy.stats import binomtest
from statsmodels.stats.contingency_tables import mcnemar  # type: ignore[import-untyped]
from statsmodels.stats.multitest import multipletests  # type: ignore[import-untyped]
from statsmodels.stats.power import NormalIndPower, TTestPower  # type: ignore[import-untyped]
from statsmodels.stats.proportion import confint_proportions_2indep, proportions_ztest  # type: ignore[import-untyped]
from statsmodels.stats.weightstats import DescrStatsW  # type: ignore[import-untyped]

from rockman.errors import InvalidArgument
from rockman.v1 import common_pb2 as pb
from rockman.v1 import comparison_pb2 as cpb
from rockman.v1 import scorer_pb2
from services.scorer import comparison as C
from services.scorer import power as P
from services.scorer import stats
from services.scorer.comparison_servicer import ComparisonServicer

PASS, FAIL, SANDBOX = pb.VERDICT_PASS, pb.VERDICT_WRONG_ANSWER, pb.VERDICT_SANDBOX_ERROR
CATEGORIES = ("math", "graphs", "dynamic_programming", "trees")
SEEDS = range(8)


def task(i: int) -> str:
    return f"T/{i:03d}"


def categories(m: int) -> dict[str, str]:
    return {task(i): CATEGORIES[i % len(CATEGORIES)] for i in range(m)}


def run_of(
    outcomes: list[list[bool]], label: str = "", version: str = "v1", suite: str = "starter"
) -> C.Run:
    """A run from per-problem lists of pass/fail outcomes."""
    return C.Run(
        label,
        [
            C.Sample(task(i), pb.LANGUAGE_PYTHON, str(j), PASS if ok else FAIL, suite, version)
            for i, samples in enumerate(outcomes)
            for j, ok in enumerate(samples)
        ],
    )


def random_pair(
    rng: random.Random, m: int, samples_a: int, samples_b: int, shift: float = 0.1
) -> tuple[list[list[bool]], list[list[bool]]]:
    """Two correlated models: per-task rates from a shared difficulty, B shifted down."""
    a, b = [], []
    for _ in range(m):
        theta = rng.betavariate(0.7, 0.7)
        theta_b = min(1.0, max(0.0, theta - shift + rng.gauss(0, 0.1)))
        a.append([rng.random() < theta for _ in range(samples_a)])
        b.append([rng.random() < theta_b for _ in range(samples_b)])
    return a, b


def rates(outcomes: list[list[bool]]) -> list[float]:
    return [sum(x) / len(x) for x in outcomes]


# -- McNemar ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", SEEDS)
def test_mcnemar_matches_statsmodels_and_binomtest(seed: int) -> None:
    rng = random.Random(seed)
    m = rng.randint(5, 200)
    a, b = random_pair(rng, m, 1, 1, shift=rng.choice([0.0, 0.05, 0.2]))
    result = C.compare_runs(run_of(a), run_of(b), categories(m))
    paired = result.paired
    assert paired is not None and paired.method is C.Method.MCNEMAR_EXACT
    both = sum(x[0] and y[0] for x, y in zip(a, b, strict=True))
    a_only = sum(x[0] and not y[0] for x, y in zip(a, b, strict=True))
    b_only = sum(y[0] and not x[0] for x, y in zip(a, b, strict=True))
    neither = m - both - a_only - b_only
    table = [[both, a_only], [b_only, neither]]
    assert (paired.a_better, paired.b_better) == (a_only, b_only)
    assert paired.p_value == pytest.approx(mcnemar(table, exact=True).pvalue, rel=1e-9)
    if a_only + b_only:
        reference = binomtest(a_only, a_only + b_only, 0.5).pvalue
        assert paired.p_value == pytest.approx(reference, rel=1e-12)
    assert paired.difference == pytest.approx((a_only - b_only) / m)
    assert paired.significant == (paired.p_value < 0.05)


@pytest.mark.parametrize(("b", "c"), [(0, 0), (0, 1), (1, 0), (3, 3), (0, 12), (40, 25)])
def test_mcnemar_exact_small_tables(b: int, c: int) -> None:
    assert C.mcnemar_exact(b, c) == pytest.approx(
        mcnemar([[5, b], [c, 5]], exact=True).pvalue, rel=1e-12
    )


def test_no_discordant_pairs_is_p_one() -> None:
    a = [[True], [False], [True], [False]]
    result = C.compare_runs(run_of(a), run_of(a), categories(4))
    assert result.paired is not None
    assert result.paired.method is C.Method.MCNEMAR_EXACT
    assert result.paired.p_value == 1.0 and not result.paired.significant
    assert (result.paired.a_better, result.paired.b_better) == (0, 0)


# -- paired differences ---------------------------------------------------------------------------


@pytest.mark.parametrize("seed", SEEDS)
def test_paired_t_matches_statsmodels(seed: int) -> None:
    rng = random.Random(100 + seed)
    m = rng.randint(3, 150)
    a, b = random_pair(rng, m, rng.randint(2, 12), rng.randint(1, 12))
    result = C.compare_runs(run_of(a), run_of(b), categories(m))
    paired = result.paired
    assert paired is not None and paired.method is C.Method.PAIRED_T
    d = np.array(rates(a)) - np.array(rates(b))
    ref = DescrStatsW(d)
    t_stat, p_value, _ = ref.ttest_mean(0.0)
    low, high = ref.tconfint_mean(alpha=0.05)
    assert paired.difference == pytest.approx(d.mean())
    assert paired.standard_error == pytest.approx(ref.std_mean)
    assert paired.statistic == pytest.approx(t_stat)
    assert paired.p_value == pytest.approx(p_value, rel=1e-9)
    assert paired.ci_low == pytest.approx(max(-1.0, low))
    assert paired.ci_high == pytest.approx(min(1.0, high))
    mde = TTestPower().solve_power(nobs=m, alpha=0.05, power=0.8) * d.std(ddof=1)
    assert paired.mde is not None and paired.mde == pytest.approx(mde, rel=1e-4)
    assert paired.underpowered == (paired.mde > abs(paired.difference))


def test_one_sample_in_one_run_only_uses_the_t_test() -> None:
    a = [[True], [False], [True], [True]]
    b = [[True, False], [False, False], [True, True], [False, True]]
    paired = C.compare_runs(run_of(a), run_of(b), categories(4)).paired
    assert paired is not None and paired.method is C.Method.PAIRED_T


def test_constant_nonzero_differences_fall_back_to_the_sign_test() -> None:
    a = [[True, True]] * 6
    b = [[True, False]] * 6
    result = C.compare_runs(run_of(a), run_of(b), categories(6))
    paired = result.paired
    assert paired is not None and paired.method is C.Method.SIGN_TEST
    assert paired.p_value == pytest.approx(binomtest(6, 6, 0.5).pvalue)
    assert paired.difference == pytest.approx(0.5)
    assert any("sign test" in n for n in result.notes)


def test_identical_runs() -> None:
    rng = random.Random(7)
    a, _ = random_pair(rng, 30, 5, 5)
    result = C.compare_runs(run_of(a, "x"), run_of(a, "y"), categories(30))
    paired = result.paired
    assert paired is not None
    assert paired.difference == 0 and paired.p_value == 1.0 and not paired.significant
    assert paired.ci_low == paired.ci_high == 0.0
    # No variation to estimate from: the MDE falls back to independent models, never 0.
    p = statistics.fmean(rates(a))
    expected = TTestPower().solve_power(nobs=30, alpha=0.05, power=0.8) * math.sqrt(2 * p * (1 - p))
    assert paired.mde == pytest.approx(expected, rel=1e-5)
    assert paired.underpowered
    assert result.z_test.p_value == 1.0 and result.z_test.difference == 0
    assert all(c.p_holm == 1.0 and not c.significant for c in result.categories)


def test_one_problem() -> None:
    single = C.compare_runs(run_of([[True]]), run_of([[False]]), categories(1))
    assert single.paired is not None
    assert single.paired.method is C.Method.MCNEMAR_EXACT and single.paired.p_value == 1.0
    assert single.paired.mde is None and single.paired.underpowered
    assert (single.paired.ci_low, single.paired.ci_high) == (-1.0, 1.0)
    assert any("cannot be estimated" in n for n in single.notes)
    several = C.compare_runs(run_of([[True, True]]), run_of([[False, True]]), categories(1))
    assert several.paired is not None
    assert not several.paired.tested and several.paired.method is C.Method.NONE
    assert several.paired.p_value == 1.0 and not several.paired.significant
    # The z-test still runs: one problem per run.
    assert several.z_test.tested and several.z_test.n_problems == 2


# -- the methodology's z-test --------------------------------------------------------------------


@pytest.mark.parametrize("seed", SEEDS)
def test_z_test_matches_statsmodels(seed: int) -> None:
    rng = random.Random(200 + seed)
    m = rng.randint(2, 300)
    a, b = random_pair(rng, m, rng.randint(1, 6), rng.randint(1, 6), shift=0.15)
    z = C.compare_runs(run_of(a), run_of(b), categories(m)).z_test
    p_a, p_b = statistics.fmean(rates(a)), statistics.fmean(rates(b))
    stat, p_value = proportions_ztest([p_a * m, p_b * m], [m, m])
    assert z.statistic == pytest.approx(stat)
    assert z.p_value == pytest.approx(p_value, rel=1e-9)
    low, high = confint_proportions_2indep(p_a * m, m, p_b * m, m, method="wald")
    assert z.ci_low == pytest.approx(max(-1.0, low))
    assert z.ci_high == pytest.approx(min(1.0, high))
    pooled = (p_a + p_b) / 2
    size = NormalIndPower().solve_power(nobs1=m, ratio=1.0, alpha=0.05, power=0.8)
    assert z.mde == pytest.approx(size * math.sqrt(pooled * (1 - pooled)), rel=1e-5)


def test_unpaired_z_test_with_different_problem_counts() -> None:
    rng = random.Random(3)
    a, _ = random_pair(rng, 40, 1, 1)
    b, _ = random_pair(rng, 25, 1, 1)
    result = C.compare_runs(run_of(a), run_of(b), categories(40), C.Pairing.NONE, alpha=0.1)
    assert result.paired is None
    p_a, p_b = statistics.fmean(rates(a)), statistics.fmean(rates(b))
    stat, p_value = proportions_ztest([p_a * 40, p_b * 25], [40, 25])
    assert result.z_test.statistic == pytest.approx(stat)
    assert result.z_test.p_value == pytest.approx(p_value)
    pooled = (p_a * 40 + p_b * 25) / 65
    size = NormalIndPower().solve_power(nobs1=40, ratio=25 / 40, alpha=0.1, power=0.8)
    assert result.z_test.mde == pytest.approx(size * math.sqrt(pooled * (1 - pooled)), rel=1e-5)
    # Per category: the z-test on each run's problems of that category, then Holm.
    for c in result.categories:
        assert c.test.method is C.Method.TWO_PROPORTION_Z
    adjusted = multipletests([c.test.p_value for c in result.categories], method="holm")[1]
    assert [c.p_holm for c in result.categories] == pytest.approx(list(adjusted))


# -- per-category tests and Holm ------------------------------------------------------------------


@pytest.mark.parametrize("seed", SEEDS)
def test_holm_matches_statsmodels(seed: int) -> None:
    rng = np.random.default_rng(seed)
    p = list(rng.uniform(0, 0.2, size=int(rng.integers(1, 15))))
    p[0] = p[-1]  # ties
    reject, adjusted, _, _ = multipletests(p, alpha=0.05, method="holm")
    assert stats.holm(p) == pytest.approx(list(adjusted), rel=1e-12)
    assert [x < 0.05 for x in stats.holm(p)] == list(reject)


@pytest.mark.parametrize("seed", SEEDS)
def test_categories_are_tested_and_holm_adjusted(seed: int) -> None:
    rng = random.Random(300 + seed)
    m = rng.randint(8, 120)
    samples = rng.choice([1, 5])
    a, b = random_pair(rng, m, samples, samples, shift=0.25)
    cats = categories(m)
    result = C.compare_runs(run_of(a), run_of(b), cats)
    assert [c.category for c in result.categories] == sorted(set(cats.values()))
    references = []
    for c in result.categories:
        idx = [i for i in range(m) if cats[task(i)] == c.category]
        if samples == 1:
            table = np.zeros((2, 2))
            for i in idx:
                table[1 - a[i][0], 1 - b[i][0]] += 1
            references.append(mcnemar(table, exact=True).pvalue)
            assert c.test.method is C.Method.MCNEMAR_EXACT
        else:
            d = [rates(a)[i] - rates(b)[i] for i in idx]
            assert c.test.method is C.Method.PAIRED_T
            references.append(DescrStatsW(np.array(d)).ttest_mean(0.0)[1])
        assert c.test.p_value == pytest.approx(references[-1], rel=1e-9)
        assert c.pass_at_1_a == pytest.approx(statistics.fmean(rates(a)[i] for i in idx))
    reject, adjusted, _, _ = multipletests(references, alpha=0.05, method="holm")
    assert [c.p_holm for c in result.categories] == pytest.approx(list(adjusted), rel=1e-9)
    assert [c.significant for c in result.categories] == list(reject)


def test_untestable_categories_are_left_out_of_holm() -> None:
    # "trees" has one problem with several samples: no paired t-test, not in the Holm family.
    cats = {task(0): "math", task(1): "math", task(2): "math", task(3): "trees"}
    a = [[True, True], [True, False], [True, True], [True, False]]
    b = [[False, False], [False, True], [True, False], [False, False]]
    result = C.compare_runs(run_of(a), run_of(b), cats)
    by_name = {c.category: c for c in result.categories}
    assert not by_name["trees"].test.tested and by_name["trees"].p_holm == 1.0
    assert by_name["math"].p_holm == pytest.approx(by_name["math"].test.p_value)


# -- power ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", SEEDS)
def test_power_functions_match_statsmodels(seed: int) -> None:
    rng = random.Random(400 + seed)
    alpha, power = rng.choice([0.01, 0.05, 0.1]), rng.choice([0.7, 0.8, 0.9])
    n1, n2 = rng.randint(2, 500), rng.randint(2, 500)
    d = rng.uniform(0.02, 1.5)
    assert P.normal_power(d, n1, n2, alpha) == pytest.approx(
        NormalIndPower().power(d, n1, alpha, ratio=n2 / n1), rel=1e-9
    )
    reference = TTestPower().power(d, n1, alpha)
    if math.isnan(reference):  # statsmodels' noncentral t gives NaN far in the tail; power ~ 1
        assert d * math.sqrt(n1) > 10 and P.t_power(d, n1, alpha) == pytest.approx(1.0)
    else:
        assert P.t_power(d, n1, alpha) == pytest.approx(reference, rel=1e-9)
    assert P.normal_effect_size(n1, n2, alpha, power) == pytest.approx(
        NormalIndPower().solve_power(nobs1=n1, ratio=n2 / n1, alpha=alpha, power=power), rel=1e-5
    )
    assert P.t_effect_size(n1, alpha, power) == pytest.approx(
        TTestPower().solve_power(nobs=n1, alpha=alpha, power=power), rel=1e-5
    )
    assert P.t_problems(d, alpha, power) == pytest.approx(
        max(2.0, TTestPower().solve_power(effect_size=d, alpha=alpha, power=power)), rel=1e-5
    )
    assert P.normal_problems(d, alpha, power) == pytest.approx(
        max(1.0, NormalIndPower().solve_power(effect_size=d, alpha=alpha, power=power)), rel=1e-5
    )


@pytest.mark.parametrize("seed", SEEDS)
def test_plan_matches_statsmodels(seed: int) -> None:
    rng = random.Random(500 + seed)
    p = rng.uniform(0.1, 0.8)
    effect = rng.choice([0.02, 0.05, 0.1, -0.05])
    inputs = P.PowerInputs(
        base_rate=p,
        effect=effect,
        problems=rng.randint(20, 2000),
        samples=rng.choice([1, 2, 5, 10, 20]),
        alpha=0.05,
        power=0.8,
        icc=rng.uniform(0.05, 0.95),
        correlation=rng.uniform(0.0, 0.9),
    )
    s, rho, r, n = inputs.samples, inputs.icc, inputs.correlation, inputs.problems
    assert n is not None
    pq = p * (1 - p)
    sds = {
        "z_test": math.sqrt(pq),
        "two_sample": math.sqrt(pq * (1 + (s - 1) * rho) / s),
        "paired": math.sqrt(pq * (2 * rho * (1 - r) + 2 * (1 - rho) / s)),
    }
    plan = P.plan(inputs)
    for d in plan.designs:
        sd = sds[d.design]
        assert d.sd == pytest.approx(sd)
        if d.design == "paired":
            ref = TTestPower()
            needed = ref.solve_power(effect_size=abs(effect) / sd, alpha=0.05, power=0.8)
            mde = ref.solve_power(nobs=n, alpha=0.05, power=0.8) * sd
            achieved = ref.power(abs(effect) / sd, n, 0.05)
        else:
            ref2 = NormalIndPower()
            needed = ref2.solve_power(effect_size=abs(effect) / sd, alpha=0.05, power=0.8)
            mde = ref2.solve_power(nobs1=n, alpha=0.05, power=0.8) * sd
            achieved = ref2.power(abs(effect) / sd, n, 0.05)
        assert d.problems_needed == math.ceil(needed - 1e-6)
        # statsmodels' solver stops at ~1e-5; its power at our MDE is the target exactly.
        assert d.mde == pytest.approx(mde, rel=1e-4)
        assert d.mde is not None
        at_mde = (
            TTestPower().power(d.mde / sd, n, 0.05)
            if d.design == "paired"
            else NormalIndPower().power(d.mde / sd, n, 0.05)
        )
        assert at_mde == pytest.approx(0.8, abs=1e-9)
        assert d.achieved_power == pytest.approx(achieved, rel=1e-6)
    assert [row.samples for row in plan.by_samples] == list(P.SAMPLE_TABLE)
    needed_by_samples = [row.paired_problems for row in plan.by_samples]
    assert needed_by_samples == sorted(needed_by_samples, reverse=True)  # more samples help...


@pytest.mark.parametrize("seed", SEEDS)
def test_samples_needed_is_the_least_that_reaches_power(seed: int) -> None:
    rng = random.Random(600 + seed)
    inputs = P.PowerInputs(
        base_rate=rng.uniform(0.2, 0.8),
        effect=rng.choice([0.05, 0.08, 0.1]),
        problems=rng.randint(200, 1500),
        samples=1,
        icc=rng.uniform(0.1, 0.6),
        correlation=rng.uniform(0.3, 0.9),
    )
    assert inputs.problems is not None and inputs.effect is not None
    for name in ("two_sample", "paired"):
        d = next(x for x in P.plan(inputs).designs if x.design == name)

        def power_at(s: int, name: str = name) -> float:
            at = P.PowerInputs(
                inputs.base_rate,
                inputs.effect,
                inputs.problems,
                s,
                icc=inputs.icc,
                correlation=inputs.correlation,
            )
            found = next(x for x in P.plan(at).designs if x.design == name)
            assert found.achieved_power is not None
            return found.achieved_power

        if d.samples_needed is None:  # unreachable: even many samples fall short
            assert power_at(100_000) < 0.8
        else:
            assert power_at(d.samples_needed) >= 0.8 - 1e-9
            if d.samples_needed > 1:
                assert power_at(d.samples_needed - 1) < 0.8


def test_design_effect_bounds_what_samples_buy() -> None:
    # With rho = 1 samples add nothing; with rho = 0 s samples are s independent trials.
    assert P.two_sample_sd(0.5, 100, 1.0) == pytest.approx(0.5)
    assert P.two_sample_sd(0.5, 4, 0.0) == pytest.approx(0.25)
    assert P.design_effect(10, 0.5) == pytest.approx(5.5)
    plan = P.plan(P.PowerInputs(0.5, 0.05, 500, 10, icc=1.0))
    z, two = plan.designs[0], plan.designs[1]
    assert z.problems_needed == two.problems_needed and z.samples_needed is None


@pytest.mark.parametrize(
    ("inputs", "fragment"),
    [
        (P.PowerInputs(0.0, 0.1), "base rate"),
        (P.PowerInputs(1.0, 0.1), "base rate"),
        (P.PowerInputs(0.5), "give a target effect"),
        (P.PowerInputs(0.9, 0.2), "effect"),
        (P.PowerInputs(0.5, 0.1, 1), "at least 2 problems"),
        (P.PowerInputs(0.5, 0.1, samples=0), "samples"),
        (P.PowerInputs(0.5, 0.1, alpha=1.5), "alpha"),
        (P.PowerInputs(0.5, 0.1, power=0.01), "power"),
        (P.PowerInputs(0.5, 0.1, icc=1.2), "within-task correlation"),
        (P.PowerInputs(0.5, 0.1, correlation=-2), "task correlation"),
    ],
)
def test_power_bad_input(inputs: P.PowerInputs, fragment: str) -> None:
    with pytest.raises(InvalidArgument, match=fragment):
        P.plan(inputs)


# -- design estimates ------------------------------------------------------------------------------


def test_icc_and_task_correlation_estimates_recover_the_truth() -> None:
    # Beta(a, b) task rates have ICC 1 / (a + b + 1); B's rate = A's for a known correlation.
    rng = np.random.default_rng(11)
    m, s = 4000, 20
    theta = rng.beta(1.0, 1.5, size=m)  # ICC = 1 / 3.5
    other = rng.beta(1.0, 1.5, size=m)
    mix = rng.random(m) < 0.6  # B shares A's task rate 60% of the time: correlation 0.6
    theta_b = np.where(mix, theta, other)
    a = [C.Tally(s, int(c)) for c in rng.binomial(s, theta)]
    b = [C.Tally(s, int(c)) for c in rng.binomial(s, theta_b)]
    est = C.icc_estimate(a)
    assert est is not None and est == pytest.approx(1 / 3.5, abs=0.02)
    corr = C.task_correlation(list(zip(a, b, strict=True)))
    assert corr is not None and corr == pytest.approx(0.6, abs=0.04)
    assert C.icc_estimate([C.Tally(1, 1)] * 5) is None  # one sample per task: not identifiable


def test_design_estimate_is_reported() -> None:
    rng = random.Random(5)
    a, b = random_pair(rng, 60, 8, 4)
    design = C.compare_runs(run_of(a), run_of(b), categories(60)).design
    assert design.samples_a == 8 and design.samples_b == 4
    assert design.icc is not None and 0 <= design.icc <= 1
    assert design.task_correlation is not None
    assert design.base_rate == pytest.approx(statistics.fmean(rates(a) + rates(b)), rel=1e-12)


# -- bad input -----------------------------------------------------------------------------------


def test_duplicate_sample_ids_are_named() -> None:
    run = run_of([[True], [False]])
    dup = C.Run("dup.jsonl", [*run.samples, run.samples[1]])
    with pytest.raises(InvalidArgument, match=r"results B \(dup.jsonl\): duplicate sample id '0'"):
        C.compare_runs(run, dup, categories(2))


def test_mixed_versions_within_a_run() -> None:
    mixed = C.Run("r", [*run_of([[True]]).samples, *run_of([[], [True]], version="v2").samples])
    with pytest.raises(InvalidArgument, match=r"results A \(r\) mix suite versions: .*v1.*v2"):
        C.compare_runs(mixed, run_of([[True], [True]]), categories(2))


def test_different_versions_or_suites_between_runs() -> None:
    with pytest.raises(InvalidArgument, match="starter v1 and results B on starter v2"):
        C.compare_runs(run_of([[True]]), run_of([[True]], version="v2"), categories(1))
    with pytest.raises(InvalidArgument, match="same suite version"):
        C.compare_runs(run_of([[True]]), run_of([[True]], suite="other"), categories(1))


def test_paired_tests_name_the_missing_problems() -> None:
    a = run_of([[True], [False], [True]])
    b = C.Run(
        "b", [s for s in run_of([[True], [True], [True], [False]]).samples if s.task_id != task(1)]
    )
    cats = categories(4)
    with pytest.raises(InvalidArgument, match=r"only in A: T/001; only in B: T/003") as info:
        C.compare_runs(a, b, cats)
    assert "pairing 'common'" in str(info.value) and "2 shared problems" in str(info.value)
    common = C.compare_runs(a, b, cats, C.Pairing.COMMON)
    assert common.dropped == ["T/001", "T/003"] and common.paired is not None
    assert common.paired.n_problems == 2 and common.a.n_problems == 2
    none = C.compare_runs(a, b, cats, C.Pairing.NONE)
    assert none.paired is None and none.a.n_problems == 3 and none.b.n_problems == 3


def test_no_common_problem() -> None:
    a = run_of([[True]])
    b = C.Run("", [C.Sample(task(1), pb.LANGUAGE_PYTHON, "0", PASS, "starter", "v1")])
    with pytest.raises(InvalidArgument, match="share no problem"):
        C.compare_runs(a, b, categories(2), C.Pairing.COMMON)


def test_languages_are_separate_problems() -> None:
    a = run_of([[True]])
    b = C.Run("", [C.Sample(task(0), pb.LANGUAGE_GO, "0", PASS, "starter", "v1")])
    with pytest.raises(InvalidArgument, match=r"only in A: T/000; only in B: T/000 \(go\)"):
        C.compare_runs(a, b, categories(1))


def test_sandbox_errors_are_excluded_not_failures() -> None:
    a = C.Run(
        "",
        [
            *run_of([[True], [True]]).samples,
            C.Sample(task(0), pb.LANGUAGE_PYTHON, "x", SANDBOX, "starter", "v1"),
        ],
    )
    result = C.compare_runs(a, run_of([[True], [False]]), categories(2))
    assert result.a.excluded == 1 and result.a.pass_at_1 == 1.0 and result.a.n_samples == 2
    assert result.paired is not None and result.paired.method is C.Method.MCNEMAR_EXACT
    only_errors = C.Run("", [C.Sample(task(0), pb.LANGUAGE_PYTHON, "0", SANDBOX, "s", "v1")])
    with pytest.raises(InvalidArgument, match="no scored sample"):
        C.compare_runs(only_errors, run_of([[True]]), categories(1))


@pytest.mark.parametrize(
    ("a", "b", "cats", "alpha", "fragment"),
    [
        (C.Run("", []), run_of([[True]]), categories(1), 0.05, "hold no samples"),
        (run_of([[True]]), run_of([[True]]), {}, 0.05, "no problem metadata for task 'T/000'"),
        (run_of([[True]]), run_of([[True]]), categories(1), 0.0, "alpha"),
        (
            C.Run("", [C.Sample(task(0), 1, "0", 0, "starter", "v1")]),
            run_of([[True]]),
            categories(1),
            0.05,
            "has no verdict",
        ),
    ],
)
def test_bad_input(a: C.Run, b: C.Run, cats: dict[str, str], alpha: float, fragment: str) -> None:
    with pytest.raises(InvalidArgument, match=fragment):
        C.compare_runs(a, b, cats, alpha=alpha)


# -- the servicer's translation (called directly, no gRPC) ---------------------------------------


def _proto_run(run: C.Run) -> cpb.ComparisonRun:
    return cpb.ComparisonRun(
        label=run.label,
        samples=[
            cpb.ComparisonSample(
                task_id=s.task_id,
                language=s.language,  # type: ignore[arg-type]
                sample_id=s.sample_id,
                verdict=s.verdict,  # type: ignore[arg-type]
                suite=s.suite,
                version=s.version,
            )
            for s in run.samples
        ],
    )


def test_servicer_translates_both_ways() -> None:
    rng = random.Random(9)
    a, b = random_pair(rng, 24, 3, 3)
    ra, rb = run_of(a, "A"), run_of(b, "B")
    request = cpb.CompareRunsRequest(
        a=_proto_run(ra),
        b=_proto_run(rb),
        problems=[
            scorer_pb2.ProblemMeta(task_id=task(i), category=pb.CATEGORY_MATH) for i in range(24)
        ],
    )
    response = ComparisonServicer().CompareRuns(request, None)
    direct = C.compare_runs(ra, rb, {task(i): "math" for i in range(24)})
    assert direct.paired is not None and direct.paired.mde is not None
    assert response.pairing == cpb.PAIRING_SAME
    assert response.paired.method == cpb.COMPARISON_METHOD_PAIRED_T
    assert response.paired.p_value == pytest.approx(direct.paired.p_value)
    assert response.paired.mde == pytest.approx(direct.paired.mde)
    assert [c.category for c in response.categories] == ["math"]
    assert response.z_test.HasField("mde") and response.a.label == "A"
    with pytest.raises(InvalidArgument, match="needs results B"):
        ComparisonServicer().CompareRuns(
            cpb.CompareRunsRequest(a=request.a),
            None,
        )
    power = ComparisonServicer().Power(
        cpb.PowerRequest(base_rate=0.4, effect=0.05, problems=300),
        None,
    )
    assert power.inputs.icc == P.DEFAULT_ICC and power.inputs.samples == 1
    assert [d.design for d in power.designs] == [
        cpb.POWER_DESIGN_Z_TEST,
        cpb.POWER_DESIGN_TWO_SAMPLE,
        cpb.POWER_DESIGN_PAIRED,
    ]
    assert all(d.HasField("mde") and d.HasField("achieved_power") for d in power.designs)
    explicit = ComparisonServicer().Power(
        cpb.PowerRequest(base_rate=0.4, effect=0.05, icc=0.0, task_correlation=0.0),
        None,
    )
    assert explicit.inputs.icc == 0.0 and not explicit.designs[0].HasField("mde")
