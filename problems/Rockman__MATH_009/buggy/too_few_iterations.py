# bug: only 12 bisection steps, leaving an error of up to 15 / 2**13 (about 2e-3), far above the tolerance
import math


def self_power_root(y: int) -> float:
    target = math.log(y)
    lo, hi = 1.0, 16.0
    for _ in range(12):
        mid = (lo + hi) / 2
        if mid * math.log(mid) < target:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2
