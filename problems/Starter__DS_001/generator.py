import random

_QUERIES = ["pop", "top", "get_min", "get_max", "size"]


def _ops(rng: random.Random, n_ops: int, low: int, high: int, push_bias: float) -> list:
    ops = []
    depth = 0
    for _ in range(n_ops):
        r = rng.random()
        if r < push_bias:
            ops.append(["push", [rng.randint(low, high)]])
            depth += 1
        elif r < push_bias + (1 - push_bias) * 0.4:
            ops.append(["pop", []])
            depth = max(0, depth - 1)
        else:
            ops.append([rng.choice(_QUERIES[1:]), []])
    return ops


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "duplicates":
        # few distinct values, so extremes repeat often
        v = rng.randint(-5, 5)
        ops = _ops(rng, rng.randint(20, 200), v - 2, v + 2, 0.5)
    elif kind == "empty_heavy":
        ops = _ops(rng, rng.randint(5, 40), -100, 100, 0.3)
    elif kind == "mountain":
        # push a run, then pop everything back while querying the extremes
        n = rng.randint(3, 60)
        values = [rng.randint(-10**9, 10**9) for _ in range(n)]
        ops = []
        for value in values:
            ops.append(["push", [value]])
            ops.append([rng.choice(["get_min", "get_max"]), []])
        for _ in range(n + rng.randint(0, 2)):
            ops.append(["pop", []])
            ops.append([rng.choice(["get_min", "get_max", "top", "size"]), []])
    elif kind == "extremes":
        values = [-10**9, 10**9, 0]
        ops = []
        for _ in range(rng.randint(10, 80)):
            if rng.random() < 0.55:
                ops.append(["push", [rng.choice(values)]])
            else:
                ops.append([rng.choice(_QUERIES), []])
    else:
        n = rng.randint(100, 5000)
        span = rng.choice([10, 1000, 10**9])
        ops = _ops(rng, n, -span, span, rng.uniform(0.45, 0.7))
    return {"init": [], "ops": ops}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["duplicates", "mountain", "empty_heavy", "extremes", "random"]
    weighted = ["random"] * 4 + ["duplicates", "duplicates", "mountain", "empty_heavy", "extremes"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
