import random

_KINDS = ["checking", "savings", "credit"]


def _case(rng: random.Random, kind: str) -> dict:
    ids = [f"acc{i}" for i in range(rng.randint(2, 6))]
    ops = []
    for acc in ids:
        ops.append(["open", [acc, rng.choice(_KINDS), rng.choice([0, 1, 2, 3, rng.randint(0, 5000)])]])
    if kind == "edge":
        ops += [["open", [ids[0], "savings", 1]], ["open", ["zz", "gold", 1]], ["open", ["zz", "credit", -1]],
                ["deposit", ["nobody", 5]], ["deposit", [ids[0], 0]], ["withdraw", [ids[0], -3]],
                ["transfer", [ids[0], ids[0], 1]], ["transfer", [ids[0], "nobody", 1]], ["balance", ["nobody"]]]
    scale = rng.choice([10, 1000, 10**6])
    count = rng.choice([rng.randint(10, 40), rng.randint(100, 500)])
    for _ in range(count):
        r = rng.random()
        acc = rng.choice(ids + ["ghost"] if rng.random() < 0.05 else ids)
        amount = rng.choice([rng.randint(1, scale), rng.randint(-1, 3), 99, 100, 101])
        if r < 0.25:
            ops.append(["deposit", [acc, amount]])
        elif r < 0.5:
            ops.append(["withdraw", [acc, amount]])
        elif r < 0.62:
            ops.append(["transfer", [acc, rng.choice(ids + ["ghost"]), amount]])
        elif r < 0.72:
            ops.append(["month_end", []])
        elif r < 0.95:
            ops.append(["balance", [acc]])
        else:
            ops.append(["open", [f"new{rng.randint(0, 3)}", rng.choice(_KINDS + ["gold"]), rng.randint(-1, 3)]])
    ops += [["balance", [acc]] for acc in ids]
    return {"init": [], "ops": ops}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    return [_case(rng, "edge" if i % 4 == 0 else "random") for i in range(count)]
