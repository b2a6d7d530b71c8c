import random


def _case(rng: random.Random, kind: str) -> list:
    if kind == "tiny":
        n = rng.randint(0, 2)
        return [[rng.randint(0, 10) for _ in range(n)], rng.randint(0, 40)]
    n = rng.choice([rng.randint(3, 12), rng.randint(3, 200), rng.randint(500, 800)])
    if kind == "duplicates":
        w = [rng.randint(0, 5) for _ in range(n)]
        # a limit hitting exact sums often
        return [w, rng.randint(0, 15)]
    top = rng.choice([100, 10**4, 10**9])
    w = [rng.randint(0, top) for _ in range(n)]
    if kind == "exact_sum":
        a, b, c = rng.sample(range(n), 3)
        return [w, w[a] + w[b] + w[c]]
    if kind == "all_fit":
        return [w, 3 * top + 1]
    return [w, rng.randint(0, 3 * top)]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["exact_sum", "duplicates", "random", "tiny", "all_fit"]
    weighted = ["random"] * 4 + ["exact_sum"] * 3 + ["duplicates"] * 2 + ["tiny", "all_fit"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
