# bug: the test uses mid ** k < n, so an exact power such as 64 with k = 3 gives 3 instead of 4
def integer_root(n: int, k: int) -> int:
    """Largest integer r >= 0 with r ** k <= n."""
    if n < 2:
        return n
    lo, hi = 1, n
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if mid ** k < n:
            lo = mid
        else:
            hi = mid - 1
    return lo
