import random

_LIMITS = [(0, 59), (0, 23), (1, 31), (1, 12), (0, 7)]
_MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
_DAYS = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"]
_MACROS = ["@yearly", "@annually", "@monthly", "@weekly", "@daily", "@midnight", "@hourly"]
_BAD_MACROS = ["@reboot", "@Daily", "@HOURLY", "@week", "@daily 0", "@", "@ daily"]


def _case(rng: random.Random, name: str) -> str:
    r = rng.random()
    if r < 0.4:
        return name
    if r < 0.7:
        return name.lower()
    return name.capitalize()


def _val(rng: random.Random, field: int, value: int) -> str:
    if field == 3 and rng.random() < 0.3:
        return _case(rng, _MONTHS[value - 1])
    if field == 4 and value <= 6 and rng.random() < 0.3:
        return _case(rng, _DAYS[value])
    text = str(value)
    if rng.random() < 0.08 and len(text) < 3:
        text = "0" + text
    return text


def _item(rng: random.Random, field: int) -> str:
    low, high = _LIMITS[field]
    top = 6 if field == 4 else high
    r = rng.random()
    if r < 0.15:
        return "*"
    if r < 0.3:
        return "*/" + str(rng.randint(1, 30))
    if r < 0.55:
        return _val(rng, field, rng.randint(low, high))
    if r < 0.65:
        return _val(rng, field, rng.randint(low, top)) + "/" + str(rng.randint(1, 12))
    a = rng.randint(low, high)
    b = rng.randint(a, high)
    item = _val(rng, field, a) + "-" + _val(rng, field, b)
    if r < 0.8:
        item += "/" + str(rng.randint(1, 10))
    return item


def _field(rng: random.Random, field: int) -> str:
    return ",".join(_item(rng, field) for _ in range(rng.choice([1, 1, 1, 2, 3])))


def _bad_field(rng: random.Random, field: int) -> str:
    low, high = _LIMITS[field]
    good = _field(rng, field)
    return rng.choice([
        str(high + 1), str(low - 1) if low > 0 else "-1",
        f"{high}-{low}", good + ",", "," + good, good + ",," + good, "*/0", f"{low}-{high}/0",
        "*-5", f"{low}-", f"1-2-3", "1/2/3", "MON" if field < 3 else "JAN" if field == 4 else "SUN",
        "**", "*/", "/5", "x", "1.5", "*/MON", "7/2" if field == 4 else "SAT-SUN",
        "FRI-MON" if field == 4 else f"{high}-{high + 1}", "JANUARY" if field == 3 else "1 ,2",
    ])


def _expr(rng: random.Random, fields: list[str]) -> str:
    seps = [rng.choice([" ", " ", " ", "  ", "   "]) for _ in range(len(fields) - 1)]
    out = fields[0]
    for sep, f in zip(seps, fields[1:]):
        out += sep + f
    if rng.random() < 0.2:
        out = " " * rng.randint(1, 2) + out + " " * rng.randint(0, 2)
    return out


def _make(rng: random.Random, kind: str) -> str:
    fields = [_field(rng, i) for i in range(5)]
    if kind == "macro":
        return rng.choice(["", " ", "  "]) + rng.choice(_MACROS) + rng.choice(["", " "])
    if kind == "bad_macro":
        return rng.choice(_BAD_MACROS)
    if kind == "weekday7":
        fields[4] = rng.choice(["7", "5-7", "sat-7", "0,7", "SUN,7", "6-7/1", "0-7/7", "1-7/3"])
    elif kind == "steps":
        for i in range(5):
            low, high = _LIMITS[i]
            top = 6 if i == 4 else high
            fields[i] = rng.choice([f"*/{rng.randint(1, 70)}", f"{rng.randint(low, top)}/{rng.randint(1, 9)}",
                                    f"{low}-{high}/{rng.randint(1, 9)}"])
    elif kind == "bad":
        i = rng.randint(0, 4)
        fields[i] = _bad_field(rng, i)
    elif kind == "zero_step":
        i = rng.randint(0, 4)
        low, high = _LIMITS[i]
        fields[i] = rng.choice(["*/0", f"{low}-{high}/0", f"{low}/00"])
    elif kind == "count":
        fields = fields[: rng.choice([0, 1, 4])] if rng.random() < 0.6 else fields + ["*"]
        if not fields:
            return rng.choice(["", "   "])
    return _expr(rng, fields)


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["valid", "bad", "weekday7", "macro", "steps", "bad", "count", "bad_macro", "bad", "zero_step"]
    weighted = ["valid"] * 4 + ["bad"] * 5 + ["weekday7", "weekday7", "macro", "steps", "steps",
                                              "count", "bad_macro", "zero_step"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_make(rng, kind)]})
    return cases
