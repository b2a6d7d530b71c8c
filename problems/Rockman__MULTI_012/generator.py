import random


def _hm(t: int) -> str:
    return f"{t // 60:02d}:{t % 60:02d}"


def _bad(rng: random.Random) -> str:
    return rng.choice([
        "9:00-10:00", "09:00 - 10:00", "09:00-09:00", "11:00-10:00", "24:00-24:30", "10:60-11:00",
        "09:00-10", "0900-1000", "", "09:00-10:00 ", "ab:cd-ef:gh",
    ])


def _case(rng: random.Random, n: int, p_bad: float) -> dict:
    day_start = rng.randint(0, 900)
    day_end = rng.randint(day_start, 1439)
    busy = []
    for _ in range(n):
        if rng.random() < p_bad:
            busy.append(_bad(rng))
            continue
        a = rng.randint(max(0, day_start - 120), min(1438, day_end + 60))
        b = min(1439, a + rng.choice([1, 5, 15, 30, 60, rng.randint(1, 240)]))
        if rng.random() < 0.1:
            busy.append(_hm(b) + "-" + _hm(a))  # end before start: ignored
        else:
            busy.append(_hm(a) + "-" + _hm(b))
        if rng.random() < 0.2:
            # a meeting starting exactly when this one ends
            c = min(1439, b + rng.randint(1, 60))
            if b < c:
                busy.append(_hm(b) + "-" + _hm(c))
    rng.shuffle(busy)
    duration = rng.choice([1, 5, 15, 30, 45, 60, 90, rng.randint(1, 600)])
    return {"args": [busy, duration, _hm(day_start), _hm(day_end)]}


def _exact_gap(rng: random.Random) -> dict:
    # a gap of exactly the meeting length, and one a minute too short
    d = rng.randint(5, 90)
    s = rng.randint(480, 600)
    g1 = s + 30
    busy = [_hm(s) + "-" + _hm(g1), _hm(g1 + d - 1) + "-" + _hm(g1 + d + 20),
            _hm(g1 + d + 20 + d) + "-" + _hm(g1 + 2 * d + 60)]
    rng.shuffle(busy)
    return {"args": [busy, d, _hm(s), _hm(min(1439, g1 + 2 * d + 60 + rng.choice([0, d - 1, d])))]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    cases = []
    for i in range(count):
        kind = i % 5
        if kind == 0:
            cases.append(_exact_gap(rng))
        elif kind == 1:
            cases.append(_case(rng, rng.randint(0, 3), 0.3))
        else:
            cases.append(_case(rng, rng.randint(5, 300), rng.choice([0.0, 0.1])))
    return cases
