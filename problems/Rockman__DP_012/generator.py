import random
import string

_NAME_CHARS = string.ascii_letters + string.digits + "_"


def _name(rng: random.Random, pool: list[str]) -> str:
    if pool and rng.random() < 0.15:
        return rng.choice(pool)  # a repeated name
    name = "".join(rng.choice(_NAME_CHARS) for _ in range(rng.randint(1, 8)))
    pool.append(name)
    return name


def _number(rng: random.Random, value: int) -> str:
    text = str(value)
    if value < 10**9 and rng.random() < 0.05:
        text = "0" + text
    return text


def _space(rng: random.Random) -> str:
    return rng.choice([" ", " ", " ", "  ", "\t", " \t "])


def _good(rng: random.Random, pool: list[str], horizon: int) -> str:
    start = rng.randint(0, horizon - 1)
    end = start + rng.randint(1, max(1, horizon // rng.choice([2, 10, 50])))
    if rng.random() < 0.3:
        end = start + rng.randint(1, 5)
    fee = rng.randint(0, rng.choice([10, 1000, 10**6]))
    fields = [_name(rng, pool), _number(rng, start), _number(rng, end), _number(rng, fee)]
    line = _space(rng).join(fields)
    if rng.random() < 0.1:
        line = _space(rng) + line + _space(rng)
    return line


def _bad(rng: random.Random, pool: list[str], horizon: int) -> str:
    fields = _good(rng, pool, horizon).split()
    kind = rng.randint(0, 7)
    if kind == 0:
        fields.append(str(rng.randint(0, 9)))
    elif kind == 1:
        fields.pop(rng.randrange(4))
    elif kind == 2:
        fields[rng.randint(1, 3)] = rng.choice(["+", "-"]) + fields[rng.randint(1, 3)]
    elif kind == 3:
        fields[0] = fields[0] + rng.choice(["-", ".", "!", "#"])
    elif kind == 4:
        fields[2] = fields[1]  # start == end
    elif kind == 5:
        fields[1], fields[2] = fields[2], fields[1]  # start > end
    elif kind == 6:
        f = fields[3]
        fields[3] = f[:1] + "_" + f[1:] if len(f) > 1 else f + "x"
    else:
        return rng.choice(["", "   ", "\t", "# comment"])
    return " ".join(fields)


def _case(rng: random.Random, kind: str) -> list[str]:
    pool: list[str] = []
    if kind == "empty":
        return rng.choice([[], ["", "  "], ["only three 4"]])
    if kind == "touching":
        lines, t = [], 0
        for _ in range(rng.randint(2, 30)):
            length = rng.randint(1, 5)
            lines.append(f"e{t} {t} {t + length} {rng.randint(1, 100)}")
            if rng.random() < 0.4:
                lines.append(f"w{t} {t} {t + length + rng.randint(1, 3)} {rng.randint(1, 150)}")
            t += length
        rng.shuffle(lines)
        return lines
    if kind == "large":
        n, horizon = rng.randint(10000, 20000), rng.choice([10**5, 10**9])
    else:
        n, horizon = rng.choice([rng.randint(1, 10), rng.randint(1, 200)]), rng.choice([20, 1000, 10**9])
    bad_rate = 0.0 if kind == "clean" else rng.choice([0.1, 0.3])
    return [_bad(rng, pool, horizon) if rng.random() < bad_rate else _good(rng, pool, horizon)
            for _ in range(n)]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["touching", "random", "clean", "random", "empty", "touching"]
    weighted = ["random"] * 5 + ["clean"] * 2 + ["touching"] * 2 + ["empty"]
    cases = []
    for i in range(count):
        if i < len(fixed):
            kind = fixed[i]
        elif split == "hidden" and i % 20 == 11:
            kind = "large"
        else:
            kind = rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
