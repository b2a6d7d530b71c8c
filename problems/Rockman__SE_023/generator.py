import random

ZONES = ["local", "national", "international"]
SERVICES = ["economy", "express", "overnight"]
OPTIONS = ["fragile", "signature", "saturday", "gift", "Fragile", ""]


def _package(rng: random.Random) -> list:
    style = rng.randint(0, 3)
    if style == 0:  # small parcel
        sides = [rng.randint(1, 40) for _ in range(3)]
    elif style == 1:  # long and thin, often oversize
        sides = [rng.randint(100, 150), rng.randint(1, 40), rng.randint(1, 40)]
    elif style == 2:  # near the girth limit
        longest = rng.randint(60, 140)
        rest = (300 - longest) // 2 + rng.randint(-1, 1)
        middle = rng.randint(1, max(1, rest - 1))
        sides = [longest, middle, max(1, rest - middle)]
    else:
        sides = [rng.randint(1, 200) for _ in range(3)]
    rng.shuffle(sides)
    weight = rng.choice([rng.randint(0, 3000), rng.randint(0, 30000), rng.randint(29990, 30010),
                         rng.randint(1, 40) * 500])
    return sides + [weight]


def _options(rng: random.Random) -> list[str]:
    return [rng.choice(OPTIONS) for _ in range(rng.randint(0, 5))]


def _case(rng: random.Random, kind: str) -> dict:
    zone, service = rng.choice(ZONES), rng.choice(SERVICES)
    options = _options(rng)
    packages = [_package(rng) for _ in range(rng.randint(1, 12))]
    if kind == "unknown":
        if rng.random() < 0.5:
            zone = rng.choice(["mars", "", "Local"])
        else:
            service = rng.choice(["same-day", "", "Express"])
    elif kind == "girth_edge":
        packages = []
        for _ in range(rng.randint(3, 8)):
            longest = rng.randint(80, 120)
            middle = rng.randint(20, (300 - longest) // 2 - 10)
            shortest = (300 - longest) // 2 - middle + rng.choice([0, 0, 1])
            sides = [longest, middle, shortest]
            rng.shuffle(sides)
            packages.append(sides + [rng.randint(0, 5000)])
    elif kind == "oversize_fragile":
        options = ["fragile"] + _options(rng)
        packages = [[rng.randint(115, 140), rng.randint(5, 40), rng.randint(5, 40),
                     rng.randint(0, 9000)] for _ in range(rng.randint(1, 5))]
    elif kind == "repeated_options":
        options = ["signature", "fragile", "signature", "saturday", "saturday"]
        service = rng.choice(["overnight", "express"])
        zone = rng.choice(["local", "national"])
    elif kind == "discount":
        packages = [_package(rng) for _ in range(rng.randint(4, 30))]
        packages.insert(rng.randint(0, 2), [150, 150, 150, 100])
    elif kind == "national_express":
        zone, service = "national", "express"
        packages = [[10, 10, 10, rng.randint(1, 60) * 500 - rng.randint(0, 499)]
                    for _ in range(rng.randint(2, 6))]
    elif kind == "empty":
        packages = []
    return {"args": [packages, zone, service, options]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["girth_edge", "oversize_fragile", "repeated_options", "discount",
             "national_express", "unknown", "empty", "discount"]
    weighted = ["random"] * 6 + ["girth_edge", "oversize_fragile", "repeated_options",
                                 "discount", "national_express", "unknown"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
