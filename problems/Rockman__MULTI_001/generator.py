import random
import string


def _name(rng: random.Random) -> str:
    return "".join(rng.choice("abcdefgh") for _ in range(rng.randint(1, 3)))


def _sp(rng: random.Random) -> str:
    return rng.choice(["", "", " ", " ", "  "])


def _expr(rng: random.Random, names: list[str], depth: int) -> str:
    r = rng.random()
    if depth <= 0 or r < 0.3:
        if names and rng.random() < 0.6:
            return rng.choice(names)
        return str(rng.choice([0, 1, 2, 7, rng.randint(0, 999), rng.randint(0, 999_999_999)]))
    if r < 0.4:
        return "(" + _sp(rng) + _expr(rng, names, depth - 1) + _sp(rng) + ")"
    op = rng.choice(["+", "-", "-", "*"])
    return _expr(rng, names, depth - 1) + _sp(rng) + op + _sp(rng) + _expr(rng, names, depth - 1)


def _malformed(rng: random.Random, names: list[str]) -> str:
    good = _expr(rng, names, 2)
    target = rng.choice(names) if names else "z"
    return rng.choice([
        target + " = " + good + " +",
        target + " = (" + good,
        target + " = " + good + ")",
        target + " == " + good,
        target + " = ",
        target + "1 = " + good,
        "= " + good,
        target + " = " + good + " % 3",
        target + " = -" + good,
        target + " = " + good + " " + rng.choice(string.ascii_lowercase),
        target.upper() + " = " + good,
        target + " =\t" + good,
        target + " = 2 3",
    ])


def _program(rng: random.Random, n_lines: int, n_names: int, depth: int, p_bad: float, p_back: float) -> list[str]:
    names = sorted({_name(rng) for _ in range(n_names)})
    rng.shuffle(names)
    lines = []
    for i in range(n_lines):
        if rng.random() < p_bad:
            lines.append(_malformed(rng, names))
            continue
        j = rng.randrange(len(names))
        # mostly refer to earlier names (a DAG); sometimes any name, which may create cycles
        pool = names[:j] if rng.random() > p_back else names
        if rng.random() < 0.05:
            pool = pool + ["zz", "q"]  # names that are probably never assigned
        lines.append(_sp(rng) + names[j] + _sp(rng) + "=" + _sp(rng) + _expr(rng, pool, depth) + _sp(rng))
    return lines


def _case(rng: random.Random, kind: str) -> list[str]:
    if kind == "chain":
        n = rng.randint(3, 60)
        names = ["v" + "".join(rng.choice("abc") for _ in range(4)) for _ in range(n)]
        names = list(dict.fromkeys(names))
        lines = [names[0] + " = " + str(rng.randint(0, 10**9 - 1))]
        for a, b in zip(names, names[1:]):
            lines.append(b + " = " + a + rng.choice([" * ", " - ", " + "]) + str(rng.randint(1, 10**6)))
        rng.shuffle(lines)
        return lines
    if kind == "cycles":
        return _program(rng, rng.randint(5, 40), rng.randint(3, 12), 2, 0.05, 0.6)
    if kind == "malformed":
        return _program(rng, rng.randint(5, 40), rng.randint(3, 15), 3, 0.4, 0.1)
    if kind == "small":
        return _program(rng, rng.randint(0, 5), rng.randint(1, 4), 2, 0.2, 0.3)
    return _program(rng, rng.randint(20, 300), rng.randint(10, 150), 4, 0.1, rng.choice([0.0, 0.05, 0.2]))


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "chain", "cycles", "malformed", "small"]
    weighted = ["random", "random", "random", "chain", "cycles", "cycles", "malformed", "small"]
    return [{"args": [_case(rng, fixed[i] if i < len(fixed) else rng.choice(weighted))]} for i in range(count)]
