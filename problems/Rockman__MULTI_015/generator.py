import random

_POOL = ["ana", "ben", "cy", "dan", "eve", "fay", "gus", "hal", "ivy", "jo", "kim", "lou",
         "max", "ned", "oz", "pia", "quin", "rae", "sam", "tia", "uma", "vic", "wes", "xan",
         "yul", "zoe", "abigail", "bartholomew", "al", "alf", "b", "bb"]


def _names(rng: random.Random, count: int) -> list[str]:
    names = list(_POOL)
    while len(names) < count:
        names.append("".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(rng.randint(1, 12))))
        names = sorted(set(names))
    return rng.sample(names, count)


def _amount(rng: random.Random, small: bool) -> str:
    whole = rng.randint(0, 20) if small else rng.choice([rng.randint(0, 500), rng.randint(0, 999999)])
    text = str(whole)
    if rng.random() < 0.15 and len(text) < 6:
        text = "0" * rng.randint(1, 6 - len(text)) + text
    if rng.random() < 0.5:
        text += "." + f"{rng.randint(0, 99):02d}"
    return text


def _gap(rng: random.Random) -> str:
    return rng.choice([" ", " ", " ", "  ", "   "])


def _expense(rng: random.Random, people: list[str], small: bool) -> str:
    payer = rng.choice(people)
    k = rng.randint(1, min(len(people), rng.choice([2, 3, 4, 6, 10])))
    names = rng.sample(people, k)
    if rng.random() < 0.5 and payer not in names:
        names[rng.randrange(k)] = payer
    words = [payer, "paid", _amount(rng, small), "for", ",".join(names)]
    lead = rng.choice(["", "", "", " ", "  "])
    tail = rng.choice(["", "", "", " ", "  "])
    return lead + "".join(w + _gap(rng) for w in words[:-1]) + words[-1] + tail


_BAD_AMOUNTS = ["12.5", "1.234", ".50", "12.", "-3", "+3", "1234567", "1,50", "abc", "1e3", "0.5"]


def _malformed(rng: random.Random, people: list[str]) -> str:
    payer, other = rng.choice(people), rng.choice(people)
    choice = rng.randrange(10)
    if choice == 0:
        return f"{payer} paid {rng.choice(_BAD_AMOUNTS)} for {other}"
    if choice == 1:
        return f"{payer.upper()} paid 5 for {other}"
    if choice == 2:
        return f"{payer} paid 5 for {other},{other}"
    if choice == 3:
        return f"{payer}\tpaid 5 for {other}"
    if choice == 4:
        return f"{payer} Paid 5 for {other}"
    if choice == 5:
        return f"{payer} paid 5 for {other}, {payer}"
    if choice == 6:
        return f"{payer} paid 5 for {other},,{payer}"
    if choice == 7:
        return f"{payer} paid 5 {other}"
    if choice == 8:
        return rng.choice(["", "   ", "# comment", "total 12"])
    return f"{payer} paid 5 for {other} extra"


def _log(rng: random.Random, n_people: int, n_lines: int, bad_rate: float, small: bool) -> str:
    people = _names(rng, n_people)
    lines = []
    for _ in range(n_lines):
        if rng.random() < bad_rate:
            lines.append(_malformed(rng, people))
        else:
            lines.append(_expense(rng, people, small))
    return "\n".join(lines) + rng.choice(["", "\n"])


def _ties(rng: random.Random) -> str:
    # equal shares make equal balances, so the alphabetical tie-break decides the order
    people = _names(rng, rng.randint(3, 8))
    payers = rng.sample(people, rng.randint(1, 2))
    amount = rng.choice(["6", "12", "60.00", "24"])
    lines = [f"{p} paid {amount} for {','.join(rng.sample(people, len(people)))}" for p in payers]
    return "\n".join(lines)


def _case(rng: random.Random, kind: str) -> str:
    if kind == "empty":
        return rng.choice(["", "\n", "   ", "\n\n  \n"])
    if kind == "only_bad":
        people = _names(rng, 4)
        return "\n".join(_malformed(rng, people) for _ in range(rng.randint(1, 8)))
    if kind == "ties":
        return _ties(rng)
    if kind == "cents":
        return _log(rng, rng.randint(2, 6), rng.randint(1, 8), 0.1, True)
    if kind == "self":
        name = rng.choice(_POOL)
        return f"{name} paid {_amount(rng, False)} for {name}"
    if kind == "large":
        return _log(rng, rng.randint(40, 60), rng.randint(1500, 2000), 0.1, False)
    return _log(rng, rng.randint(2, 15), rng.randint(1, 60), rng.choice([0.0, 0.2, 0.4]),
                rng.random() < 0.3)


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "ties", "cents", "only_bad", "random", "large", "empty", "self", "ties"]
    weighted = ["random"] * 6 + ["ties", "cents", "cents", "only_bad", "self", "large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
