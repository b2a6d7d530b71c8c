import random

_STR_CHARS = "abcXYZ 09 ,:[]{}/'#"
_ESCAPES = ['\\"', "\\\\", "\\/", "\\b", "\\f", "\\n", "\\r", "\\t", "\\u00e9", "\\uABCD", "\\u0aF9"]
_NOISE = '{}[],:"\\-+.eE0123456789 \ntrufalsn xq'


def _ws(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.6:
        return ""
    if r < 0.85:
        return " "
    return rng.choice(["\n", "  ", " \n ", "\n  "])


def _string(rng: random.Random) -> str:
    parts = []
    for _ in range(rng.randint(0, 6)):
        parts.append(rng.choice(_ESCAPES) if rng.random() < 0.2 else rng.choice(_STR_CHARS))
    return '"' + "".join(parts) + '"'


def _number(rng: random.Random) -> str:
    s = rng.choice(["", "", "-"])
    s += rng.choice(["0", str(rng.randint(1, 9)), str(rng.randint(10, 99999))])
    if rng.random() < 0.3:
        s += "." + str(rng.randint(0, 999)).zfill(rng.randint(1, 3))
    if rng.random() < 0.25:
        s += rng.choice("eE") + rng.choice(["", "+", "-"]) + str(rng.randint(0, 30))
    return s


def _value(rng: random.Random, depth: int, budget: list[int]) -> str:
    r = rng.random()
    if depth < 6 and budget[0] > 0 and r < 0.45:
        budget[0] -= 1
        k = rng.choice([0, 1, 2, 3, 4])
        if rng.random() < 0.5:
            items = [_ws(rng) + _value(rng, depth + 1, budget) + _ws(rng) for _ in range(k)]
            return "[" + (",".join(items) if items else _ws(rng)) + "]"
        members = [_ws(rng) + _string(rng) + _ws(rng) + ":" + _ws(rng) + _value(rng, depth + 1, budget)
                   + _ws(rng) for _ in range(k)]
        return "{" + (",".join(members) if members else _ws(rng)) + "}"
    if r < 0.65:
        return _string(rng)
    if r < 0.85:
        return _number(rng)
    return rng.choice(["true", "false", "null"])


def _doc(rng: random.Random, budget: int) -> str:
    return _ws(rng) + _value(rng, 0, [budget]) + _ws(rng)


def _corrupt(rng: random.Random, doc: str) -> str:
    if not doc:
        return rng.choice(_NOISE)
    kind = rng.randint(0, 3)
    pos = rng.randint(0, len(doc) - 1)
    if kind == 0:
        return doc[:pos]
    if kind == 1:
        return doc[:pos] + rng.choice(_NOISE) + doc[pos:]
    if kind == 2:
        return doc[:pos] + doc[pos + 1:]
    return doc[:pos] + rng.choice(_NOISE) + doc[pos + 1:]


_TRAPS = [
    "[01]", "-", "--1", "1.", "1.e3", "1e", "1e+", ".5", "+1", "[1,]", '{"a":1,}', '{"a" 1}',
    "{1:2}", "{,}", "[,1]", "tru", "trux", "nul", "fals e", "True", "NaN", '"abc', '"a\nb"',
    '"\\x"', '"\\u12G4"', '"\\u12"', "1 2", "{}}", "[]]", "[", "{", '{"a"', '{"a":', "", " ",
    "\n \n", "[1 2]", '["a" "b"]', "-01", "0x1F", "1.5.2", '{"k":"v"}x', "[null,]", "{'a':1}",
]


def _deep(rng: random.Random) -> str:
    depth = rng.randint(30, 100)
    inner = rng.choice(["1", "[]", '"x"', "{}"])
    doc = "[" * depth + inner + "]" * depth
    if rng.random() < 0.5:
        doc = doc[: rng.randint(depth, len(doc) - 1)]
    return doc


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["valid", "corrupt", "trap", "scalar", "deep", "valid", "corrupt", "trap", "open_string"]
    weighted = ["valid"] * 3 + ["corrupt"] * 5 + ["trap"] * 2 + ["scalar", "deep", "open_string"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        if kind == "valid":
            text = _doc(rng, rng.choice([3, 10, 40]))
        elif kind == "corrupt":
            text = _corrupt(rng, _doc(rng, rng.choice([3, 10, 40])))
            if rng.random() < 0.3:
                text = _corrupt(rng, text)
        elif kind == "trap":
            trap = rng.choice(_TRAPS)
            text = trap if rng.random() < 0.5 else "[" + _ws(rng) + trap
        elif kind == "scalar":
            text = _ws(rng) + rng.choice([_number(rng), _string(rng), "true", "false", "null"]) + _ws(rng)
        elif kind == "open_string":
            text = rng.choice(["", "[", "[1, ", '{"k": ', "{"]) + _string(rng)[:-1]
        else:
            text = _deep(rng)
        cases.append({"args": [text]})
    return cases
