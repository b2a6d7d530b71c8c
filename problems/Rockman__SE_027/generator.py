import random

CUSTOMERS = ["amy", "ben", "cat", "dan", "eli"]


def _refreshes(rng: random.Random, rows: int, seats: int, hold: int) -> list:
    # a customer re-holds a seat just before it expires; others try it at the old expiry
    ops = []
    minute = 0
    for _ in range(rng.randint(1, 3)):
        first, second = rng.sample(CUSTOMERS, 2)
        row, seat = rng.randint(0, rows - 1), rng.randint(0, seats - 1)
        ops.append(["hold", [first, row, seat, minute]])
        ops.append(["hold", [first, row, seat, minute + hold - 1]])
        ops.append(["seat_status", [row, seat, minute + hold]])
        ops.append(["hold", [second, row, seat, minute + hold]])
        ops.append(["release", [first, minute + hold]])
        minute += 2 * hold
    return ops


def _limits(rng: random.Random, rows: int, seats: int, hold: int) -> list:
    # one customer fills the hold limit, lets the holds expire, then holds again
    customer = rng.choice(CUSTOMERS)
    cells = [(r, s) for r in range(rows) for s in range(seats)]
    picked = rng.sample(cells, min(len(cells), 6))
    ops = [["hold", [customer, r, s, 0]] for r, s in picked[:4]]
    late = hold + rng.choice([0, 0, 1])
    ops += [["hold", [customer, r, s, late]] for r, s in picked[4:]]
    ops.append(["confirm", [customer, late]])
    return ops


def _ops(rng: random.Random, rows: int, seats: int, hold: int, n_ops: int) -> list:
    customers = rng.sample(CUSTOMERS, rng.randint(1, len(CUSTOMERS)))
    minute = rng.randint(7 * hold, 7 * hold + 100)
    ops = []
    for _ in range(n_ops):
        minute += rng.choice([0, 0, 1, 1, 2, hold, hold, rng.randint(0, 2 * hold)])
        customer = rng.choice(customers)
        row = rng.choice([rng.randint(0, rows - 1)] * 8 + [-1, rows])
        seat = rng.choice([rng.randint(0, seats - 1)] * 8 + [-1, seats])
        r = rng.random()
        if r < 0.42:
            ops.append(["hold", [customer, row, seat, minute]])
        elif r < 0.5:
            ops.append(["release", [customer, minute]])
        elif r < 0.6:
            ops.append(["confirm", [customer, minute]])
        elif r < 0.68:
            ops.append(["free_count", [minute]])
        elif r < 0.84:
            ops.append(["seat_status", [row, seat, minute]])
        else:
            ops.append(["best_row", [rng.randint(1, min(15, seats + 1)), minute]])
    return ops


def _case(rng: random.Random, kind: str) -> dict:
    if kind in ("refresh", "limit"):
        rows, seats, hold = rng.randint(1, 4), rng.randint(2, 8), rng.randint(2, 30)
        n_ops = rng.randint(10, 80)
    elif kind == "tiny":
        rows, seats, hold = rng.randint(1, 2), rng.randint(1, 4), rng.randint(1, 3)
        n_ops = rng.randint(10, 60)
    elif kind == "expiry":
        rows, seats, hold = rng.randint(1, 4), rng.randint(2, 8), rng.randint(1, 4)
        n_ops = rng.randint(40, 150)
    elif kind == "crowded":
        rows, seats, hold = rng.randint(1, 3), rng.randint(3, 12), rng.randint(10, 30)
        n_ops = rng.randint(60, 150)
    else:
        rows, seats, hold = rng.randint(1, 10), rng.randint(1, 12), rng.randint(1, 30)
        n_ops = rng.randint(1, 150)
    ops = _ops(rng, rows, seats, hold, n_ops)
    if kind == "refresh" or (kind == "random" and rng.random() < 0.3):
        ops = _refreshes(rng, rows, max(seats, 2), hold) + ops
    elif kind == "limit" or (kind == "random" and rng.random() < 0.3):
        ops = _limits(rng, rows, seats, hold) + ops
    return {"init": [rows, seats, hold], "ops": ops}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["refresh", "limit", "expiry", "crowded", "tiny", "random", "refresh", "limit"]
    weighted = ["random"] * 3 + ["tiny", "expiry", "expiry", "crowded", "refresh", "limit"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
