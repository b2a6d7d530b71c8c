"""Small pure statistics functions, each citing its formula and guarding degenerate inputs."""

from __future__ import annotations

import math

from scipy.stats import norm

from rockman.errors import InvalidArgument

Z95 = float(norm.ppf(0.975))


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
    return (max(0.0, centre - half), min(1.0, centre + half))


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
    return (z, float(2 * norm.sf(abs(z))))
