def integer_root(n: int, k: int) -> int:
    """Largest integer r >= 0 with r ** k <= n."""
    if n < 2:
        return n
    lo, hi = 1, n
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if mid ** k <= n:
            lo = mid
        else:
            hi = mid - 1
    return lo
