import random

_DENOMS = [[1, 5, 10, 25], [5, 10, 20, 50], [2, 5], [3, 7], [1, 2, 5, 10, 20, 50], [4, 6, 9], [10]]
_ITEMS = ["tea", "cola", "chips", "gum", "Tea", "water", "bar", "x"]


def _case(rng: random.Random, n_ops: int, denoms: list[int], n_items: int, max_stock: int) -> dict:
    items = rng.sample(_ITEMS, n_items)
    small, big = min(denoms), max(denoms)
    ops = []
    # most machines start with a stock and a coin float; a few start empty
    if rng.random() < 0.8:
        for item in items:
            ops.append(["restock", [item, rng.randint(1, 4 * big), rng.randint(0, max_stock)]])
    if rng.random() < 0.7:
        for d in denoms:
            ops.append(["load", [d, rng.randint(0, 4)]])
    while len(ops) < n_ops:
        kind = rng.choices(
            ["insert", "select", "coins", "credit", "cancel", "restock", "load"],
            [40, 22, 14, 5, 6, 6, 7],
        )[0]
        if kind == "insert":
            if rng.random() < 0.08:
                value = rng.choice([v for v in range(1, big + 2) if v not in denoms] or [big + 1])
            else:
                value = rng.choice(denoms)
            ops.append(["insert", [value]])
        elif kind == "select":
            item = rng.choice(items) if rng.random() < 0.92 else rng.choice(_ITEMS)
            ops.append(["select", [item]])
        elif kind == "coins":
            value = rng.choice(denoms) if rng.random() < 0.9 else big + small
            ops.append(["coins", [value]])
        elif kind == "credit":
            ops.append(["credit", []])
        elif kind == "cancel":
            ops.append(["cancel", []])
        elif kind == "restock":
            ops.append(["restock", [rng.choice(items), rng.randint(1, 4 * big), rng.randint(0, max_stock)]])
        else:
            value = rng.choice(denoms) if rng.random() < 0.9 else big + 1
            ops.append(["load", [value, rng.randint(0, 3)]])
    return {"init": [rng.sample(denoms, len(denoms))], "ops": ops}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    cases = []
    for i in range(count):
        denoms = rng.choice(_DENOMS)
        if i % 4 == 0:
            cases.append(_case(rng, rng.randint(10, 40), denoms, rng.randint(1, 2), 2))
        elif i % 4 == 1:
            cases.append(_case(rng, rng.randint(40, 200), denoms, rng.randint(1, 4), 5))
        elif i % 4 == 2:
            denoms = sorted(rng.sample(range(1, 60), rng.randint(1, 6)))
            cases.append(_case(rng, rng.randint(100, 600), denoms, rng.randint(2, 6), 20))
        else:
            cases.append(_case(rng, rng.randint(500, 2000), denoms, rng.randint(3, 8), 100))
    return cases
