import random

_SKUS = ["apple", "pear", "bolt", "nut", "A-1", "B-2", "widget", "Widget", "gear", "cog"]


def _case(rng: random.Random, n_ops: int, n_skus: int, max_qty: int) -> dict:
    skus = rng.sample(_SKUS, n_skus)
    ops = []
    next_id = rng.randint(0, 100)
    ids: list[int] = []
    for _ in range(n_ops):
        kind = rng.choices(["restock", "reserve", "cancel", "fulfill", "available", "on_hand"],
                           [15, 30, 15, 15, 15, 10])[0]
        sku = rng.choice(skus)
        if kind == "restock":
            ops.append(["restock", [sku, rng.randint(1, max_qty)]])
        elif kind == "reserve":
            if ids and rng.random() < 0.15:
                oid = rng.choice(ids)  # reuse of an id that was already used
            else:
                next_id += 1
                oid = next_id
                ids.append(oid)
            ops.append(["reserve", [oid, sku, rng.randint(1, max_qty)]])
        elif kind in ("cancel", "fulfill"):
            oid = rng.choice(ids) if ids and rng.random() < 0.9 else next_id + 50
            ops.append([kind, [oid]])
        else:
            ops.append([kind, [sku]])
    return {"init": [], "ops": ops}


def _exact(rng: random.Random) -> dict:
    # reservations of exactly the available amount and one more
    ops = []
    oid = 0
    for _ in range(rng.randint(3, 10)):
        q = rng.randint(1, 20)
        ops.append(["restock", ["gear", q]])
        oid += 1
        ops.append(["reserve", [oid, "gear", q + rng.choice([0, 0, 1])]])
        ops.append(["available", ["gear"]])
        ops.append([rng.choice(["fulfill", "cancel"]), [oid]])
        ops.append([rng.choice(["fulfill", "cancel"]), [oid]])
        ops.append(["on_hand", ["gear"]])
    return {"init": [], "ops": ops}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    cases = []
    for i in range(count):
        if i % 4 == 0:
            cases.append(_exact(rng))
        elif i % 4 == 1:
            cases.append(_case(rng, rng.randint(10, 60), rng.randint(1, 2), 10))
        else:
            cases.append(_case(rng, rng.randint(100, 1500), rng.randint(1, 10), rng.choice([10, 1000, 10**6])))
    return cases
