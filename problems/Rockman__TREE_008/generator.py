import random


def _case(rng: random.Random, kind: str) -> dict:
    n_ops = rng.randint(3000, 5000) if kind == "long" else rng.randint(5, 300)
    span = rng.choice([20, 1000, 10**9])
    start = rng.randint(-10**9 + 5000, 10**9 - 5000)
    ops = []
    preorders = 0
    for t in range(n_ops):
        r = rng.random()
        if kind in ("ascending", "descending"):
            key = start + t if kind == "ascending" else start - t
        elif kind == "zigzag":
            # alternating keys from both ends produce double rotations
            key = start + (t // 2 if t % 2 else -(t // 2)) * rng.choice([1, 1, -1])
        else:
            key = rng.randint(-span, span)
        if r < 0.65:
            ops.append(["insert", [key]])
        elif r < 0.78:
            ops.append(["contains", [key]])
        elif r < 0.88:
            ops.append(["height", []])
        elif r < 0.96 or preorders >= 20 or n_ops > 1000 and t < n_ops - 40:
            ops.append(["root", []])
        else:
            ops.append(["preorder", []])
            preorders += 1
    if preorders < 20:
        ops.append(["preorder", []])
    return {"init": [], "ops": ops}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["ascending", "descending", "zigzag", "random", "long"]
    weighted = ["random"] * 5 + ["ascending", "descending", "zigzag", "long"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
