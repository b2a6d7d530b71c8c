import random

TOP = 10**9


def _case(rng: random.Random, kind: str) -> list[int]:
    if kind == "small":
        lo = rng.randint(-60, 60)
        return [lo, lo + rng.randint(0, 80), rng.randint(1, 12)]
    if kind == "negative":
        hi = rng.randint(-TOP, -1)
        return [rng.randint(-TOP, hi), hi, rng.randint(1, 1000)]
    if kind == "straddle":
        return [-rng.randint(0, TOP), rng.randint(0, TOP), rng.choice([1, 2, 3, 7, rng.randint(1, 10**6)])]
    if kind == "on_multiples":
        k = rng.randint(1, 10**5)
        a = k * rng.randint(-TOP // k, TOP // k)
        b = k * rng.randint(-TOP // k, TOP // k)
        return [min(a, b), max(a, b), k]
    if kind == "none":
        # no multiple of k between lo and hi
        k = rng.randint(3, 10**6)
        base = k * rng.randint(-1000, 1000)
        lo = base + rng.randint(1, k - 2)
        return [lo, rng.randint(lo, base + k - 1), k]
    if kind == "empty":
        hi = rng.randint(-TOP, TOP - 10)
        return [hi + rng.randint(1, 10), hi, rng.randint(1, 5)]
    if kind == "huge_k":
        return [rng.randint(-TOP, 0), rng.randint(0, TOP), rng.randint(TOP // 2, TOP)]
    if kind == "full":
        return [rng.choice([-TOP, -TOP + 1, 0, 1]), rng.choice([TOP, TOP - 1]), rng.choice([1, 1, 2, 3])]
    lo, hi = sorted([rng.randint(-TOP, TOP), rng.randint(-TOP, TOP)])
    return [lo, hi, rng.randint(1, rng.choice([10, 10**4, TOP]))]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    kinds = ["small", "negative", "straddle", "on_multiples", "none", "empty", "huge_k", "full", "big"]
    weighted = kinds + ["small", "negative", "on_multiples", "big"]
    return [{"args": _case(rng, kinds[i] if i < len(kinds) else rng.choice(weighted))} for i in range(count)]
