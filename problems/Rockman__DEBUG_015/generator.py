import random


def _subset_target(rng: random.Random, weights: list[int]) -> int:
    if not weights:
        return 0
    picked = [w for w in weights if rng.random() < 0.5]
    return sum(picked) if picked else rng.choice(weights)


def _case(rng: random.Random, kind: str) -> list:
    if kind == "zero":
        n = rng.randint(0, 6)
        return [[rng.randint(1, 100) for _ in range(n)], 0]
    if kind == "empty_list":
        return [[], rng.choice([0, rng.randint(1, 50)])]
    if kind == "none":
        weights = [2 * rng.randint(1, 50) for _ in range(rng.randint(1, 10))]
        return [weights, rng.choice([2 * rng.randint(1, 200) + 1, sum(weights) + 2])]
    if kind == "equal":
        n = rng.randint(4, 12)
        w = rng.randint(1, 9)
        weights = [w] * n
        if rng.random() < 0.5:
            weights[rng.randrange(n)] = rng.randint(1, 9)
        return [weights, w * rng.randint(1, n // 2 + 1)]
    if kind == "heavy_first":
        n = rng.randint(4, 12)
        weights = [rng.randint(50, 100)] + [rng.randint(1, 30) for _ in range(n - 1)]
        rng.shuffle(weights)
        return [weights, sum(rng.sample(weights[1:], 2)) if n > 2 else weights[0]]
    if kind == "full":
        weights = [rng.randint(1, 100) for _ in range(rng.randint(1, 14))]
        return [weights, sum(weights)]
    if kind == "dense":
        n = rng.randint(12, 14)
        weights = [rng.randint(1, 6) for _ in range(n)]
        return [weights, rng.randint(8, 3 * n)]
    n = rng.randint(1, 14)
    weights = [rng.randint(1, rng.choice([10, 30, 100])) for _ in range(n)]
    return [weights, _subset_target(rng, weights)]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "heavy_first", "equal", "zero", "none", "dense", "full", "empty_list"]
    weighted = ["random"] * 6 + ["heavy_first", "equal", "zero", "none", "dense", "full",
                                 "empty_list"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
