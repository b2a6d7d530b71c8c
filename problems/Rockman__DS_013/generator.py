import random

PUNCT = "[],-0123456789 x"


def _number(rng: random.Random) -> str:
    kind = rng.random()
    if kind < 0.15:
        return "0"
    digits = rng.choice([1, 1, 2, 3, 6, 15])
    text = str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(digits - 1))
    return ("-" + text) if rng.random() < 0.35 else text


def _list(rng: random.Random, depth: int, budget: list[int]) -> str:
    if budget[0] <= 0 or depth >= 9:
        return "[]"
    parts = []
    for _ in range(rng.randint(0, 5)):
        budget[0] -= 1
        if budget[0] <= 0:
            break
        if rng.random() < 0.3:
            parts.append(_list(rng, depth + 1, budget))
        else:
            parts.append(_number(rng))
    return "[" + ",".join(parts) + "]"


def _valid(rng: random.Random, size: int) -> str:
    return _list(rng, 1, [size])


def _large(rng: random.Random) -> str:
    parts = []
    total = 0
    while total < 6000:
        part = _valid(rng, 30) if rng.random() < 0.4 else _number(rng)
        parts.append(part)
        total += len(part) + 1
    return "[" + ",".join(parts) + "]"


def _mutate(rng: random.Random, text: str) -> str:
    how = rng.choice(["insert", "delete", "replace", "truncate", "append", "swap"])
    pos = rng.randint(0, len(text) - 1)
    if how == "insert":
        return text[:pos] + rng.choice(PUNCT) + text[pos:]
    if how == "delete":
        return text[:pos] + text[pos + 1:]
    if how == "replace":
        return text[:pos] + rng.choice(PUNCT) + text[pos + 1:]
    if how == "truncate":
        return text[:pos]
    if how == "append":
        return text + rng.choice(["]", ",", "[]", "0", " ", "x"])
    a = rng.randint(0, len(text) - 1)
    chars = list(text)
    chars[pos], chars[a] = chars[a], chars[pos]
    return "".join(chars)


def _case(rng: random.Random, kind: str) -> str:
    if kind == "empty":
        return rng.choice(["", "[]", "[[]]", "]", "[", " "])
    if kind == "leading_zero":
        body = _valid(rng, 8)[:-1]
        sep = "," if len(body) > 1 else ""
        return body + sep + rng.choice(["00", "01", "-01", "007", "-0", "0" + _number(rng).lstrip("-")]) + "]"
    if kind == "trailing_comma":
        body = _valid(rng, 10)
        return body[:-1] + ("," if len(body) > 2 else "1,") + "]"
    if kind == "trailing_text":
        return _valid(rng, 10) + rng.choice(["]", ",[]", "x", " ", "[1]", "0"])
    if kind == "truncated":
        text = _valid(rng, rng.randint(5, 40))
        return text[:rng.randint(1, len(text) - 1)] if len(text) > 1 else "["
    if kind == "valid":
        return _valid(rng, rng.randint(1, 60))
    if kind == "large_valid":
        return _large(rng)
    if kind == "large_broken":
        return _mutate(rng, _large(rng))
    text = _valid(rng, rng.randint(2, 60))
    for _ in range(rng.randint(1, 2)):
        if text:
            text = _mutate(rng, text)
    return text


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["leading_zero", "trailing_comma", "trailing_text", "truncated", "valid",
             "empty", "large_valid", "broken", "large_broken"]
    weighted = ["valid"] * 3 + ["broken"] * 5 + ["leading_zero", "trailing_comma",
                                                  "trailing_text", "truncated", "empty",
                                                  "large_valid", "large_broken"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
