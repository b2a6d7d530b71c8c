import random

TOP = 10**15


def _power_near(rng: random.Random, k: int, shift: int) -> list[int]:
    lo, hi = 1, 1 << (TOP.bit_length() // k + 1)  # top: the largest t with t**k <= TOP
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if mid**k <= TOP:
            lo = mid
        else:
            hi = mid - 1
    top = lo
    r = rng.randint(1, top)
    n = r**k + shift
    return [max(0, min(TOP, n)), k]


def _case(rng: random.Random, kind: str) -> list[int]:
    if kind == "k_one":
        return [rng.choice([2, 3, rng.randint(2, 1000), rng.randint(2, TOP)]), 1]
    if kind == "exact":
        return _power_near(rng, rng.choice([2, 3, 3, 4, 5, 7, rng.randint(2, 49)]), 0)
    if kind == "below":
        return _power_near(rng, rng.choice([2, 3, 4, 6, rng.randint(2, 49)]), -1)
    if kind == "above":
        return _power_near(rng, rng.choice([2, 3, 5, rng.randint(2, 49)]), 1)
    if kind == "tiny":
        return [rng.randint(0, 3), rng.randint(1, 60)]
    if kind == "big_k":
        return [rng.choice([rng.randint(0, TOP), 2**rng.randint(1, 49), 3**rng.randint(1, 31)]),
                rng.randint(30, 60)]
    if kind == "float_trap":
        k = rng.choice([3, 5, 6])
        return _power_near(rng, k, 0)
    return [rng.choice([rng.randint(0, 100), rng.randint(0, 10**6), rng.randint(0, TOP)]),
            rng.randint(1, 60)]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["k_one", "exact", "below", "tiny", "big_k", "above", "float_trap", "random"]
    weighted = ["random"] * 3 + ["exact"] * 3 + ["below"] * 2 + [
        "k_one", "above", "tiny", "big_k", "float_trap"]
    return [{"args": _case(rng, fixed[i] if i < len(fixed) else rng.choice(weighted))}
            for i in range(count)]
