import random

_LIMIT = 10**9


def _case(rng: random.Random, kind: str) -> list[int]:
    n = rng.choice([rng.randint(1, 15), rng.randint(1, 300), rng.randint(1000, 20000)])
    if kind == "empty":
        return []
    if kind == "single":
        return [rng.randint(-_LIMIT, _LIMIT)]
    if kind == "rising_end":
        # the longest streak touches the last day
        head = [rng.randint(-50, 50) for _ in range(rng.randint(0, 30))]
        start = rng.randint(-1000, 1000)
        tail = [start + 3 * k for k in range(rng.randint(len(head) // 2 + 5, len(head) + 40))]
        return head + tail
    if kind == "plateaus":
        return [rng.randint(0, 3) for _ in range(n)]
    if kind == "falling":
        start = rng.randint(-_LIMIT // 2, _LIMIT // 2)
        return [start - k * rng.randint(0, 2) for k in range(n)]
    span = rng.choice([3, 100, _LIMIT])
    return [rng.randint(-span, span) for _ in range(n)]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["rising_end", "plateaus", "single", "random", "falling", "empty"]
    weighted = ["random"] * 4 + ["rising_end"] * 3 + ["plateaus"] * 2 + ["falling", "single"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
