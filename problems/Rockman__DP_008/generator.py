import random


def _case(rng: random.Random, kind: str) -> list:
    if kind == "empty":
        return [[], rng.randint(0, 100)]
    if kind == "zero":
        return [[rng.randint(1, 50) for _ in range(rng.randint(1, 5))], 0]
    if kind == "greedy_trap":
        a = rng.randint(3, 30)
        b = a + rng.randint(1, a - 1)
        c = a + b - rng.randint(1, a - 1)
        values = [a, b, c] + [rng.randint(2 * c, 5000) for _ in range(rng.randint(0, 3))]
        rng.shuffle(values)
        return [values, (a + b) * rng.randint(1, 20)]
    if kind == "no_solution":
        g = rng.choice([2, 3, 5, 10])
        values = [g * rng.randint(1, 200) for _ in range(rng.randint(1, 6))]
        return [values, g * rng.randint(1, 400) + rng.randint(1, g - 1)]
    n = rng.choice([rng.randint(1, 4), rng.randint(1, 12), rng.randint(20, 30)])
    top = rng.choice([20, 500, 5000])
    values = [rng.randint(1, top) for _ in range(n)]
    if rng.random() < 0.3:
        values += [rng.choice(values)]
    return [values, rng.choice([rng.randint(0, 100), rng.randint(100, 5000)])]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["greedy_trap", "no_solution", "random", "zero", "greedy_trap", "empty"]
    weighted = ["random"] * 5 + ["greedy_trap"] * 3 + ["no_solution"] * 2 + ["zero", "empty"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
