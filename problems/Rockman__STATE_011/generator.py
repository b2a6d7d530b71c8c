import random


def _case(rng: random.Random, n_ops: int, lo: int, hi: int, max_qty: int) -> dict:
    ops = []
    next_id = rng.randint(0, 50)
    ids: list[int] = []
    mid = (lo + hi) // 2
    for _ in range(n_ops):
        kind = rng.choices(["place", "cancel", "best", "depth", "traded_value"], [55, 15, 12, 12, 6])[0]
        side = rng.choice(["buy", "sell"])
        if kind == "place":
            if ids and rng.random() < 0.05:
                oid = rng.choice(ids)
            else:
                next_id += rng.randint(1, 2)
                oid = next_id
                ids.append(oid)
            # buyers mostly below the middle and sellers above, with crossing orders mixed in
            if rng.random() < 0.7:
                price = rng.randint(lo, mid) if side == "buy" else rng.randint(mid, hi)
            else:
                price = rng.randint(lo, hi)
            ops.append(["place", [oid, side, price, rng.randint(1, max_qty)]])
        elif kind == "cancel":
            oid = rng.choice(ids) if ids else 0
            ops.append(["cancel", [oid]])
        elif kind == "best":
            ops.append(["best", [side]])
        elif kind == "depth":
            ops.append(["depth", [side, rng.randint(lo, hi)]])
        else:
            ops.append(["traded_value", []])
    ops.append(["traded_value", []])
    return {"init": [], "ops": ops}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    cases = []
    for i in range(count):
        kind = i % 4
        if kind == 0:
            # a single price level: pure time priority
            p = rng.randint(1, 10**4)
            cases.append(_case(rng, rng.randint(20, 150), p, p, 5))
        elif kind == 1:
            cases.append(_case(rng, rng.randint(50, 400), 1, 6, 10))
        else:
            lo = rng.randint(1, 5000)
            cases.append(_case(rng, rng.randint(300, 2500), lo, lo + rng.randint(1, 200), rng.choice([10, 100, 10**4])))
    return cases
