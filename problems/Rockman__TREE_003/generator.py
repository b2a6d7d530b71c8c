import random


def _case(rng: random.Random, kind: str) -> dict:
    span = rng.choice([10, 100, 10**9])
    if kind == "dense":
        span = 6
    pool = [rng.randint(-span, span) for _ in range(rng.randint(1, 200))]
    n_ops = rng.randint(3000, 5000) if kind == "long" else rng.randint(5, 300)
    if kind == "empty_queries":
        n_ops = rng.randint(3, 15)
    size_guess = 0
    ops = []
    for _ in range(n_ops):
        r = rng.random()
        x = rng.choice(pool) + rng.choice([0, 0, 0, -1, 1])
        x = max(-10**9, min(10**9, x))
        if kind == "empty_queries":
            r = 0.3 + 0.7 * r
        if r < 0.3:
            ops.append(["add", [x]])
            size_guess += 1
        elif r < 0.42:
            ops.append(["discard", [x]])
        elif r < 0.57:
            ops.append(["floor", [x]])
        elif r < 0.72:
            ops.append(["ceiling", [x]])
        elif r < 0.86:
            ops.append(["kth", [rng.choice([rng.randint(-5, 0), rng.randint(1, size_guess + 3),
                                            rng.randint(1, max(1, size_guess))])]])
        else:
            ops.append(["rank", [x]])
    return {"init": [], "ops": ops}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["dense", "empty_queries", "random", "long"]
    weighted = ["random"] * 6 + ["dense", "empty_queries", "long"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
