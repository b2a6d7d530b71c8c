import random


def _ops(rng: random.Random, n_ops: int, keys: list[int], p_get: float, p_size: float) -> list:
    ops = []
    for _ in range(n_ops):
        r = rng.random()
        if r < p_size:
            ops.append(["size", []])
        elif r < p_size + p_get:
            ops.append(["get", [rng.choice(keys)]])
        else:
            ops.append(["put", [rng.choice(keys), rng.randint(0, 10**9)]])
    return ops


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "capacity_one":
        keys = rng.sample(range(0, 10**6 + 1), rng.randint(1, 4))
        return {"init": [1], "ops": _ops(rng, rng.randint(5, 60), keys, 0.45, 0.1)}
    if kind == "hot_updates":
        # keys slightly outnumber capacity; many overwrites of present keys
        cap = rng.randint(2, 8)
        keys = rng.sample(range(0, 1000), cap + rng.randint(1, 3))
        return {"init": [cap], "ops": _ops(rng, rng.randint(30, 300), keys, 0.4, 0.05)}
    if kind == "fits":
        # capacity never reached
        cap = rng.randint(5, 50)
        keys = rng.sample(range(0, 10**6 + 1), rng.randint(1, cap))
        return {"init": [cap], "ops": _ops(rng, rng.randint(10, 200), keys, 0.5, 0.1)}
    if kind == "scan":
        # fill, touch the oldest entries with get, then insert new keys
        cap = rng.randint(2, 30)
        base = rng.randint(0, 10**6 - 200)
        ops = [["put", [base + i, rng.randint(0, 10**9)]] for i in range(cap)]
        for i in rng.sample(range(cap), rng.randint(1, cap)):
            ops.append(["get", [base + i]])
        for i in range(rng.randint(1, cap)):
            ops.append(["put", [base + cap + i, rng.randint(0, 10**9)]])
        ops += [["get", [base + i]] for i in range(2 * cap)]
        ops.append(["size", []])
        return {"init": [cap], "ops": ops}
    cap = rng.randint(1, 1000)
    n_keys = max(1, int(cap * rng.uniform(0.8, 3.0)))
    keys = rng.sample(range(0, 10**6 + 1), n_keys)
    return {"init": [cap], "ops": _ops(rng, rng.randint(200, 5000), keys, rng.uniform(0.3, 0.6), 0.02)}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["hot_updates", "scan", "capacity_one", "fits", "random"]
    weighted = ["random"] * 3 + ["hot_updates", "hot_updates", "scan", "capacity_one", "fits"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
