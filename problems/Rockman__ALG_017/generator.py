import random

ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def _name(rng: random.Random, used: list[str]) -> str:
    if used and rng.random() < 0.1:
        return rng.choice(used)
    return "".join(rng.choice(ALNUM) for _ in range(rng.randint(1, 6)))


def _num(rng: random.Random, value: int) -> str:
    text = str(abs(value))
    if rng.random() < 0.1:
        text = "0" * rng.randint(1, 3) + text
    return ("-" if value < 0 else "") + text


def _line(rng: random.Random, name: str, x: int, y: int) -> str:
    gap = [" " * rng.choice([1, 1, 1, 2, 3]) for _ in range(4)]
    return gap[0][:rng.randint(0, 2)] + name + gap[1] + _num(rng, x) + gap[2] + _num(rng, y) + \
        gap[3][:rng.randint(0, 2)]


def _noise(rng: random.Random, used: list[str], spread: int) -> str:
    kind = rng.randint(0, 9)
    x, y = rng.randint(-spread, spread), rng.randint(-spread, spread)
    name = _name(rng, used)
    if kind == 0:
        return rng.choice(["", "   ", "# survey notes", "  #" + name + " 1 2"])
    if kind == 1:
        return f"{name} {x} {y} {x}"
    if kind == 2:
        return f"{name} {x}"
    if kind == 3:
        return f"{name} +{abs(x)} {y}"
    if kind == 4:
        return f"{name} {x} 1_0"
    if kind == 5:
        return f"{name}_b {x} {y}"
    if kind == 6:
        return f"{name} {x}.5 {y}"
    if kind == 7:
        return f"{name} - {y}"
    if kind == 8:
        return f"{name} {x} --{abs(y)}"
    return f"{name},{x},{y}"


def _points(rng: random.Random, kind: str, n: int, spread: int) -> list[tuple[int, int]]:
    if kind == "collinear":
        dx, dy = rng.randint(-3, 3), rng.randint(-3, 3)
        if dx == dy == 0:
            dx = 1
        x0, y0 = rng.randint(-20, 20), rng.randint(-20, 20)
        return [(x0 + dx * t, y0 + dy * t) for t in (rng.randint(-10, 10) for _ in range(n))]
    if kind == "rectangle":
        w, h = rng.randint(1, 6), rng.randint(1, 6)
        pts = [(rng.choice([0, w]), rng.randint(0, h)) for _ in range(n // 2)]
        pts += [(rng.randint(0, w), rng.choice([0, h])) for _ in range(n - n // 2)]
        return pts
    return [(rng.randint(-spread, spread), rng.randint(-spread, spread)) for _ in range(n)]


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "empty":
        return {"args": [rng.choice([[], ["# nothing", ""], ["a 1", "b + 2 3"]])]}
    if kind == "single":
        x, y = rng.randint(-9, 9), rng.randint(-9, 9)
        names = ["P" + str(i) for i in range(rng.randint(1, 4))]
        return {"args": [[_line(rng, nm, x, y) for nm in names]]}
    n = {"large": 1500, "small": rng.randint(2, 8)}.get(kind, rng.randint(3, 80))
    spread = rng.choice([3, 10, 1000, 10**6]) if kind != "large" else 10**6
    shape = kind if kind in ("collinear", "rectangle") else "random"
    used: list[str] = []
    lines = []
    for x, y in _points(rng, shape, n, spread):
        name = _name(rng, used)
        used.append(name)
        lines.append(_line(rng, name, x, y))
        if rng.random() < 0.2:
            lines.append(_noise(rng, used, spread))
    rng.shuffle(lines)
    return {"args": [lines]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["empty", "single", "collinear", "rectangle", "small", "random"]
    if split == "hidden":
        fixed = ["large"] + fixed
    weighted = ["random"] * 4 + ["rectangle"] * 3 + ["collinear", "collinear", "small", "single"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
