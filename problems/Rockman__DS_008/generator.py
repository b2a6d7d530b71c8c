import random


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "huge":
        n = rng.randint(90000, 100000)
    elif kind == "single":
        n = 1
    else:
        n = rng.choice([rng.randint(1, 8), rng.randint(8, 500)])
    n_ops = rng.randint(4000, 5000) if kind == "huge" else rng.randint(5, 300)
    total = 0
    ops = []
    for _ in range(n_ops):
        r = rng.random()
        if r < 0.4:
            amount = 0 if rng.random() < 0.1 else rng.randint(1, rng.choice([3, 10**6]))
            total += amount
            ops.append(["add", [rng.randrange(n), amount]])
        elif r < 0.55:
            ops.append(["prefix_sum", [rng.randrange(n)]])
        elif r < 0.7:
            a, b = sorted([rng.randrange(n), rng.randrange(n)])
            ops.append(["range_sum", [a, b]])
        else:
            pick = rng.random()
            if pick < 0.1:
                target = rng.randint(-10**12, 0)
            elif pick < 0.2:
                target = total + rng.randint(1, 5)
            elif pick < 0.3:
                target = total
            else:
                target = rng.randint(1, max(1, total))
            ops.append(["find_prefix", [target]])
    return {"init": [n], "ops": ops}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["single", "random", "random"]
    if split == "hidden":
        fixed = ["huge", "huge"] + fixed
    weighted = ["random"] * 6 + ["single"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
