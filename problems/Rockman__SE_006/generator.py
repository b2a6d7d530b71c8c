import random


def _case(rng: random.Random, kind: str) -> dict:
    skus = [rng.choice(["bolt", "nut", "gear", "pipe"]) + str(i) for i in range(rng.randint(1, 4))]
    orders = [f"o{i}" for i in range(rng.randint(1, 6))]
    ops = [["add", [s, rng.randint(1, 20)]] for s in skus]
    if kind == "lifecycle":
        s = skus[0]
        ops += [["reserve", ["o1", s, 3]], ["reserve", ["o1", s, 1]], ["available", [s]], ["commit", ["o1"]],
                ["release", ["o1"]], ["commit", ["o1"]], ["on_hand", [s]], ["available", [s]],
                ["reserve", ["o1", s, 1]], ["release", ["o1"]], ["available", [s]]]
    for _ in range(rng.choice([rng.randint(5, 40), rng.randint(100, 500)])):
        r = rng.random()
        s, o = rng.choice(skus + ["none"]), rng.choice(orders)
        qty = rng.choice([rng.randint(1, 8), rng.randint(-1, 1)])
        if r < 0.1:
            ops.append(["add", [s, rng.randint(1, 10)]])
        elif r < 0.2:
            ops.append(["remove", [s, qty]])
        elif r < 0.45:
            ops.append(["reserve", [o, s, qty]])
        elif r < 0.55:
            ops.append(["release", [o]])
        elif r < 0.67:
            ops.append(["commit", [o]])
        else:
            ops.append([rng.choice(["available", "on_hand"]), [s]])
    return {"init": [], "ops": ops}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    return [_case(rng, "lifecycle" if i % 3 == 0 else "random") for i in range(count)]
