import random

_PRIMES = [p for p in range(2, 1001) if all(p % d for d in range(2, int(p ** 0.5) + 1))]


def _case(rng: random.Random, kind: str) -> list[int]:
    p = rng.choice([2, 3, 5, 7, rng.choice(_PRIMES)])
    if kind == "k_bigger":
        n = rng.randint(0, 10 ** rng.randint(1, 17))
        return [n, n + rng.randint(1, 10 ** rng.randint(1, 17)), p]
    if kind == "short_k":
        # k has far fewer base-p digits than n
        return [rng.randint(10**15, 10**18), rng.randint(1, p * p), p]
    if kind == "nonzero":
        # every digit of k is at most the matching digit of n, so the answer is not 0
        n = rng.randint(10**12, 10**18)
        k, scale, rest = 0, 1, n
        while rest:
            k += rng.randint(0, rest % p) * scale
            rest //= p
            scale *= p
        return [n, k, p]
    if kind == "edges":
        n = rng.randint(0, 10**18)
        return [n, rng.choice([0, n, 1, max(0, n - 1)]), p]
    if kind == "small":
        n = rng.randint(0, 30)
        return [n, rng.randint(0, 32), p]
    return [rng.randint(0, 10**18), rng.randint(0, 10**18), p]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["nonzero", "short_k", "k_bigger", "edges", "small", "random"]
    weighted = ["random"] * 2 + ["nonzero"] * 4 + ["short_k"] * 2 + ["k_bigger", "edges",
                                                                      "small"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
