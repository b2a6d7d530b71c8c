import random

CATEGORIES = ["food", "book", "toy", "tech"]
UNKNOWN = ["Food", "books", "garden", "", "TECH", "toys"]
COUPONS = ["", "SAVE10", "FLAT500", "TECH15", "save10", "FLAT50", "BONUS"]


def _item(rng: random.Random, category: str) -> list:
    quantity = rng.choice([1, 1, 2, 3, 4, 5, 6, 9, 10, 11, rng.randint(1, 100)])
    price = rng.choice([rng.randint(1, 20), rng.randint(1, 2000), rng.randint(1, 100000)])
    return [category, price, quantity]


def _items(rng: random.Random, n: int) -> list:
    return [_item(rng, rng.choice(CATEGORIES)) for _ in range(n)]


def _threshold(rng: random.Random, base: int, exact: bool) -> dict:
    # lines whose total lands exactly on (or next to) a coupon or shipping threshold
    target = base if exact else base + rng.choice([-1, 0, 0, 1])
    extra = rng.choice([[], [["tech", 5, 1]], [["book", 100, 1]], [["toy", 10, 1]]])
    fixed = {"tech": 6, "book": 105, "toy": 12}
    rest = target - sum(fixed[e[0]] for e in extra)
    split = rng.randint(1, rest - 1)
    items = [["food", split, 1], ["food", rest - split, 1]] + extra
    rng.shuffle(items)
    coupon = {2000: "FLAT500", 3000: rng.choice(["", "BONUS"]), 5000: "SAVE10"}[base]
    return {"args": [items, coupon, 0]}


def _case(rng: random.Random, kind: str) -> dict:
    coupon = rng.choice(COUPONS)
    years = rng.choice([0, 1, 2, 4, 5, 6, rng.randint(0, 60)])
    if kind == "threshold":
        return _threshold(rng, rng.choice([2000, 3000, 5000]), False)
    if kind.startswith("exact_"):
        return _threshold(rng, int(kind[6:]), True)
    if kind == "empty":
        return {"args": [[], coupon, years]}
    if kind == "unknown":
        items = _items(rng, rng.randint(0, 5))
        items.insert(rng.randint(0, len(items)), _item(rng, rng.choice(UNKNOWN)))
        return {"args": [items, coupon, years]}
    if kind == "quantities":
        category = rng.choice(["food", "book", "toy"])
        items = [[category, rng.randint(1, 3000), q] for q in rng.sample([1, 2, 3, 4, 6, 9, 10, 11], 3)]
        return {"args": [items, coupon, years]}
    if kind == "small":
        items = [_item(rng, rng.choice(CATEGORIES)) for _ in range(rng.randint(1, 3))]
        for item in items:
            item[1] = rng.randint(1, 400)
            item[2] = rng.randint(1, 4)
        return {"args": [items, coupon, years]}
    return {"args": [_items(rng, rng.randint(1, 30)), coupon, years]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["exact_5000", "quantities", "exact_2000", "unknown", "exact_3000", "empty", "small",
             "threshold", "random", "exact_5000", "small"]
    weighted = ["random"] * 2 + ["threshold", "threshold", "quantities", "unknown", "small",
                                 "small"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
