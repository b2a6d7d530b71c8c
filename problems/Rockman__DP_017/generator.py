import random


def _strides(rng: random.Random, count: int, top: int) -> list[int]:
    return [rng.randint(1, top) for _ in range(count)]


def _broken(rng: random.Random, n: int, share: float) -> list[int]:
    return [s for s in range(1, n) if rng.random() < share]


def _case(rng: random.Random, kind: str) -> list:
    if kind == "ground":
        return [0, _strides(rng, rng.randint(1, 4), 5), rng.choice([[], [0]])]
    if kind == "top_broken":
        n = rng.randint(2, 60)
        return [n, _strides(rng, rng.randint(1, 4), 6), _broken(rng, n, 0.1) + [n]]
    if kind == "start_broken":
        n = rng.randint(1, 60)
        return [n, _strides(rng, rng.randint(1, 4), 6), [0] + _broken(rng, n, 0.1)]
    if kind == "repeats":
        n = rng.randint(5, 300)
        base = _strides(rng, rng.randint(1, 4), 5)
        strides = base + [rng.choice(base) for _ in range(rng.randint(1, 4))]
        rng.shuffle(strides)
        return [n, strides, _broken(rng, n, 0.05)]
    if kind == "large":
        n = rng.randint(15000, 20000)
        return [n, sorted(set(_strides(rng, 10, 30))), _broken(rng, n, 0.02)]
    n = rng.choice([rng.randint(1, 15), rng.randint(15, 400), rng.randint(400, 5000)])
    strides = _strides(rng, rng.randint(1, 6), rng.choice([3, 10, 40]))
    broken = _broken(rng, n, rng.choice([0.0, 0.05, 0.2]))
    if broken and rng.random() < 0.3:
        broken.append(rng.choice(broken))  # a repeated broken step
    rng.shuffle(broken)
    return [n, strides, broken]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["repeats", "random", "top_broken", "start_broken", "ground", "large", "random"]
    weighted = ["random"] * 6 + ["repeats"] * 2 + ["top_broken", "start_broken", "large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
