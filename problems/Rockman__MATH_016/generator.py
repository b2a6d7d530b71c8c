import random

TOP = 10**11


def _log_uniform(rng: random.Random, low: int, high: int) -> int:
    return min(high, max(low, int(10 ** rng.uniform(len(str(low)) - 1, len(str(high)) - 1))))


def _range(rng: random.Random, hi: int) -> tuple[int, int]:
    style = rng.randint(0, 3)
    if style == 0:
        return 1, hi
    if style == 1:
        return rng.randint(1, hi), hi
    if style == 2:
        return max(1, hi - rng.randint(0, 1000)), hi
    lo = rng.randint(1, hi)
    return lo, rng.randint(lo, hi)


def _case(rng: random.Random, kind: str) -> list[int]:
    if kind == "huge":
        hi = rng.randint(TOP // 2, TOP)
        return [rng.randint(10**10, TOP), rng.randint(10**10, TOP), rng.randint(1, 1000), hi]
    if kind == "big":
        hi = _log_uniform(rng, 10**9, 10**10)
        lo, hi = _range(rng, hi)
        return [rng.randint(10**9, TOP), rng.randint(1, TOP), lo, hi]
    if kind == "single_value":
        v = rng.choice([rng.randint(1, 10**6), 720720, 1, rng.randint(1, 100)])
        return [rng.randint(1, 10**6), rng.randint(1, 10**6), v, v]
    if kind == "thin":
        hi = _log_uniform(rng, 10, 10**7)
        lo, hi = _range(rng, hi)
        rows, cols = rng.randint(1, 5), rng.randint(1, TOP)
        return [rows, cols, lo, hi] if rng.random() < 0.5 else [cols, rows, lo, hi]
    if kind == "tiny":
        return [rng.randint(1, 12), rng.randint(1, 12), *sorted((rng.randint(1, 150), rng.randint(1, 150)))]
    if kind == "beyond_table":
        rows, cols = rng.randint(1, 1000), rng.randint(1, 1000)
        hi = rng.randint(rows * cols, 10 * rows * cols)
        lo = rng.randint(1, hi)
        return [rows, cols, lo, hi]
    hi = _log_uniform(rng, 10, 10**7)
    lo, hi = _range(rng, hi)
    bound = rng.choice([10**3, 10**5, TOP])
    return [rng.randint(1, bound), rng.randint(1, bound), lo, hi]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    if split == "hidden":
        fixed = ["huge", "big", "big", "big", "big", "big", "single_value", "thin", "tiny",
                 "beyond_table"]
    else:
        fixed = ["big", "single_value", "thin", "tiny", "beyond_table"]
    weighted = ["medium"] * 5 + ["tiny", "thin", "single_value", "beyond_table"]
    return [{"args": _case(rng, fixed[i] if i < len(fixed) else rng.choice(weighted))}
            for i in range(count)]
