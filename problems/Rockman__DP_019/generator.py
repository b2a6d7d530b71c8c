import random


def _clip(value: int) -> int:
    return max(0, min(1000, value))


def _signal(rng: random.Random, n: int) -> list[int]:
    shape = rng.choice(["steps", "steps", "steps", "walk", "wave", "noise"])
    if shape == "steps":
        # a few held temperatures with noise around them
        plateaus = [rng.randint(0, 1000) for _ in range(rng.randint(2, 12))]
        noise = rng.choice([0, 10, 30, 60, 100])
        out, level = [], rng.choice(plateaus)
        for _ in range(n):
            if rng.random() < rng.choice([0.02, 0.08, 0.2]):
                level = rng.choice(plateaus)
            out.append(_clip(level + rng.randint(-noise, noise)))
        return out
    if shape == "walk":
        out, value = [], rng.randint(200, 800)
        step = rng.choice([5, 20, 60])
        for _ in range(n):
            value = _clip(value + rng.randint(-step, step))
            out.append(value)
        return out
    if shape == "wave":
        period = rng.randint(8, 80)
        amp = rng.randint(50, 450)
        base = rng.randint(amp, 1000 - amp)
        out = []
        for t in range(n):
            phase = (t % period) * 4 / period
            tri = phase if phase < 2 else 4 - phase
            out.append(_clip(base - amp + int(tri * amp) + rng.randint(-10, 10)))
        return out
    return [rng.randint(0, 1000) for _ in range(n)]


def _case(rng: random.Random, kind: str) -> list:
    if kind == "empty":
        return [[], rng.randint(1, 8), rng.randint(0, 1000)]
    if kind == "single":
        return [[rng.randint(0, 1000)], rng.randint(1, 8), rng.randint(0, 1000)]
    if kind == "one_preset":
        return [_signal(rng, rng.randint(2, 120)), 1, rng.randint(0, 10**5)]
    if kind == "constant":
        return [[rng.randint(0, 1000)] * rng.randint(2, 60), rng.randint(1, 8), rng.randint(0, 1000)]
    if kind == "exact_fit":
        # few distinct values and free switching: a perfect schedule exists
        values = [rng.randint(0, 1000) for _ in range(rng.randint(1, 6))]
        desired = [rng.choice(values) for _ in range(rng.randint(2, 150))]
        return [desired, len(set(desired)) + rng.randint(0, 2), 0]
    if kind == "large":
        n = rng.randint(700, 1000)
        return [_signal(rng, n), rng.randint(3, 6), rng.choice([rng.randint(0, 2000), rng.randint(2000, 50000)])]
    n = rng.choice([rng.randint(2, 20), rng.randint(100, 250), rng.randint(250, 450)])
    m = rng.randint(2, 8)
    c = rng.choice([0, rng.randint(1, 500), rng.randint(500, 5000), rng.randint(5000, 50000)])
    return [_signal(rng, n), m, c]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "exact_fit", "one_preset", "random", "single", "empty", "constant", "random"]
    weighted = ["random"] * 10 + ["exact_fit", "one_preset", "constant"]
    cases = []
    for i in range(count):
        if i < len(fixed):
            kind = fixed[i]
        elif split == "hidden" and i % 10 == 5:
            kind = "large"
        else:
            kind = rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
