import random


def _case(rng: random.Random, kind: str) -> list[int]:
    if kind == "huge":
        return [rng.randint(10**15, 10**18)]
    if kind == "perfect":
        k = rng.randint(1, 15)
        return [k ** k]
    if kind == "small":
        return [rng.randint(1, 30)]
    if kind == "one":
        return [1]
    return [rng.randint(1, 10 ** rng.randint(1, 18))]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["huge", "perfect", "small", "random", "one", "huge"]
    weighted = ["random"] * 5 + ["huge", "huge", "perfect", "small"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
