import random


def _dial(rng: random.Random, n: int) -> list[int]:
    span = rng.choice([3 * n + 5, 10**9])
    values = sorted(rng.sample(range(-span, span), n))
    shift = rng.choice([0, n - 1 if n else 0, rng.randint(0, max(n - 1, 0))])
    return values[shift:] + values[:shift]


def _case(rng: random.Random, kind: str) -> list:
    if kind == "empty":
        return [[], rng.randint(-10, 10)]
    n = rng.choice([1, 2, 3, rng.randint(1, 10), rng.randint(1, 300), rng.randint(1, 10**4)])
    if kind == "small":
        n = rng.randint(1, 4)
    dial = _dial(rng, n)
    r = rng.random()
    if kind == "edges" or r < 0.3:
        target = dial[rng.choice([0, -1, n // 2])]
    elif r < 0.75:
        target = rng.choice(dial)
    else:
        target = rng.choice(dial) + rng.choice([-1, 1])
    return [dial, target]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["small", "edges", "small", "random", "edges", "empty"]
    weighted = ["random"] * 4 + ["small"] * 3 + ["edges"] * 2
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
