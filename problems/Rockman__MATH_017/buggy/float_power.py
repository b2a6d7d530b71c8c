# bug: floating-point root without correction: n ** (1 / k) rounds to just below an integer for perfect powers such as 125 with k = 3
def integer_root(n: int, k: int) -> int:
    """Largest integer r >= 0 with r ** k <= n."""
    return int(n ** (1.0 / k))
