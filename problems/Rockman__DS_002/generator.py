import random

_METHODS = ["offer", "poll", "peek_front", "peek_back", "size", "is_full"]


def _ops(rng: random.Random, n_ops: int, p_offer: float, values: list[int]) -> list:
    ops = []
    for _ in range(n_ops):
        if rng.random() < p_offer:
            ops.append(["offer", [rng.choice(values)]])
        else:
            ops.append([rng.choice(_METHODS[1:]), []])
    return ops


def _case(rng: random.Random, kind: str) -> dict:
    values = [rng.randint(-10**9, 10**9) for _ in range(rng.randint(1, 50))]
    if kind == "capacity_one":
        return {"init": [1], "ops": _ops(rng, rng.randint(10, 80), 0.4, values)}
    if kind == "overfill":
        cap = rng.randint(2, 10)
        ops = [["offer", [rng.choice(values)]] for _ in range(cap + rng.randint(1, 4))]
        return {"init": [cap], "ops": ops + _ops(rng, rng.randint(20, 100), 0.45, values)}
    if kind == "drain":
        cap = rng.randint(1, 12)
        ops = [["offer", [rng.choice(values)]] for _ in range(rng.randint(1, cap))]
        ops += [[rng.choice(["poll", "poll", "peek_front", "peek_back"]), []]
                for _ in range(cap + 3)]
        return {"init": [cap], "ops": ops + _ops(rng, rng.randint(10, 50), 0.5, values)}
    if kind == "long":
        cap = rng.randint(1, 1000)
        return {"init": [cap], "ops": _ops(rng, rng.randint(2000, 5000), rng.uniform(0.3, 0.7),
                                          values)}
    cap = rng.randint(1, 20)
    return {"init": [cap], "ops": _ops(rng, rng.randint(10, 300), rng.uniform(0.3, 0.7), values)}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["overfill", "drain", "capacity_one", "random", "long"]
    weighted = ["random"] * 5 + ["overfill", "drain", "capacity_one", "long"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
