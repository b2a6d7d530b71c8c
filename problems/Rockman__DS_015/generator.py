import random

METHODS = ["buy", "sell", "cancel", "best_bid", "best_ask", "open_orders"]


def _ops(rng: random.Random, count: int, mid: int, spread: int, qmax: int, weights) -> list:
    ops = []
    used: list[int] = []
    next_id = rng.randint(1, 1000)
    for _ in range(count):
        name = rng.choices(METHODS, weights)[0]
        if name in ("buy", "sell"):
            next_id += rng.randint(1, 5)
            used.append(next_id)
            price = max(1, min(10**6, mid + rng.randint(-spread, spread)))
            ops.append([name, [next_id, price, rng.randint(1, qmax)]])
        elif name == "cancel":
            if used and rng.random() < 0.85:
                target = rng.choice(used[-30:]) if rng.random() < 0.7 else rng.choice(used)
            else:
                target = rng.randint(1, 10**9)
            ops.append(["cancel", [target]])
        else:
            ops.append([name, []])
    return ops


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "empty_queries":
        ops = [["best_bid", []], ["best_ask", []], ["open_orders", []], ["cancel", [5]]]
        return {"init": [], "ops": ops + _ops(rng, 15, 100, 3, 5, [3, 3, 2, 2, 2, 1])}
    if kind == "one_side":
        side = rng.choice([[4, 0, 2, 2, 2, 1], [0, 4, 2, 2, 2, 1]])
        return {"init": [], "ops": _ops(rng, 60, 500, 50, 20, side)}
    if kind == "extreme":
        mid = rng.choice([1, 10**6])
        return {"init": [], "ops": _ops(rng, 200, mid, 2, 10**4, [4, 4, 2, 2, 2, 1])}
    if kind == "large":
        return {"init": [], "ops": _ops(rng, 5000, 5000, 40, 100, [5, 5, 3, 2, 2, 1])}
    mid = rng.randint(10, 10**6 - 10)
    spread = rng.choice([1, 3, 10, 100])
    count = rng.randint(10, 500)
    return {"init": [], "ops": _ops(rng, count, mid, spread, rng.choice([3, 50, 10**4]),
                                    [4, 4, 2, 2, 2, 1])}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "empty_queries", "one_side", "extreme", "random", "large"]
    weighted = ["random"] * 8 + ["one_side", "extreme", "large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
