import random

_HEX = "0123456789abcdefABCDEF"


def _pad(rng: random.Random) -> tuple[str, str]:
    return rng.choice(["", "", "", " ", "  "]), rng.choice(["", "", "", " ", "   "])


def _short_hex(rng: random.Random) -> str:
    return "#" + "".join(rng.choice(_HEX) for _ in range(3))


def _long_hex(rng: random.Random) -> str:
    return "#" + "".join(rng.choice(_HEX) for _ in range(6))


def _number(rng: random.Random) -> str:
    value = rng.choice([0, 1, 9, 10, 99, 100, 254, 255, rng.randint(0, 255), rng.randint(0, 255)])
    text = str(value)
    if rng.random() < 0.2 and len(text) < 3:
        text = "0" * rng.randint(1, 3 - len(text)) + text
    return text


def _spaces(rng: random.Random) -> str:
    return rng.choice(["", "", "", " ", "  "])


def _functional(rng: random.Random, numbers: list[str]) -> str:
    inner = ",".join(_spaces(rng) + n + _spaces(rng) for n in numbers)
    return "rgb(" + inner + ")"


def _valid(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.3:
        body = _short_hex(rng)
    elif r < 0.6:
        body = _long_hex(rng)
    else:
        body = _functional(rng, [_number(rng) for _ in range(3)])
    left, right = _pad(rng)
    return left + body + right


def _invalid(rng: random.Random) -> str:
    good = [_number(rng) for _ in range(3)]
    choices = [
        "#" + "".join(rng.choice(_HEX) for _ in range(rng.choice([0, 1, 2, 4, 5, 7, 8]))),
        "#" + "".join(rng.choice(_HEX + "gxzG") for _ in range(rng.choice([3, 6]))).replace("#", ""),
        _long_hex(rng)[:3] + rng.choice(["g", "x", " ", "-", "+"]) + _long_hex(rng)[4:],
        rng.choice(["#+12", "#-12", "# fff", "#0x1234", "#12_345", "##fff", "fff", "ffffff",
                    "#+1234f", "# abcde", "#-0000f", "#0_0_0f", "#ab cde"]),
        _functional(rng, good[:2] + [str(rng.randint(256, 999))]),
        _functional(rng, [str(rng.randint(256, 999))] + good[1:]),
        _functional(rng, ["0" + str(rng.randint(100, 255))] + good[1:]),
        _functional(rng, ["00" + str(rng.randint(0, 99)).zfill(2)] + good[1:]),
        _functional(rng, good[:2]),
        _functional(rng, good + ["0"]),
        _functional(rng, [good[0], "", good[2]]),
        _functional(rng, [rng.choice(["+1", "-1", "1.5", "1e2", "0x1", "a", "1 2"])] + good[1:]),
        "RGB" + _functional(rng, good)[3:],
        "Rgb" + _functional(rng, good)[3:],
        "rgb " + _functional(rng, good)[3:],
        _functional(rng, good) + ")",
        _functional(rng, good)[:-1],
        _functional(rng, good).replace(",", ";", 1),
        rng.choice(["\t", "\n", "\t "]) + _valid(rng).strip(" "),
        _valid(rng).strip(" ") + rng.choice(["\t", "\n", " x", ";"]),
        rng.choice(["", " ", "#", "rgb()", "rgb(,,)", "rgb", "red", "()"]),
    ]
    return rng.choice(choices)


def _trap(rng: random.Random, kind: int) -> str:
    """An input aimed at one frequent mistake."""
    good = [_number(rng) for _ in range(3)]
    if kind == 0:  # a character that int(..., 16) tolerates
        digits = "".join(rng.choice(_HEX) for _ in range(5))
        return "#" + rng.choice(["+" + digits, " " + digits, "-" + digits,
                                 digits[:2] + "_" + digits[2:], digits[:3] + "_" + digits[3:]])[:6]
    if kind == 1:  # capital letters in the functional form
        return rng.choice(["RGB", "Rgb", "rGB", "rgB"]) + _functional(rng, good)[3:]
    if kind == 2:  # a tab or newline around the colour
        return rng.choice(["\t", "\n", " \t"]) + _valid(rng).strip(" ") + rng.choice(["", " ", "\n"])
    if kind == 3:  # a four-digit number with a small value
        good[rng.randrange(3)] = "0" + str(rng.randint(0, 255)).zfill(3)
        return _functional(rng, good)
    if kind == 4:  # a value above 255
        good[rng.randrange(3)] = str(rng.randint(256, 999))
        return _functional(rng, good)
    return _short_hex(rng)


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    traps = [0, 1, 2, 3, 4, 5]
    cases = []
    for i in range(count):
        if i < len(traps):
            text = _trap(rng, traps[i])
        elif i % 2 == 0:
            text = _valid(rng)
        else:
            text = _invalid(rng)
        cases.append({"args": [text]})
    return cases
