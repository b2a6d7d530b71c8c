import random


def _stations(rng: random.Random, length: int, n: int) -> list[int]:
    return sorted(rng.sample(range(1, length), min(n, length - 1)))


def _case(rng: random.Random, kind: str) -> list:
    if kind == "direct":
        lo = rng.randint(1, 50)
        hi = rng.randint(lo, 100)
        return [rng.randint(lo, hi), [], [], lo, hi]
    if kind == "stranded":
        lo = rng.randint(2, 50)
        hi = rng.randint(lo, 100)
        length = rng.choice([rng.randint(1, lo - 1), rng.randint(hi + 1, 300)])
        return [length, [], [], lo, hi]
    if kind == "large":
        length = rng.randint(5 * 10**8, 10**9)
        n = rng.randint(40000, 60000)
        positions = _stations(rng, length, n)
        lo = rng.randint(1, 10**5)
        hi = rng.randint(length // 4, length // 2)
        fees = [rng.randint(1, 10**9) for _ in positions]
        return [length, positions, fees, lo, hi]
    step = rng.choice([1, 5, 10])
    n = rng.choice([rng.randint(1, 8), rng.randint(5, 60), rng.randint(100, 1500)])
    gap = rng.randint(1, 6)  # the average distance between stations, in steps
    positions = []
    spot = 0
    for _ in range(n):
        spot += step * rng.randint(1, 2 * gap - 1)
        positions.append(spot)
    length = spot + step * rng.randint(1, 2 * gap)
    lo = step * rng.randint(1, gap)
    if rng.random() < 0.8:
        hi = lo + step * rng.randint(2 * gap - 1, 3 * gap + 1)
    else:
        hi = lo + step * rng.randint(0, gap)
    if kind == "gap" and positions:
        # remove every station in a stretch longer than hi so that the trip is impossible
        start = rng.choice(positions)
        positions = [p for p in positions if not start < p <= start + hi]
    fees = [rng.randint(1, rng.choice([10, 10**9])) for _ in positions]
    return [length, positions, fees, lo, hi]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["direct", "random", "stranded", "gap", "random", "random"]
    weighted = ["random"] * 7 + ["gap", "direct", "stranded"]
    cases = []
    for i in range(count):
        if i < len(fixed):
            kind = fixed[i]
        elif split == "hidden" and i % 16 == 7:
            kind = "large"
        else:
            kind = rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
