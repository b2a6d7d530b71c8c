import random


def _matrix(rng: random.Random, n: int, missing: float, top: int) -> list[list[int]]:
    cost = [[0] * n for _ in range(n)]
    for i in range(n):
        for j in range(n):
            if i != j:
                cost[i][j] = -1 if rng.random() < missing else rng.randint(0, top)
    return cost


def _rules(rng: random.Random, n: int, count: int, allow_zero_target: bool) -> list[list[int]]:
    if n < 2:
        return []
    order = list(range(1, n))
    rng.shuffle(order)
    order = [0] + order  # rules consistent with this order
    rules = []
    for _ in range(count):
        i, j = sorted(rng.sample(range(n), 2))
        rules.append([order[i], order[j]])
    if allow_zero_target:
        rules.append([rng.randint(1, n - 1), 0])
    return rules


def _case(rng: random.Random, kind: str) -> list:
    if kind == "single":
        return [[[0]], []]
    n = rng.choice([rng.randint(2, 5), rng.randint(5, 9), rng.randint(10, 12)])
    top = rng.choice([10, 1000, 10**6])
    if kind == "sparse":
        return [_matrix(rng, n, 0.5, top), _rules(rng, n, rng.randint(0, 3), False)]
    if kind == "zero_last":
        return [_matrix(rng, n, 0.0, top), _rules(rng, n, rng.randint(0, 4), True)]
    if kind == "cycle":
        rules = _rules(rng, n, rng.randint(0, 3), False)
        a, b = rng.sample(range(1, n), 2) if n >= 3 else (1, 1)
        if a != b:
            rules += [[a, b], [b, a]]
        return [_matrix(rng, n, 0.1, top), rules]
    if kind == "asymmetric":
        cost = _matrix(rng, n, 0.0, top)
        for i in range(n):
            for j in range(i + 1, n):
                cost[i][j] = rng.randint(0, 5)
                cost[j][i] = rng.randint(top // 2, top)
        return [cost, _rules(rng, n, rng.randint(0, 2 * n), False)]
    return [_matrix(rng, n, rng.choice([0.0, 0.2]), top), _rules(rng, n, rng.randint(0, 2 * n), False)]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "sparse", "zero_last", "asymmetric", "cycle", "single"]
    weighted = ["random"] * 6 + ["sparse"] * 2 + ["asymmetric"] * 2 + ["zero_last", "cycle"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
