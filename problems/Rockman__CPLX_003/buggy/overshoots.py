# bug: the search condition uses > n, so it finds the first moment with more than n chimes: the (n + 1)-th chime
from math import gcd


def nth_chime(n: int, a: int, b: int) -> int:
    both = a // gcd(a, b) * b

    def chimes_up_to(t: int) -> int:
        return t // a + t // b - t // both

    lo, hi = 1, (n + 1) * min(a, b)
    while lo < hi:
        mid = (lo + hi) // 2
        if chimes_up_to(mid) > n:
            hi = mid
        else:
            lo = mid + 1
    return lo
