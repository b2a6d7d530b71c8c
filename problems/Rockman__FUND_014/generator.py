import random

_MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


def _days(year: int, month: int) -> int:
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    return 29 if month == 2 and leap else _MONTH_DAYS[month - 1]


def _year(rng: random.Random) -> int:
    r = rng.random()
    if r < 0.1:
        return rng.choice([1, 2, 9998, 9999])
    if r < 0.3:
        return rng.choice([1900, 2000, 2100, 2400, 1600, 1700, 2024, 2023, 1996, 2004])
    return rng.randint(1, 9999)


def _fields(rng: random.Random) -> list[int]:
    """A valid local date and time, biased towards the ends of days, months and years."""
    year = _year(rng)
    month = rng.choice([1, 2, 2, 3, 4, 5, 6, 9, 11, 12, rng.randint(1, 12)])
    last = _days(year, month)
    day = rng.choice([1, last, last, rng.randint(1, last)])
    hour = rng.choice([0, 23, rng.randint(0, 23)])
    minute = rng.choice([0, 59, rng.randint(0, 59)])
    second = rng.choice([0, 59, rng.randint(0, 59)])
    return [year, month, day, hour, minute, second]


def _zone(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.2:
        return "Z"
    hours = rng.choice([0, 23, rng.randint(0, 14), rng.randint(0, 23)])
    minutes = rng.choice([0, 0, 30, 45, 59, rng.randint(0, 59)])
    return rng.choice("+-") + f"{hours:02d}:{minutes:02d}"


def _render(f: list[int], zone: str) -> str:
    return f"{f[0]:04d}-{f[1]:02d}-{f[2]:02d}T{f[3]:02d}:{f[4]:02d}:{f[5]:02d}{zone}"


def _invalid(rng: random.Random) -> str:
    f = _fields(rng)
    zone = _zone(rng)
    kind = rng.randrange(16)
    if kind == 0:  # February 29 in a year that is not a leap year
        f[0] = rng.choice([1900, 2100, 1700, 2023, 2019, 1800, 2200])
        f[1], f[2] = 2, 29
    elif kind == 1:
        f[1], f[2] = rng.choice([4, 6, 9, 11]), 31
    elif kind == 2:
        f[1] = rng.choice([0, 13, 99])
    elif kind == 3:
        f[2] = rng.choice([0, 32, _days(f[0], f[1]) + 1])
    elif kind == 4:
        f[3] = rng.choice([24, 25, 99])
    elif kind == 5:
        f[4] = rng.choice([60, 99])
    elif kind == 6:
        f[5] = rng.choice([60, 61, 99])
    elif kind == 7:
        f[0] = 0
    elif kind == 8:
        zone = rng.choice("+-") + rng.choice(["24:00", "25:10", "99:00", "05:60", "00:99"])
    if kind <= 8:
        return _render(f, zone)
    text = _render(f, zone)
    if kind == 9:  # lowercase separators
        return text.replace("T", "t") if rng.random() < 0.5 else _render(f, "z")
    if kind == 10:
        return text[:19]
    if kind == 11:
        return rng.choice([text + " ", " " + text, text + "Z", text + "0"])
    if kind == 12:
        return _render(f, rng.choice(["+0530", "+5:30", "+05:3", "05:30", "+05-30", "UTC"]))
    if kind == 13:
        short = f"{f[0]:04d}-{f[1]}-{f[2]}T{f[3]:02d}:{f[4]:02d}:{f[5]:02d}{zone}"
        return short if short != text else text.replace("T", " ")
    if kind == 14:
        return text.replace("T", rng.choice([" ", "_", "t"]), 1)
    return rng.choice(["", "Z", "2024-01-01", "2024-01-01T00:00Z", "12345-01-01T00:00:00Z",
                       "+2024-01-01T00:00:00Z", "2024/01/01T00:00:00Z"])


def _crossing(rng: random.Random) -> str:
    """A valid stamp whose UTC instant lies on another day, month or year."""
    f = _fields(rng)
    f[2] = rng.choice([1, _days(f[0], f[1])])
    f[1] = rng.choice([f[1], 1, 12, 2, 3])
    f[2] = min(f[2], _days(f[0], f[1]))
    if f[2] == 1:
        f[3] = rng.randint(0, 3)
        zone = "+" + f"{rng.randint(f[3] + 1, 23):02d}:{rng.randint(0, 59):02d}"
    else:
        f[3] = rng.randint(20, 23)
        zone = "-" + f"{rng.randint(24 - f[3], 23):02d}:{rng.randint(0, 59):02d}"
    return _render(f, zone)


def _case(rng: random.Random, kind: str) -> str:
    if kind == "invalid":
        return _invalid(rng)
    if kind == "crossing":
        return _crossing(rng)
    if kind == "range_end":
        r = rng.random()
        if r < 0.3:
            # crossing a year boundary into year 1 or year 9999, which is still valid
            if rng.random() < 0.5:
                f = [2, 1, 1, 0, rng.randint(0, 59), rng.randint(0, 59)]
                return _render(f, "+" + f"{rng.randint(1, 23):02d}:{rng.randint(0, 59):02d}")
            f = [9998, 12, 31, 23, rng.randint(0, 59), rng.randint(0, 59)]
            return _render(f, "-" + f"{rng.randint(1, 23):02d}:{rng.randint(0, 59):02d}")
        if r < 0.65:
            f = [1, rng.choice([1, 1, 2, 3]), 1, rng.randint(0, 3), rng.randint(0, 59),
                 rng.randint(0, 59)]
            return _render(f, "+" + f"{rng.randint(0, 6):02d}:{rng.randint(0, 59):02d}")
        f = [9999, 12, 31, rng.randint(20, 23), rng.randint(0, 59), rng.randint(0, 59)]
        return _render(f, "-" + f"{rng.randint(0, 6):02d}:{rng.randint(0, 59):02d}")
    if kind == "leap":
        year = rng.choice([2000, 2400, 1600, 2024, 1996, 4, 8])
        f = [year, 2, 29, rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59)]
        return _render(f, _zone(rng))
    return _render(_fields(rng), _zone(rng))


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["crossing", "invalid", "leap", "range_end", "valid", "invalid", "crossing",
             "invalid", "range_end", "range_end", "range_end"]
    weighted = ["valid"] * 3 + ["crossing"] * 3 + ["invalid"] * 4 + ["leap", "range_end"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
