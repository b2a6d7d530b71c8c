import random

_LIMIT = 10**9


def _booking(rng: random.Random, low: int, high: int, max_len: int) -> list[int]:
    start = rng.randint(low, high - 1)
    return [start, min(high, start + rng.randint(1, max_len))]


def _case(rng: random.Random, kind: str) -> list[list[int]]:
    if kind == "nested":
        # long bookings containing short ones, so a block must keep its larger end
        out = []
        for _ in range(rng.randint(1, 6)):
            s = rng.randint(-1000, 1000)
            e = s + rng.randint(20, 200)
            out.append([s, e])
            for _ in range(rng.randint(1, 5)):
                a = rng.randint(s, e - 1)
                out.append([a, rng.randint(a + 1, e)])
        rng.shuffle(out)
        return out
    if kind == "touching":
        # a chain of bookings where each one starts exactly where the previous ended
        t = rng.randint(-10**6, 10**6)
        out = []
        for _ in range(rng.randint(2, 12)):
            e = t + rng.randint(1, 50)
            out.append([t, e])
            t = e + rng.choice([0, 0, 0, 1])
        rng.shuffle(out)
        return out
    if kind == "duplicates":
        base = [_booking(rng, -100, 100, 30) for _ in range(rng.randint(1, 5))]
        out = [list(b) for b in base for _ in range(rng.randint(1, 3))]
        rng.shuffle(out)
        return out
    if kind == "empty":
        return []
    if kind == "extreme":
        return [[-_LIMIT, rng.randint(-_LIMIT + 1, _LIMIT)], [rng.randint(-_LIMIT, _LIMIT - 1), _LIMIT],
                _booking(rng, -_LIMIT, _LIMIT, _LIMIT)]
    if kind == "large":
        n = rng.randint(5000, 20000)
        span = rng.choice([n, 10 * n, _LIMIT])
        return [_booking(rng, -span, span, rng.choice([5, span // n + 1, span // 10])) for _ in range(n)]
    n = rng.randint(1, 60)
    return [_booking(rng, -200, 200, rng.choice([3, 20, 100])) for _ in range(n)]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["nested", "touching", "random", "duplicates", "large", "extreme", "nested"]
    weighted = ["random"] * 4 + ["nested", "nested", "touching", "duplicates", "large",
                                 "extreme", "empty"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
