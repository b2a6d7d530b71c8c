import random

_LEVELS = ["TRACE", "DEBUG", "INFO", "WARN", "WARNING", "ERROR", "FATAL"]
_WORDS = ["login", "failed", "for", "bob", "cache", "miss", "retry", "[x]", "ok", "disk", "90%"]
_COMP = "abcdefghijklmnopqrstuvwxyz0123456789-"


def _leap(year: int) -> bool:
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _date(rng: random.Random) -> str:
    year = rng.choice([rng.randint(1, 9999), rng.choice([1900, 2000, 2023, 2024, 2100, 2400])])
    month = rng.randint(1, 12)
    days = [31, 29 if _leap(year) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    day = rng.choice([rng.randint(1, days), days])
    return f"{year:04d}-{month:02d}-{day:02d}"


def _time(rng: random.Random) -> str:
    t = f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}"
    if rng.random() < 0.5:
        t += f".{rng.randint(0, 999):03d}"
    return t


def _level(rng: random.Random) -> str:
    lv = rng.choice(_LEVELS)
    r = rng.random()
    if r < 0.3:
        return lv.lower()
    if r < 0.45:
        return lv.capitalize()
    return lv


def _component(rng: random.Random) -> str:
    return "".join(rng.choice(_COMP) for _ in range(rng.randint(1, 16)))


def _message(rng: random.Random) -> str:
    words = [rng.choice(_WORDS) for _ in range(rng.randint(1, 6))]
    msg = rng.choice([" ", "  "]).join(words)
    if rng.random() < 0.2:
        msg = msg + " " * rng.randint(1, 2)
    if rng.random() < 0.1:
        msg = " " + msg
    return msg


def _bad_date(rng: random.Random) -> str:
    return rng.choice([
        f"{rng.choice([1900, 2100, 2023, 1800]):04d}-02-29", "2026-02-30", "2026-04-31",
        "2026-13-01", "2026-00-10", "2026-01-00", "0000-01-01", "2026-1-05", "26-01-05",
        "2026/01/05", "2026-01-5x", "", "2026-01-051", "+026-01-05",
    ])


def _bad_time(rng: random.Random) -> str:
    return rng.choice([
        "24:00:00", "23:60:00", "12:00:60", "9:00:00", "12:00:00.5", "12:00:00.12",
        "12:00:00.1234", "12:00:00,123", "12:00", "", "12-00-00", "12:00:00.", "1a:00:00",
    ])


def _bad_level(rng: random.Random) -> str:
    return rng.choice(["WARNINGS", "ERR", "NOTICE", "", "INF0", "info:", "CRITICAL", "warn!"])


def _bad_rest(rng: random.Random) -> str:
    comp = _component(rng)
    return rng.choice([
        comp + " msg", "[" + comp + " msg", "[] msg", "[" + comp.upper() + "X] msg",
        "[" + "a" * 17 + "] msg", "[a_b] msg", "[a.b] msg", " [" + comp + "] msg", "",
    ])


def _bad_message(rng: random.Random, comp: str) -> str:
    return rng.choice([
        "[" + comp + "]", "[" + comp + "] ", "[" + comp + "]   ", "[" + comp + "]msg",
        "[" + comp + "]] msg", "[" + comp + "]\tmsg",
    ])


def _case(rng: random.Random, kind: str) -> str:
    date, time, level = _date(rng), _time(rng), _level(rng)
    comp = _component(rng)
    rest = "[" + comp + "] " + _message(rng)
    if kind == "date":
        date = _bad_date(rng)
    elif kind == "time":
        time = _bad_time(rng)
    elif kind == "level":
        level = _bad_level(rng)
    elif kind == "component":
        rest = _bad_rest(rng)
    elif kind == "message":
        rest = _bad_message(rng, comp)
    elif kind == "multi":
        bad = rng.sample(["date", "time", "level", "rest"], 2)
        date = _bad_date(rng) if "date" in bad else date
        time = _bad_time(rng) if "time" in bad else time
        level = _bad_level(rng) if "level" in bad else level
        rest = _bad_rest(rng) if "rest" in bad else rest
    elif kind == "spaces":
        parts = [date, time, level, rest]
        i = rng.randint(0, 2)
        parts[i] = parts[i] + " "
        return " ".join(parts)
    elif kind == "leap":
        date = rng.choice(["2000-02-29", "2024-02-29", "1600-02-29", "0004-02-29", "1900-02-28"])
    elif kind == "short":
        return rng.choice(["", " ", date, date + " " + time, date + " " + time + " " + level,
                           date + " " + time + " " + level + " "])
    return date + " " + time + " " + level + " " + rest


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["valid", "leap", "date", "time", "level", "component", "message", "multi", "spaces",
             "short"]
    weighted = ["valid"] * 4 + ["leap", "date", "date", "time", "time", "level", "component",
                                "message", "multi", "multi", "spaces", "short"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
