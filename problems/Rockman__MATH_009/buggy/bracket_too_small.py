# bug: the bisection bracket stops at 10, but 10**10 < y is possible, so large inputs return about 10
import math


def self_power_root(y: int) -> float:
    target = math.log(y)
    lo, hi = 1.0, 10.0
    for _ in range(100):
        mid = (lo + hi) / 2
        if mid * math.log(mid) < target:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2
