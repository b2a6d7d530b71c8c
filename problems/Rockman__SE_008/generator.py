import random


def _range(rng: random.Random, span: int, width: int) -> list[int]:
    a = rng.randint(0, span)
    return [a, min(span, a + rng.randint(-1, width))]


def _case(rng: random.Random, kind: str) -> dict:
    span = rng.choice([20, 200, 10**9])
    width = max(1, span // rng.choice([3, 10, 50]))
    if kind == "touching":
        ops = []
        x = rng.randint(0, 10)
        for _ in range(rng.randint(2, 8)):
            y = x + rng.randint(1, 5)
            ops.append(["add", [x, y]])
            ops.append(["pieces", []])
            x = y + rng.choice([0, 0, 1])
        ops += [["total", []], ["covers", [0, x]], ["remove", [x - 3, x - 2]], ["pieces", []], ["total", []],
                ["contains", [x - 3]], ["contains", [x - 2]], ["covers", [x - 5, x - 3]]]
        return {"init": [], "ops": ops}
    ops = []
    count = rng.choice([rng.randint(5, 40), rng.randint(200, 1500)])
    for _ in range(count):
        r = rng.random()
        if r < 0.3:
            ops.append(["add", _range(rng, span, width)])
        elif r < 0.45:
            ops.append(["remove", _range(rng, span, width)])
        elif r < 0.65:
            ops.append(["contains", [rng.randint(0, span)]])
        elif r < 0.85:
            ops.append(["covers", _range(rng, span, width // 4 + 1)])
        else:
            ops.append([rng.choice(["total", "pieces"]), []])
    return {"init": [], "ops": ops}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["touching", "random", "touching", "random"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(["random"] * 3 + ["touching"])
        cases.append(_case(rng, kind))
    return cases
