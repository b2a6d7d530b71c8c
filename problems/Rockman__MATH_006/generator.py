import random


def _faces(rng: random.Random) -> list[int]:
    n = rng.randint(1, rng.choice([2, 4, 8]))
    return [rng.choice([rng.randint(1, 20), 6, 2, 1]) for _ in range(n)]


def _case(rng: random.Random, kind: str) -> list:
    faces = _faces(rng)
    low, high = len(faces), sum(faces)
    if kind == "exact_max":
        return [faces, high]
    if kind == "exact_min":
        return [faces, low + rng.randint(0, 1)]
    if kind == "below":
        return [faces, rng.randint(-1000, low)]
    if kind == "above":
        return [faces, rng.randint(high + 1, 1000)]
    if kind == "large":
        faces = [rng.randint(15, 20) for _ in range(8)]
        return [faces, rng.randint(len(faces), sum(faces))]
    return [faces, rng.randint(low, high)]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "exact_max", "exact_min", "below", "above", "large"]
    weighted = ["random"] * 6 + ["exact_max", "exact_min", "below", "above", "large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
