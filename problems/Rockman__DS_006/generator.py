import random


def _case(rng: random.Random, kind: str) -> dict:
    n = rng.choice([rng.randint(1, 8), rng.randint(2, 60), rng.randint(100, 2000)])
    if kind == "tiny":
        n = rng.randint(1, 4)
    # hidden true balances make most facts consistent; some facts are deliberately wrong
    balance = [rng.randint(-10**6, 10**6) for _ in range(n)]
    n_ops = rng.randint(2000, 5000) if kind == "long" else rng.randint(5, 300)
    p_wrong = 0.0 if kind == "consistent" else rng.choice([0.05, 0.2, 0.5])
    ops = []
    for _ in range(n_ops):
        r = rng.random()
        a, b = rng.randrange(n), rng.randrange(n)
        if kind == "self" and rng.random() < 0.3:
            b = a
        if r < 0.5:
            diff = balance[b] - balance[a]
            if rng.random() < p_wrong:
                diff += rng.choice([-1, 1, rng.randint(-1000, 1000) or 7])
            ops.append(["record", [a, b, diff]])
        elif r < 0.9:
            ops.append(["difference", [a, b]])
        else:
            ops.append(["groups", []])
    return {"init": [n], "ops": ops}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["self", "consistent", "tiny", "random", "long"]
    weighted = ["random"] * 5 + ["self", "consistent", "tiny", "long"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
