import random
from math import gcd

UNITS = "wdhms"
SECONDS = {"w": 604800, "d": 86400, "h": 3600, "m": 60, "s": 1}
LIMIT = {"d": 7, "h": 24, "m": 60, "s": 60}


def _units(rng: random.Random) -> list[str]:
    chosen = [u for u in UNITS if rng.random() < 0.55]
    return chosen or [rng.choice(UNITS)]


def _first_value(rng: random.Random) -> int:
    return rng.choice([rng.randint(0, 9), rng.randint(0, 200), rng.randint(0, 10**6),
                       10**6, rng.randint(1, 99)])


def _exact_fraction(rng: random.Random, unit: str) -> str:
    digits = rng.randint(1, 6)
    scale = 10**digits
    step = scale // gcd(SECONDS[unit], scale)
    value = step * rng.randrange(scale // step)
    return str(value).rjust(digits, "0")


def _any_fraction(rng: random.Random) -> str:
    digits = rng.randint(1, 6)
    return str(rng.randrange(10**digits)).rjust(digits, "0")


def _valid_parts(rng: random.Random, fraction: str) -> list[list[str]]:
    """Components as [whole, fraction, unit]; fraction is 'none', 'exact' or 'any'."""
    parts = []
    for index, unit in enumerate(_units(rng)):
        whole = _first_value(rng) if index == 0 else rng.randrange(LIMIT[unit])
        if index > 0 and rng.random() < 0.2:
            whole = LIMIT[unit] - 1
        parts.append([str(whole), "", unit])
    last = parts[-1]
    if fraction != "none":
        if len(parts) == 1 and int(last[0]) >= 10**6:
            last[0] = str(rng.randint(0, 999))
        last[1] = _exact_fraction(rng, last[2]) if fraction == "exact" else _any_fraction(rng)
    return parts


def _text(parts: list[list[str]]) -> str:
    return "".join(w + ("." + f if f else "") + u for w, f, u in parts)


def _case(rng: random.Random, kind: str) -> str:
    if kind == "plain":
        return _text(_valid_parts(rng, "none"))
    if kind == "exact_fraction":
        return _text(_valid_parts(rng, "exact"))
    if kind == "any_fraction":
        return _text(_valid_parts(rng, "any"))
    if kind == "big_first":
        unit = rng.choice(UNITS)
        value = rng.choice([10**6, 10**6 + 1, rng.randint(10**5, 10**7), 999999])
        tail = ""
        if rng.random() < 0.5 and unit != "s":
            rest = UNITS[UNITS.index(unit) + 1]
            tail = str(rng.randrange(LIMIT[rest])) + rest
        return str(value) + tail if rng.random() < 0.1 else str(value) + unit + tail
    if kind == "at_limit":
        parts = _valid_parts(rng, "none")
        if len(parts) == 1:
            parts.insert(0, ["1", "", "w"]) if parts[0][2] != "w" else parts.append(["7", "", "d"])
        target = rng.randrange(1, len(parts))
        unit = parts[target][2]
        parts[target][0] = str(LIMIT[unit] + rng.choice([0, 0, 1, 10]))
        if rng.random() < 0.3:
            parts[target][0] = str(LIMIT[unit] - 1)
            parts[target][1] = rng.choice(["5", "999999", "0"])
            del parts[target + 1:]
        return _text(parts)
    if kind == "order":
        parts = _valid_parts(rng, "none")
        if len(parts) < 2:
            parts = [["1", "", "h"], ["30", "", "m"]]
        if rng.random() < 0.5:
            i, j = rng.sample(range(len(parts)), 2)
            parts[i], parts[j] = parts[j], parts[i]
        else:
            k = rng.randrange(len(parts))
            parts.insert(k + 1, [str(rng.randint(0, 5)), "", parts[k][2]])
        return _text(parts)
    if kind == "leading_zero":
        parts = _valid_parts(rng, rng.choice(["none", "exact"]))
        k = rng.randrange(len(parts))
        parts[k][0] = "0" * rng.randint(1, 2) + parts[k][0]
        return _text(parts)
    if kind == "early_fraction":
        parts = _valid_parts(rng, "none")
        if len(parts) < 2:
            parts = [["2", "", "d"], ["3", "", "h"]]
        k = rng.randrange(len(parts) - 1)
        parts[k][1] = _exact_fraction(rng, parts[k][2]) or "5"
        if parts[k][1].strip("0") == "":
            parts[k][1] = "5"
        return _text(parts)
    if kind == "malformed":
        base = _text(_valid_parts(rng, "none"))
        way = rng.randint(0, 11)
        if way == 0:
            return base[:-1]
        if way == 1:
            return base.upper()
        if way == 2:
            return " " + base if rng.random() < 0.5 else base + " "
        if way == 3:
            return "-" + base
        if way == 4:
            return rng.choice([".5h", "5.h", "1.h", "h", "m", "1.2.3s", "1,5h", "1e3s", "+5m"])
        if way == 5:
            return "1." + "5" * 7 + rng.choice(UNITS)
        if way == 6:
            return ""
        if way == 7:
            return base + str(rng.randint(0, 9))
        if way == 8:
            return base.replace(base[-1], "y", 1)
        if way == 9:
            return rng.choice(["0", "12", "1h 30m", "1h,30m", "1hr", "1min"])
        if way == 10:
            return base + "0"
        return "0.0" + rng.choice(UNITS)
    if kind == "float_trap":
        unit = rng.choice("wdhm")
        whole = rng.randint(0, 30) if rng.random() < 0.7 else rng.randint(0, 10**5)
        frac = rng.choice(["05", "15", "35", "7", "1", "3", "45", "55", "65", "95", "85"])
        prefix = ""
        if rng.random() < 0.4 and unit != "w":
            big = UNITS[UNITS.index(unit) - 1]
            prefix = str(rng.randint(1, 9)) + big
            whole = rng.randrange(LIMIT[unit])
        return prefix + str(whole) + "." + frac + unit
    return _text(_valid_parts(rng, rng.choice(["none", "exact", "any"])))


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["float_trap", "plain", "exact_fraction", "at_limit", "big_first", "order",
             "leading_zero", "early_fraction", "malformed", "any_fraction"]
    weighted = ["plain"] * 3 + ["exact_fraction"] * 3 + ["float_trap"] * 3 + [
        "any_fraction", "big_first", "at_limit", "at_limit", "order", "leading_zero",
        "early_fraction", "malformed", "malformed"]
    return [{"args": [_case(rng, fixed[i] if i < len(fixed) else rng.choice(weighted))]}
            for i in range(count)]
