import random

WORDS = ["id", "name", "tag", "q", "page", "sort", "lang", "x", "a", "B", "color", "size"]
SAFE = "abcdefghijklmnopqrstuvwxyzABCDEFXYZ0123456789-_.~!*'()/:; ,"
HEXES = "0123456789abcdefABCDEF"


def _escape(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.5:  # a decodable printable character, sometimes a special one
        code = rng.choice([0x20, 0x25, 0x26, 0x2B, 0x3D, rng.randint(32, 126)])
        text = f"{code:02x}" if rng.random() < 0.5 else f"{code:02X}"
        return "%" + text
    if roll < 0.7:  # two hex digits outside 32 to 126
        code = rng.choice([0, 9, 10, 31, 127, 128, 200, 255])
        return f"%{code:02X}"
    if roll < 0.85:  # a percent sign followed by one hex digit and a non-hex character
        return "%" + rng.choice(HEXES) + rng.choice("gGzZ!. ")
    return "%" + rng.choice(["", "g1", "zz", "%", "4"])


def _part(rng: random.Random, length: int, allow_equals: bool) -> str:
    out = []
    for _ in range(length):
        roll = rng.random()
        if roll < 0.15:
            out.append(_escape(rng))
        elif roll < 0.25:
            out.append("+")
        elif allow_equals and roll < 0.3:
            out.append("=")
        else:
            out.append(rng.choice(SAFE))
    return "".join(out)


def _field(rng: random.Random, keys: list[str]) -> str:
    roll = rng.random()
    key = rng.choice(keys) if rng.random() < 0.6 else _part(rng, rng.randint(0, 4), False)
    if roll < 0.1:
        return key  # no "=": the value is empty
    if roll < 0.15:
        return ""  # an empty field
    return key + "=" + _part(rng, rng.randint(0, 8), True)


def _text(rng: random.Random, fields: int) -> str:
    keys = rng.sample(WORDS, rng.randint(1, 4))
    text = "&".join(_field(rng, keys) for _ in range(fields))
    if rng.random() < 0.2:
        text = "&" + text
    if rng.random() < 0.2:
        text = text + "&"
    return text


def _case(rng: random.Random, kind: str) -> str:
    if kind == "empty":
        return rng.choice(["", "&", "&&&"])
    if kind == "escapes_at_end":
        return rng.choice(WORDS) + "=" + _part(rng, rng.randint(0, 4), False) + rng.choice(["%", "%4", "%a"])
    if kind == "repeated":
        key = rng.choice(WORDS)
        return "&".join(f"{key}={_part(rng, rng.randint(0, 3), False)}" for _ in range(rng.randint(2, 6)))
    if kind == "large":
        text = _text(rng, 900)
        return text[:10000]
    return _text(rng, rng.randint(1, 12))


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "empty", "escapes_at_end", "repeated", "random", "random", "large"]
    weighted = ["random"] * 8 + ["escapes_at_end", "repeated", "large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
