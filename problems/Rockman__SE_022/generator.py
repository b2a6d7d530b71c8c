import random

PREFIXES = ["P-", "B-", "S-", "X-", "", "p-", "PB"]


def _sku(rng: random.Random) -> str:
    return rng.choice(PREFIXES) + str(rng.randint(1, 40))


def _item(rng: random.Random, sku: str) -> list:
    demand = rng.choice([0, rng.randint(1, 10), rng.randint(1, 300), rng.randint(1, 10000)])
    lead = rng.choice([0, rng.randint(1, 7), rng.randint(1, 60)])
    # on hand around the reorder point so both outcomes occur
    around = (lead + rng.randint(0, 8)) * demand
    on_hand = max(0, min(10**6, around + rng.randint(-2, 2) * max(1, demand // 2)))
    if rng.random() < 0.15:
        on_hand = rng.randint(0, 10**6)
    return [sku, on_hand, demand, lead]


def _bulk_exact(rng: random.Random) -> list:
    demand, lead = rng.randint(1, 100), rng.randint(0, 20)
    k = rng.randint(demand // 2 + 1, max(demand // 2 + 1, (lead + 30) * demand // 50))
    on_hand = max(0, (lead + 30) * demand - 50 * k)
    return ["B-" + str(rng.randint(1, 40)), on_hand, demand, lead]


def _case(rng: random.Random, kind: str) -> dict:
    day = rng.randint(1, 365)
    items = [_item(rng, _sku(rng)) for _ in range(rng.randint(1, 40))]
    max_orders = rng.choice([len(items), 200, rng.randint(0, len(items))])
    if kind == "empty":
        items = []
    elif kind == "duplicates":
        skus = [_sku(rng) for _ in range(rng.randint(2, 6))]
        items = [_item(rng, rng.choice(skus)) for _ in range(rng.randint(4, 20))]
        items.insert(0, [skus[0], 0, 0, 3])
        items.append([skus[0], 0, 5, 3])
        max_orders = 200
    elif kind == "season_edge":
        day = rng.choice([151, 152, 243, 244])
        items += [_item(rng, "S-" + str(rng.randint(1, 40))) for _ in range(8)]
        items += [["S-" + str(n), 0, rng.randint(1, 50), rng.randint(0, 9)] for n in range(41, 44)]
        max_orders = 200
    elif kind == "bulk_exact":
        items = [_bulk_exact(rng) for _ in range(rng.randint(3, 10))]
        max_orders = 200
    elif kind == "ties":
        lead = rng.randint(0, 9)
        items = [[_sku(rng), 0, rng.randint(1, 50), lead] for _ in range(rng.randint(4, 15))]
        rng.shuffle(items)
        max_orders = rng.choice([200, rng.randint(1, 5)])
    elif kind == "limit":
        max_orders = rng.choice([0, 1, 2])
    elif kind == "large":
        items = [_item(rng, _sku(rng)) for _ in range(200)]
        max_orders = rng.randint(0, 200)
    return {"args": [items, day, max_orders]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["duplicates", "season_edge", "bulk_exact", "ties", "empty", "limit", "large",
             "season_edge"]
    weighted = ["random"] * 5 + ["duplicates", "season_edge", "bulk_exact", "ties", "limit",
                                 "large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
