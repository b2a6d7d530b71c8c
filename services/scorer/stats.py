"""Small pure statistics functions, each citing its formula and guarding degenerate inputs."""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterator, Sequence

import numpy as np

from rockman.errors import InvalidArgument

# scipy.stats.norm.ppf(0.975), written out: scipy is imported only where a function needs it
# (a second of every command's start otherwise; tests/unit/services/scorer/test_stats.py checks it).
Z95 = 1.959963984540054
BOOTSTRAP_RESAMPLES = 2000
BOOTSTRAP_BLOCK = 256  # resamples drawn per call: bounds memory, fixes the random stream


def pass_at_k(n: int, c: int, k: int) -> float:
    """Unbiased pass@k (Chen et al. 2021): 1 - C(n-c, k) / C(n, k), in the stable product form
    1 - prod_{i=n-c+1}^{n} (1 - k / i). Undefined for k > n (InvalidArgument)."""
    if n < 0 or c < 0 or c > n:
        raise InvalidArgument(f"pass@k needs 0 <= c <= n, got n={n}, c={c}")
    if k < 1:
        raise InvalidArgument(f"k must be at least 1, got {k}")
    if k > n:
        raise InvalidArgument(f"pass@{k} is undefined with only {n} samples")
    if n - c < k:
        return 1.0
    product = 1.0
    for i in range(n - c + 1, n + 1):
        product *= 1.0 - k / i
    return 1.0 - product


def wilson_interval(p_hat: float, n: float, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval (Wilson 1927) for a proportion p_hat observed over n trials."""
    if n <= 0:
        return (0.0, 1.0)
    if not 0.0 <= p_hat <= 1.0:
        raise InvalidArgument(f"a proportion must be in [0, 1], got {p_hat}")
    z2 = z * z
    denom = 1.0 + z2 / n
    centre = (p_hat + z2 / (2 * n)) / denom
    half = z * math.sqrt(p_hat * (1 - p_hat) / n + z2 / (4 * n * n)) / denom
    # At p_hat = 0 (or 1) the bound is exactly 0 (or 1); rounding would leave ~1e-17.
    low = 0.0 if p_hat == 0.0 else max(0.0, centre - half)
    high = 1.0 if p_hat == 1.0 else min(1.0, centre + half)
    return (low, high)


def two_proportion_ztest(p1: float, n1: float, p2: float, n2: float) -> tuple[float, float]:
    """Pooled two-proportion z-test: z = (p1 - p2) / sqrt(p(1-p)(1/n1 + 1/n2)), p = pooled rate.
    Returns (z, two-sided p-value); z = 0, p = 1 when the pooled variance is 0."""
    if n1 <= 0 or n2 <= 0:
        raise InvalidArgument("both groups need at least one observation")
    pooled = (p1 * n1 + p2 * n2) / (n1 + n2)
    variance = pooled * (1 - pooled) * (1 / n1 + 1 / n2)
    if variance <= 0:
        return (0.0, 1.0)
    z = (p1 - p2) / math.sqrt(variance)
    from scipy.stats import norm

    return (z, float(2 * norm.sf(abs(z))))


def mean_standard_error(values: Sequence[float]) -> float | None:
    """Standard error of the mean over problems, s / sqrt(N) with the ddof-1 sample deviation
    (the CLT view: problems are draws from a population of questions). None for N < 2."""
    n = len(values)
    if n < 2:
        return None
    mean = math.fsum(values) / n
    variance = math.fsum((x - mean) ** 2 for x in values) / (n - 1)
    return math.sqrt(variance / n)


def cluster_standard_error(values: Sequence[float], clusters: Sequence[Hashable]) -> float | None:
    """Cluster-robust standard error of a mean (Liang-Zeger sandwich of an intercept-only model):
    sqrt(G / (G - 1) * sum_g (sum_{i in g} (x_i - mean))^2) / N. Problems sharing a source (one
    task in several languages) are not independent; G clusters, not N problems, carry the
    information. None for G < 2."""
    if len(values) != len(clusters):
        raise InvalidArgument("every value needs a cluster")
    n = len(values)
    sums: dict[Hashable, float] = {}
    mean = math.fsum(values) / n if n else 0.0
    for x, g in zip(values, clusters, strict=True):
        sums[g] = sums.get(g, 0.0) + (x - mean)
    g_count = len(sums)
    if g_count < 2:
        return None
    meat = math.fsum(s * s for s in sums.values())
    return math.sqrt(g_count / (g_count - 1) * meat) / n


def normal_interval(mean: float, se: float | None, z: float = Z95) -> tuple[float, float]:
    """mean -/+ z se clipped to [0, 1]; [0, 1] when the standard error is undefined."""
    if se is None:
        return (0.0, 1.0)
    return (max(0.0, mean - z * se), min(1.0, mean + z * se))


def cluster_interval(mean: float, se: float | None, clusters: int) -> tuple[float, float]:
    """mean -/+ t(G-1, 0.975) se clipped to [0, 1]: with few clusters the normal quantile is too
    narrow (Cameron & Miller 2015); [0, 1] when undefined."""
    if se is None or clusters < 2:
        return (0.0, 1.0)
    from scipy.stats import t as student_t

    return normal_interval(mean, se, float(student_t.ppf(0.975, clusters - 1)))


def resample_blocks(n: int, resamples: int, seed: int) -> Iterator[np.ndarray]:
    """The bootstrap's index matrix (resamples x n, problems drawn with replacement) as blocks of
    at most BOOTSTRAP_BLOCK rows, each one `Generator.integers(0, n, size=(rows, n))` call of
    numpy's default generator seeded with `seed`: the same seed gives the same resamples."""
    rng = np.random.default_rng(seed)
    for start in range(0, resamples, BOOTSTRAP_BLOCK):
        rows = min(BOOTSTRAP_BLOCK, resamples - start)
        yield rng.integers(0, n, size=(rows, n))


def bootstrap_intervals(
    columns: Sequence[Sequence[float]],
    resamples: int = BOOTSTRAP_RESAMPLES,
    seed: int = 0,
    level: float = 0.95,
) -> list[tuple[float, float]]:
    """Percentile bootstrap intervals of the mean of each column (per-problem pass@k for one k),
    all columns resampled with the same problem indices. Vectorised; the index matrix is drawn
    block by block (resample_blocks) so memory stays bounded."""
    if resamples < 1:
        raise InvalidArgument(f"the bootstrap needs at least one resample, got {resamples}")
    data = np.asarray(columns, dtype=float)
    if data.ndim != 2 or data.shape[1] == 0:
        raise InvalidArgument("the bootstrap needs at least one problem")
    n = data.shape[1]
    means = np.empty((data.shape[0], resamples))
    start = 0
    for block in resample_blocks(n, resamples, seed):
        means[:, start : start + len(block)] = data[:, block].mean(axis=2)
        start += len(block)
    tail = 100 * (1 - level) / 2
    bounds = np.percentile(means, [tail, 100 - tail], axis=1)
    return [(float(lo), float(hi)) for lo, hi in bounds.T]


def holm(p_values: Sequence[float]) -> list[float]:
    """Holm's step-down adjustment: the i-th smallest of m p-values becomes
    max_{j <= i} min(1, (m - j + 1) p_(j)); reject where the adjusted value is below alpha."""
    m = len(p_values)
    order = sorted(range(m), key=lambda i: p_values[i])
    adjusted = [0.0] * m
    running = 0.0
    for rank, i in enumerate(order):
        running = max(running, min(1.0, (m - rank) * p_values[i]))
        adjusted[i] = running
    return adjusted
