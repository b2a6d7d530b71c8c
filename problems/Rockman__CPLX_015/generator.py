import random

_BIG = 10**9


def _stays(rng: random.Random, n: int, horizon: int, max_len: int) -> list[list[int]]:
    out = []
    for _ in range(n):
        a = rng.randint(0, horizon - 1)
        out.append([a, min(horizon, a + rng.randint(1, max_len))])
    return out


def _windows(rng: random.Random, q: int, horizon: int, max_len: int, stays) -> list[list[int]]:
    points = [t for stay in stays for t in stay]
    out = []
    for _ in range(q):
        if points and rng.random() < 0.5:
            # windows that start or end exactly where a stay starts or ends
            s = rng.choice(points)
            if rng.random() < 0.5:
                s = max(0, s - rng.randint(1, max_len))
            e = s + rng.randint(1, max_len)
            if rng.random() < 0.5:
                e = max(s + 1, rng.choice(points))
        else:
            s = rng.randint(0, horizon - 1)
            e = s + rng.randint(1, max_len)
        out.append([min(s, _BIG - 1), min(e, _BIG)])
    return out


def _case(rng: random.Random, kind: str) -> list:
    if kind == "empty_stays":
        return [[], _windows(rng, rng.randint(1, 5), 100, 20, [])]
    if kind == "no_windows":
        return [_stays(rng, rng.randint(0, 10), 100, 20), []]
    if kind == "touching":
        # every window ends where a stay starts or starts where a stay ends
        stays = _stays(rng, rng.randint(1, 30), 60, 10)
        windows = []
        for a, l in rng.sample(stays, min(len(stays), 10)):
            windows.append([max(0, a - rng.randint(1, 5)), a])
            windows.append([l, l + rng.randint(1, 5)])
            windows.append([a, a + 1])
            windows.append([l - 1, l])
        return [stays, windows]
    if kind == "unit":
        stays = [[t, t + 1] for t in (rng.randint(0, 20) for _ in range(rng.randint(1, 40)))]
        return [stays, [[t, t + 1] for t in range(0, 22)]]
    if kind == "extremes":
        stays = [[0, _BIG], [_BIG - 1, _BIG], [0, 1]] + _stays(rng, 20, _BIG, _BIG)
        return [stays, [[0, 1], [_BIG - 1, _BIG], [0, _BIG], [1, _BIG - 1]]
                + _windows(rng, 10, _BIG, _BIG, stays)]
    if kind == "large":
        n = rng.randint(25000, 30000)
        q = rng.randint(25000, 30000)
        horizon = rng.choice([10**5, 10**7, _BIG])
        stays = _stays(rng, n, horizon, max(2, horizon // rng.choice([50, 1000, 10**5])))
        return [stays, _windows(rng, q, horizon, max(2, horizon // 100), stays)]
    horizon = rng.choice([50, 1000, 10**6, _BIG])
    n = rng.randint(1, 300)
    stays = _stays(rng, n, horizon, max(2, horizon // rng.choice([2, 10, 100])))
    return [stays, _windows(rng, rng.randint(1, 300), horizon, max(2, horizon // 10), stays)]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "touching", "large", "unit", "empty_stays", "random", "no_windows",
             "extremes", "touching", "random"]
    if split == "hidden":
        fixed += ["large"]
    weighted = ["random"] * 6 + ["touching", "touching", "unit", "extremes"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
