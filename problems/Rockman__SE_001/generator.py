import random

_PLAIN = "abcxyz 019-._;:"
_QUOTED = "abc ,;x" + '"'


def _plain(rng: random.Random) -> str:
    return "".join(rng.choice(_PLAIN) for _ in range(rng.randint(0, 8)))


def _quoted(rng: random.Random) -> str:
    body = "".join(rng.choice(_QUOTED) for _ in range(rng.randint(0, 8)))
    return '"' + body.replace('"', '""') + '"'


def _row(rng: random.Random, count: int, p_quoted: float) -> str:
    return ",".join(_quoted(rng) if rng.random() < p_quoted else _plain(rng) for _ in range(count))


def _break(rng: random.Random, row: str) -> str:
    kind = rng.randint(0, 2)
    if kind == 0:
        return row + ',"' + _plain(rng).replace('"', "")  # unterminated
    if kind == 1:
        return row + ',"ab"c'  # text after the closing quote
    return row + ",a" + '"' + "b"  # quote inside an unquoted field


def _case(rng: random.Random, kind: str) -> dict:
    count = rng.choice([rng.randint(1, 4), rng.randint(1, 30)])
    if kind == "empty":
        return {"args": [rng.choice(["", ",", ",,", '""', '"",""'])]}
    if kind == "escapes":
        return {"args": [_row(rng, count, 0.9)]}
    if kind == "trailing":
        return {"args": [_row(rng, count, 0.4) + ","]}
    if kind == "broken":
        return {"args": [_break(rng, _row(rng, count, 0.4))]}
    return {"args": [_row(rng, count, 0.4)]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["escapes", "broken", "trailing", "random", "empty", "broken"]
    weighted = ["random"] * 4 + ["escapes"] * 2 + ["broken"] * 3 + ["trailing", "empty"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
