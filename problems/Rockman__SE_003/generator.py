import random

_OPS = ["+", "-", "*", "/", "%", "dup", "swap", "drop"]


def _value(rng: random.Random) -> int:
    r = rng.random()
    if r < 0.5:
        return rng.randint(-20, 20)
    if r < 0.6:
        return 0
    if r < 0.85:
        return rng.randint(-10**6, 10**6)
    return rng.choice([-1, 1]) * rng.randint(10**8, 2**53)


def _ops(rng: random.Random, count: int, p_push: float, weights: list[int]) -> list:
    ops = []
    for _ in range(count):
        r = rng.random()
        if r < p_push:
            ops.append(["push", [_value(rng)]])
        elif r < p_push + 0.05:
            ops.append(["apply", [rng.choice(["^", "pop", "neg", "//", ""])]])
        elif r < p_push + 0.2:
            ops.append([rng.choice(["top", "size"]), []])
        else:
            ops.append(["apply", [rng.choices(_OPS, weights)[0]]])
    return ops


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "division":
        ops = []
        for _ in range(rng.randint(5, 30)):
            ops += [["push", [rng.randint(-50, 50)]], ["push", [rng.choice([0, rng.randint(-9, 9)])]],
                    ["apply", [rng.choice(["/", "%"])]], ["top", []], ["size", []]]
        return {"init": [], "ops": ops}
    if kind == "fill":
        ops = [["push", [rng.randint(-5, 5)]] for _ in range(rng.randint(95, 105))]
        ops += [["apply", ["dup"]], ["size", []], ["push", [1]], ["apply", ["drop"]], ["apply", ["dup"]], ["size", []]]
        return {"init": [], "ops": ops}
    if kind == "big":
        ops = [["push", [rng.choice([-1, 1]) * rng.randint(2**26, 2**30)]] for _ in range(3)]
        ops += [["apply", ["*"]], ["top", []], ["apply", ["*"]], ["size", []], ["top", []], ["push", [2**53]], ["push", [1]], ["apply", ["+"]], ["top", []], ["push", [-1]], ["apply", ["-"]], ["top", []]]
        return {"init": [], "ops": ops}
    count = rng.choice([rng.randint(5, 40), rng.randint(100, 600)])
    return {"init": [], "ops": _ops(rng, count, rng.uniform(0.3, 0.55), [3, 3, 3, 3, 3, 1, 1, 1])}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["division", "big", "fill", "random", "random"]
    weighted = ["random"] * 5 + ["division", "big", "fill"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
