import random

_ALNUM = ["alpha", "beta", "rc", "x-1", "A", "b7", "-", "Z9"]


def _num(rng: random.Random) -> str:
    return str(rng.choice([0, 1, 2, 9, 10, 11, rng.randint(0, 99), rng.randint(0, 10**15)]))


def _ident(rng: random.Random) -> str:
    return _num(rng) if rng.random() < 0.5 else rng.choice(_ALNUM)


def _version(rng: random.Random, p_pre: float = 0.5, p_build: float = 0.2) -> str:
    text = ".".join(_num(rng) for _ in range(3))
    if rng.random() < p_pre:
        text += "-" + ".".join(_ident(rng) for _ in range(rng.randint(1, 3)))
    if rng.random() < p_build:
        text += "+" + ".".join(rng.choice(["001", "sha", "5", "exp-2"]) for _ in range(rng.randint(1, 2)))
    return text


def _near(rng: random.Random, v: str) -> str:
    """A version sharing most of v."""
    core, sep, rest = v.partition("-")
    core = core.partition("+")[0]
    parts = core.split(".")
    r = rng.random()
    if r < 0.3:
        i = rng.randrange(3)
        parts[i] = str(int(parts[i]) + rng.choice([1, 9]))
        return ".".join(parts) + (sep + rest if sep else "")
    if r < 0.5:
        return ".".join(parts)  # the release
    if r < 0.7:
        return ".".join(parts) + "-" + ".".join(_ident(rng) for _ in range(rng.randint(1, 3)))
    if r < 0.85 and sep:
        return v + rng.choice([".1", ".alpha", ".0"])
    return v.partition("+")[0] + "+" + rng.choice(["b1", "zz", "0099"])


def _invalid(rng: random.Random) -> str:
    return rng.choice([
        "1.2", "1.2.3.4", "01.2.3", "1.02.3", "1.2.3-", "1.2.3-alpha..1", "1.2.3-01",
        "1.2.3+", "v1.2.3", "1.2.3-beta_1", " 1.2.3", "1.2.-3", "", "1..3", "1.2.3-+b",
        "1.2.3+a..b",
    ])


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "invalid":
        pair = [_invalid(rng), _version(rng)]
        rng.shuffle(pair)
        return {"args": pair}
    if kind == "numeric_pre":
        core = ".".join(_num(rng) for _ in range(3))
        x, y = rng.randint(0, 20), rng.randint(0, 20)
        return {"args": [f"{core}-rc.{x}", f"{core}-rc.{y}"]}
    a = _version(rng)
    if kind == "near":
        return {"args": [a, _near(rng, a)]}
    if kind == "equal":
        return {"args": [a, a]}
    return {"args": [a, _version(rng)]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["near", "numeric_pre", "invalid", "near", "equal", "random"]
    weighted = ["near"] * 5 + ["random"] * 2 + ["numeric_pre", "invalid", "equal"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
