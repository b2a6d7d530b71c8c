import random

_UNITS = "wdhms"


def _number(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.1:
        return "0" * rng.randint(1, 3)
    if r < 0.2:
        return "0" + str(rng.randint(1, 99))
    if r < 0.3:
        return str(rng.randint(10**8, 10**9 - 1))
    return str(rng.randint(1, 500))


def _valid(rng: random.Random) -> list[tuple[str, str]]:
    units = sorted(rng.sample(range(5), rng.randint(1, 5)))
    return [(_number(rng), _UNITS[u]) for u in units]


def _join(parts: list[tuple[str, str]]) -> str:
    return "".join(num + unit for num, unit in parts)


def _case(rng: random.Random, kind: str) -> str:
    parts = _valid(rng)
    if kind == "valid":
        return _join(parts)
    if kind == "swapped" and len(parts) >= 2:
        a, b = rng.sample(range(len(parts)), 2)
        units = [u for _, u in parts]
        units[a], units[b] = units[b], units[a]
        return _join([(num, u) for (num, _), u in zip(parts, units)])
    if kind == "repeated":
        k = rng.randrange(len(parts))
        parts.insert(k + 1, (_number(rng), parts[k][1]))
        return _join(parts)
    if kind == "bare_number":
        return _join(parts) + _number(rng)
    if kind == "missing_number":
        k = rng.randrange(len(parts))
        parts[k] = ("", parts[k][1])
        return _join(parts)
    if kind == "upper":
        k = rng.randrange(len(parts))
        parts[k] = (parts[k][0], parts[k][1].upper())
        return _join(parts)
    if kind == "junk":
        text = _join(parts)
        pos = rng.randint(0, len(text))
        return text[:pos] + rng.choice([" ", "x", "-", ".", "+", ",", "y"]) + text[pos:]
    if kind == "empty":
        return rng.choice(["", " ", "s", "h"])
    return _join(parts)


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["valid", "swapped", "bare_number", "missing_number", "upper", "repeated", "junk",
             "valid", "empty"]
    weighted = ["valid"] * 5 + ["swapped", "repeated", "bare_number", "missing_number",
                                "upper", "junk", "empty"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
