import random

_UNITS = ["d", "h", "m", "s"]


def _number(rng: random.Random) -> str:
    return rng.choice([str(rng.randint(0, 99)), str(rng.randint(0, 999999)), "0", "007", "000000"])


def _valid(rng: random.Random) -> str:
    units = sorted(rng.sample(range(4), rng.randint(1, 4)))
    return "".join(_number(rng) + _UNITS[u] for u in units)


def _invalid(rng: random.Random) -> str:
    v = _valid(rng)
    return rng.choice([
        "", "h", "5", "5x", "1h1h", "2m3h", "1s1d", "-5m", "1 h", " 1h", "1h ", "1234567s", "1.5h",
        "1H", "d1", v + "5", v + v, "1d2d", "10s5m",
    ])


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "days_first":
        rest = sorted(rng.sample(range(1, 4), rng.randint(1, 3)))
        return {"args": [_number(rng) + "d" + "".join(_number(rng) + _UNITS[u] for u in rest)]}
    if kind == "invalid":
        return {"args": [_invalid(rng)]}
    return {"args": [_valid(rng)]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["days_first", "invalid", "valid", "days_first", "invalid"]
    weighted = ["valid"] * 3 + ["days_first"] * 3 + ["invalid"] * 4
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
