import math


def self_power_root(y: int) -> float:
    # x * ln(x) is increasing for x >= 1, so bisect on it against ln(y)
    target = math.log(y)
    lo, hi = 1.0, 16.0  # 16**16 > 10**18
    while hi - lo > 1e-12:
        mid = (lo + hi) / 2
        if mid * math.log(mid) < target:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2
