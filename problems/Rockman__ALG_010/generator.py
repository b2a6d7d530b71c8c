import random


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "many_duplicates":
        base = [rng.randint(1, 8) for _ in range(rng.randint(1, 4))]
        values = [rng.choice(base) for _ in range(rng.randint(4, 24))]
        return {"args": [values, rng.randint(1, 40)]}
    if kind == "sorted_desc":
        values = sorted((rng.randint(1, 15) for _ in range(rng.randint(3, 20))), reverse=True)
        return {"args": [values, rng.randint(5, 40)]}
    if kind == "unreachable":
        values = [2 * rng.randint(1, 10) for _ in range(rng.randint(0, 15))]
        return {"args": [values, 2 * rng.randint(0, 20) + 1]}
    if kind == "single_value":
        v = rng.randint(1, 6)
        return {"args": [[v] * rng.randint(1, 24), v * rng.randint(1, 8)]}
    if kind == "wide":
        values = [rng.randint(1, 40) for _ in range(rng.randint(10, 24))]
        return {"args": [values, rng.randint(20, 60)]}
    values = [rng.randint(1, 20) for _ in range(rng.randint(1, 20))]
    return {"args": [values, rng.randint(1, 50)]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["many_duplicates", "random", "sorted_desc", "single_value", "unreachable", "wide"]
    weighted = ["random"] * 4 + ["many_duplicates"] * 3 + ["sorted_desc", "unreachable",
                                                           "single_value", "wide", "wide"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
