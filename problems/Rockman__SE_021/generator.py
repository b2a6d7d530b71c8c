import random
import string

WORDS = ["Pen", "Paper", "Desk lamp", "Cable", "Mouse", "Chair", "Stapler", "Ink", "Folder",
         "Monitor stand", "USB hub", "Notebook"]
PRINTABLE = string.ascii_letters + string.digits + " .,-/&()#"


def _name(rng: random.Random) -> str:
    style = rng.randint(0, 4)
    if style == 0:
        length = rng.choice([19, 20, 21, 22])
        return "".join(rng.choice(PRINTABLE) for _ in range(length))
    if style == 1:
        return "".join(rng.choice(PRINTABLE) for _ in range(rng.randint(0, 40)))
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 3)))


def _row(rng: random.Random, big: bool) -> list:
    quantity = rng.randint(-1000, 1000) if big else rng.choice([rng.randint(-5, 20), 0, 1, -1])
    price = rng.randint(0, 10**7) if big else rng.choice([0, rng.randint(1, 99), rng.randint(100, 99999)])
    return [_name(rng), quantity, price]


def _case(rng: random.Random, kind: str) -> dict:
    title = rng.choice(["Report", "Q3 totals", "", "Weekly sales - north desk", _name(rng)])
    if kind == "empty":
        return {"args": [title, []]}
    if kind == "negative_small":
        rows = [[_name(rng), rng.choice([-1, -2, -3]), rng.randint(1, 99)]
                for _ in range(rng.randint(1, 4))]
    elif kind == "wide_total":
        # every row amount fits its column but the sum needs more digits
        rows = [[rng.choice(WORDS), rng.randint(50, 99), rng.randint(900000, 999999)]
                for _ in range(rng.randint(3, 12))]
    elif kind == "wide_total_qty":
        rows = [[rng.choice(WORDS), rng.randint(300, 999), 0] for _ in range(rng.randint(4, 8))]
    elif kind == "big":
        rows = [_row(rng, True) for _ in range(rng.randint(10, 40))]
    else:
        rows = [_row(rng, rng.random() < 0.3) for _ in range(rng.randint(1, 12))]
    return {"args": [title, rows]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["empty", "negative_small", "wide_total", "wide_total_qty", "big", "random"]
    weighted = ["random"] * 6 + ["negative_small", "wide_total", "wide_total_qty", "big", "empty"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
