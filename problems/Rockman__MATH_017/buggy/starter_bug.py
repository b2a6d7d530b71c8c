# bug: (the bug shipped in the starter code) the upper bound n // 2 is only valid for k >= 2, so every k = 1 case with n >= 2 returns about half of n
def integer_root(n: int, k: int) -> int:
    """Largest integer r >= 0 with r ** k <= n."""
    if n < 2:
        return n
    # the root of n is never more than half of n, so start with a tighter window
    lo, hi = 1, n // 2
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if mid ** k <= n:
            lo = mid
        else:
            hi = mid - 1
    return lo
