import random


def _ops(rng: random.Random, n_ops: int, keys: list[int], p_get: float, p_info: float) -> list:
    ops = []
    for _ in range(n_ops):
        r = rng.random()
        if r < p_info:
            if rng.random() < 0.7:
                ops.append(["frequency", [rng.choice(keys)]])
            else:
                ops.append(["size", []])
        elif r < p_info + p_get:
            ops.append(["get", [rng.choice(keys)]])
        else:
            ops.append(["put", [rng.choice(keys), rng.randint(0, 10**9)]])
    return ops


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "capacity_one":
        keys = rng.sample(range(0, 10**6 + 1), rng.randint(1, 4))
        return {"init": [1], "ops": _ops(rng, rng.randint(10, 80), keys, 0.4, 0.15)}
    if kind == "ties":
        # every key used the same number of times, then new keys force tie-broken evictions
        cap = rng.randint(2, 12)
        base = rng.randint(0, 10**6 - 100)
        keys = list(range(base, base + cap))
        ops = [["put", [k, rng.randint(0, 10**9)]] for k in keys]
        for _ in range(rng.randint(0, 3)):
            order = keys[:]
            rng.shuffle(order)
            ops += [["get", [k]] for k in order]
        for i in range(rng.randint(1, cap + 3)):
            ops.append(["put", [base + cap + i, rng.randint(0, 10**9)]])
            ops.append(["frequency", [rng.choice(keys)]])
        ops += [["get", [k]] for k in range(base, base + 2 * cap + 3)]
        return {"init": [cap], "ops": ops}
    if kind == "hot":
        # a few heavily used keys and a stream of one-off keys
        cap = rng.randint(2, 10)
        hot = rng.sample(range(0, 100), rng.randint(1, cap))
        ops = []
        fresh = 1000
        for _ in range(rng.randint(50, 400)):
            r = rng.random()
            if r < 0.4:
                ops.append(["get", [rng.choice(hot)]])
            elif r < 0.55:
                ops.append(["put", [rng.choice(hot), rng.randint(0, 10**9)]])
            elif r < 0.9:
                fresh += 1
                ops.append(["put", [fresh, rng.randint(0, 10**9)]])
            else:
                ops.append(["get", [rng.randint(1000, fresh + 1)]])
        return {"init": [cap], "ops": ops}
    if kind == "small":
        cap = rng.randint(2, 6)
        keys = rng.sample(range(0, 30), cap + rng.randint(1, 4))
        return {"init": [cap], "ops": _ops(rng, rng.randint(30, 300), keys, 0.4, 0.1)}
    cap = rng.randint(1, 1000)
    keys = rng.sample(range(0, 10**6 + 1), max(1, int(cap * rng.uniform(0.8, 2.5))))
    return {"init": [cap], "ops": _ops(rng, rng.randint(300, 3000), keys, rng.uniform(0.3, 0.6), 0.05)}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["ties", "hot", "capacity_one", "small", "random"]
    weighted = ["random", "random", "ties", "ties", "hot", "small", "small", "capacity_one"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
