import random


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "exact_hops":
        # stations exactly one tank apart: every arrival is on an empty tank
        r = rng.randint(1, 50)
        hops = rng.randint(2, 40)
        target = r * hops
        stations = [r * i for i in range(1, hops)]
        stations += [rng.randint(1, target - 1) for _ in range(rng.randint(0, 5))]
        rng.shuffle(stations)
        return {"args": [target, r, stations]}
    if kind == "gap":
        # a stretch longer than the tank range without any station
        target = rng.randint(100, 10**6)
        r = rng.randint(10, max(11, target // 5))
        lo = rng.randint(1, target - r - 2) if target - r - 2 > 1 else 1
        stations = [p for p in (rng.randint(1, target - 1) for _ in range(rng.randint(0, 40)))
                    if not lo <= p <= lo + r]
        rng.shuffle(stations)
        return {"args": [target, r, stations]}
    if kind == "no_refill":
        target = rng.randint(1, 10**9)
        r = rng.randint(target, 10**9)
        stations = [rng.randint(1, target - 1) for _ in range(rng.randint(0, 5))] if target > 1 else []
        return {"args": [target, r, stations]}
    if kind == "duplicates":
        target = rng.randint(20, 2000)
        r = rng.randint(3, max(4, target // 4))
        base = [rng.randint(1, target - 1) for _ in range(rng.randint(3, 30))]
        stations = base + [rng.choice(base) for _ in range(rng.randint(1, 30))]
        rng.shuffle(stations)
        return {"args": [target, r, stations]}
    if kind == "late_listed":
        # the useful stations come after unhelpful far ones in the list
        r = rng.randint(5, 100)
        hops = rng.randint(3, 30)
        target = r * hops - rng.randint(0, r - 1)
        near = sorted(rng.randint(1, target - 1) for _ in range(hops * 3))
        far = sorted(near, reverse=True)
        return {"args": [target, r, far]}
    if kind == "large":
        target = rng.randint(10**8, 10**9)
        n = rng.randint(2000, 5000)
        r = rng.randint(target // n + 1, 4 * (target // n) + 2)
        stations = [rng.randint(1, target - 1) for _ in range(n)]
        return {"args": [target, r, stations]}
    target = rng.randint(2, 10**rng.randint(2, 9))
    n = rng.randint(0, 60)
    r = rng.randint(1, max(1, target // max(1, n // 2)))
    stations = [rng.randint(1, target - 1) for _ in range(n)]
    return {"args": [target, r, stations]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["exact_hops", "late_listed", "gap", "duplicates", "no_refill", "random", "large"]
    weighted = ["random"] * 4 + ["exact_hops", "exact_hops", "late_listed", "gap",
                                 "duplicates", "no_refill", "large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
