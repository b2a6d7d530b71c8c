import random


def _values(rng: random.Random, n: int) -> list[int]:
    span = rng.choice([1, 3, 10, 10**4])
    return [rng.randint(-span, span) for _ in range(n)]


def _case(rng: random.Random, kind: str) -> list:
    if kind == "large":
        values = _values(rng, 100000)
        i = rng.randint(0, 40000)
        j = rng.randint(60000, 100000)
        return [values, sum(values[i:j])]
    if kind == "from_start":
        values = _values(rng, rng.randint(1, 300))
        j = rng.randint(1, len(values))
        return [values, sum(values[:j])]
    if kind == "whole":
        values = _values(rng, rng.randint(1, 300))
        return [values, sum(values)]
    if kind == "absent":
        values = [rng.randint(0, 5) for _ in range(rng.randint(0, 100))]
        return [values, sum(values) + rng.randint(1, 100)]
    if kind == "zeros":
        values = [rng.choice([0, 0, 0, 1, -1]) for _ in range(rng.randint(1, 200))]
        return [values, rng.randint(-2, 2)]
    values = _values(rng, rng.randint(1, rng.choice([20, 500, 3000])))
    i = rng.randrange(len(values))
    j = rng.randint(i + 1, len(values))
    target = sum(values[i:j]) if rng.random() < 0.8 else rng.randint(-50, 50)
    return [values, target]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["from_start", "whole", "zeros", "random", "absent"]
    if split == "hidden":
        fixed = ["large", "large", "large"] + fixed
    weighted = ["random"] * 5 + ["from_start", "from_start", "whole", "zeros", "absent"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
