import random

CATEGORIES = ["food", "book", "electronics", "clothing", "toys", "garden", ""]
REGIONS = ["north", "south", "east", "west", "", "North"]
COUPONS = ["", "SAVE10", "BULK", "FREESHIP", "save10", "bulk", "SAVE20"]


def _line(rng: random.Random) -> list:
    category = rng.choice(CATEGORIES)
    price = rng.choice([rng.randint(0, 3000), rng.randint(0, 100000), rng.randint(9990, 10010)])
    quantity = rng.choice([rng.randint(0, 12), rng.randint(0, 50), rng.randint(9, 11)])
    return [category, price, quantity]


def _case(rng: random.Random, kind: str) -> dict:
    region, coupon = rng.choice(REGIONS), rng.choice(COUPONS)
    lines = [_line(rng) for _ in range(rng.randint(1, 10))]
    if kind == "empty":
        lines = []
    elif kind == "zero_lines":
        lines = [[rng.choice(CATEGORIES), rng.randint(0, 500) * rng.randint(0, 1), 0]
                 for _ in range(rng.randint(1, 4))]
        lines += [[rng.choice(CATEGORIES), 0, rng.randint(0, 5)]]
    elif kind == "shipping_edge":
        price = rng.choice([1000, 2500, 5000, 1250])
        lines = [[rng.choice(CATEGORIES[1:]), price, 5000 // price + rng.choice([-1, 0, 0])]]
        coupon = rng.choice(["", "", "FREESHIP", "BULK"])
    elif kind == "south_clothing":
        region = "south"
        lines = [["clothing", rng.randint(9998, 10002), rng.randint(0, 11)]
                 for _ in range(rng.randint(1, 4))]
    elif kind == "small":
        lines = [[rng.choice(CATEGORIES), rng.randint(1, 900), rng.randint(1, 5)]
                 for _ in range(rng.randint(1, 3))]
        region = rng.choice(["east", "north", "south"])
    elif kind == "coupon_case":
        coupon = rng.choice(["save10", "Save10", "bulk", "freeship"])
    elif kind == "large":
        lines = [_line(rng) for _ in range(30)]
    return {"args": [lines, region, coupon]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["empty", "zero_lines", "shipping_edge", "south_clothing", "small", "coupon_case",
             "large", "shipping_edge"]
    weighted = ["random"] * 5 + ["zero_lines", "shipping_edge", "south_clothing", "small",
                                 "small", "coupon_case", "large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
