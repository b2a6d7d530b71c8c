import random
import string

_NAME_CHARS = string.ascii_lowercase + string.digits + "_"


def _ws(rng: random.Random) -> str:
    return rng.choice(["", "", "", " ", "  ", "\t", " \t "])


def _name(rng: random.Random, pool: list[str]) -> str:
    if pool and rng.random() < 0.8:
        return rng.choice(pool)
    return "".join(rng.choice(_NAME_CHARS) for _ in range(rng.randint(1, 8)))


def _bad_name(rng: random.Random) -> str:
    return rng.choice([
        "",
        "Port",
        "two words",
        "a.b",
        "x-y",
        "DB",
        "caf" + rng.choice("!?$%"),
        "".join(rng.choice(string.ascii_uppercase) for _ in range(rng.randint(1, 5))),
    ])


def _number(rng: random.Random) -> str:
    digits = str(rng.choice([0, rng.randint(0, 99), rng.randint(0, 10**9), rng.randint(0, 10**18 - 1)]))
    if rng.random() < 0.15:
        digits = "0" * rng.randint(1, 3) + digits
    return rng.choice(["", "", "", "+", "-"]) + digits


def _bad_number(rng: random.Random) -> str:
    n = str(rng.randint(1, 99999))
    return rng.choice([
        "",
        n[:1] + "_" + n[1:] + "0",
        "1_000",
        "--" + n,
        "+-" + n,
        n + "-",
        n + " # note",
        n + " ; note",
        n + " x",
        "0x1f",
        "1e3",
        "3.5",
        "abc",
        n + " " + n,
        "= " + n,
    ])


def _line(rng: random.Random, sections: list[str], keys: list[str]) -> str:
    r = rng.random()
    if r < 0.45:
        return _ws(rng) + _name(rng, keys) + _ws(rng) + "=" + _ws(rng) + _number(rng) + _ws(rng)
    if r < 0.60:
        return _ws(rng) + "[" + _ws(rng) + _name(rng, sections) + _ws(rng) + "]" + _ws(rng)
    if r < 0.68:
        return _ws(rng) + _name(rng, keys) + _ws(rng) + "=" + _ws(rng) + _bad_number(rng)
    if r < 0.74:
        return "[" + _bad_name(rng) + "]"
    if r < 0.79:
        return _bad_name(rng) + " = " + _number(rng)
    if r < 0.86:
        return _ws(rng) + rng.choice("#;") + rng.choice(["", " x = 1", " [s]", " note"])
    if r < 0.92:
        return _ws(rng)
    return rng.choice([
        "just words",
        "[" + _name(rng, sections),
        _name(rng, sections) + "]",
        "= " + _number(rng),
        _name(rng, keys) + " : " + _number(rng),
        "[" + _name(rng, sections) + "] extra",
        _name(rng, keys) + " " + _number(rng),
    ])


def _case(rng: random.Random, kind: str) -> str:
    sections = [_name(rng, []) for _ in range(rng.randint(1, 4))]
    keys = [_name(rng, []) for _ in range(rng.randint(1, 6))]
    if kind == "no_settings":
        lines = [rng.choice(["", "   ", "# " + _name(rng, []), "; " + _name(rng, []), "[Bad]",
                             _name(rng, []) + " = x", "[" + _bad_name(rng) + "]"])
                 for _ in range(rng.randint(1, 8))]
        return "\n".join(lines)
    if kind == "overwrite":
        # the same key assigned repeatedly, with invalid headers in between
        lines = ["[" + sections[0] + "]"]
        for _ in range(rng.randint(3, 15)):
            if rng.random() < 0.3:
                lines.append("[" + _bad_name(rng) + "]")
            note = " # was " + _number(rng) if rng.random() < 0.25 else ""
            lines.append(rng.choice(keys) + " = " + _number(rng) + note)
        return "\n".join(lines) + rng.choice(["", "\n"])
    n_lines = rng.randint(1, 40) if kind == "small" else rng.randint(40, 1200)
    lines = [_line(rng, sections, keys) for _ in range(n_lines)]
    return "\n".join(lines) + rng.choice(["", "\n", "\n\n"])


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["small", "overwrite", "large", "small", "overwrite"]
    weighted = ["small"] * 4 + ["large"] * 3 + ["overwrite", "overwrite", "no_settings"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
