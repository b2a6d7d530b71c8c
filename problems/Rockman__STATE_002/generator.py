import random


def _seq(rng: random.Random, n_ops: int, keys: list[int], max_ttl: int, max_step: int) -> list:
    now = rng.randint(0, 1000)
    ops = []
    recent: list[tuple[int, int]] = []  # (key, expiry) of recent writes, to hit exact boundaries
    for _ in range(n_ops):
        r = rng.random()
        if recent and r < 0.15:
            # jump to exactly an expiry moment (or one before it) of a recent write
            key, expiry = rng.choice(recent)
            target = expiry - rng.choice([0, 0, 1])
            if target >= now:
                now = target
            ops.append([rng.choice(["get", "get", "alive_count", "touch", "remove"]), key])
        else:
            now += rng.choice([0, 0, 1, rng.randint(0, max_step)])
            key = rng.choice(keys)
            kind = rng.choices(["put", "get", "touch", "remove", "alive_count"], [35, 35, 12, 8, 10])[0]
            ops.append([kind, key])
        kind, key = ops[-1]
        if kind == "put":
            ttl = rng.randint(1, max_ttl)
            ops[-1] = ["put", [key, rng.randint(0, 10**9), ttl, now]]
            recent.append((key, now + ttl))
        elif kind == "touch":
            ttl = rng.randint(1, max_ttl)
            ops[-1] = ["touch", [key, ttl, now]]
            recent.append((key, now + ttl))
        elif kind == "alive_count":
            ops[-1] = ["alive_count", [now]]
        else:
            ops[-1] = [kind, [key, now]]
        recent = recent[-8:]
    return ops


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "one_key":
        return {"init": [], "ops": _seq(rng, rng.randint(20, 100), [rng.randint(0, 10**6)], 5, 4)}
    if kind == "short_ttl":
        keys = rng.sample(range(0, 50), rng.randint(2, 8))
        return {"init": [], "ops": _seq(rng, rng.randint(50, 400), keys, 3, 2)}
    if kind == "long_ttl":
        keys = rng.sample(range(0, 10**6 + 1), rng.randint(5, 200))
        return {"init": [], "ops": _seq(rng, rng.randint(100, 1500), keys, 10**6, 10**4)}
    keys = rng.sample(range(0, 10**6 + 1), rng.randint(5, 500))
    return {"init": [], "ops": _seq(rng, rng.randint(300, 3000), keys, rng.choice([10, 100, 1000]),
                                     rng.choice([3, 30, 300]))}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["short_ttl", "one_key", "long_ttl", "random"]
    weighted = ["random", "random", "short_ttl", "short_ttl", "one_key", "long_ttl"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
