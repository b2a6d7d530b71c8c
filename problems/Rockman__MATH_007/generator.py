import random


def _case(rng: random.Random, kind: str) -> list:
    k = rng.randint(1, 4)
    coeffs = [rng.choice([0, 1, 2, rng.randint(0, 10**9)]) for _ in range(k)]
    initial = [rng.choice([0, 1, rng.randint(0, 10**9)]) for _ in range(k)]
    if kind == "small_n":
        return [coeffs, initial, rng.randint(0, 3 * k)]
    if kind == "below_k":
        k = rng.randint(2, 4)
        coeffs = [rng.randint(0, 10**9) for _ in range(k)]
        initial = [rng.randint(0, 10**9) for _ in range(k)]
        return [coeffs, initial, rng.randint(0, k - 1)]
    if kind == "exactly_k":
        return [coeffs, initial, k]
    if kind == "asymmetric":
        k = rng.randint(2, 4)
        coeffs = [rng.randint(1, 10**9) for _ in range(k)]
        initial = [rng.randint(0, 10**9) for _ in range(k)]
        return [coeffs, initial, rng.randint(k, 60)]
    if kind == "huge":
        k = 4
        coeffs = [rng.randint(0, 10**9) for _ in range(k)]
        initial = [rng.randint(0, 10**9) for _ in range(k)]
        return [coeffs, initial, rng.randint(10**17, 10**18)]
    return [coeffs, initial, rng.randint(0, 10 ** rng.randint(1, 18))]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["asymmetric", "exactly_k", "below_k", "small_n", "huge", "random"]
    weighted = ["random"] * 5 + ["asymmetric"] * 2 + ["exactly_k", "below_k", "small_n",
                                                      "huge"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
