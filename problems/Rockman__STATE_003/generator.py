import random

_NAMES = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy",
          "A1", "b_2", "acct7", "Alice", "x"]


def _case(rng: random.Random, n_ops: int, n_names: int, big: bool) -> dict:
    names = rng.sample(_NAMES, n_names)
    ops = []
    for _ in range(n_ops):
        kind = rng.choices(["open", "deposit", "withdraw", "transfer", "balance"], [12, 25, 25, 25, 13])[0]
        a = rng.choice(names)
        amount = rng.randint(1, 10**6 if big else 50)
        if kind == "open" or kind == "balance":
            ops.append([kind, [a]])
        elif kind == "transfer":
            b = a if rng.random() < 0.15 else rng.choice(names)
            if rng.random() < 0.3:
                amount = rng.choice([amount, 1, 2])
            ops.append(["transfer", [a, b, amount]])
        else:
            ops.append([kind, [a, amount]])
    return {"init": [], "ops": ops}


def _exact(rng: random.Random) -> dict:
    # withdrawals and transfers of exactly the whole balance, and of one unit more
    ops = [["open", ["p"]], ["open", ["q"]]]
    bal = 0
    for _ in range(rng.randint(3, 12)):
        amount = rng.randint(1, 100)
        ops.append(["deposit", ["p", amount]])
        bal += amount
        want = bal + rng.choice([0, 0, 1])
        if rng.random() < 0.5:
            ops.append(["withdraw", ["p", want]])
        else:
            ops.append(["transfer", ["p", "q", want]])
        if want == bal:
            bal = 0
        ops.append(["balance", ["q"]])
    return {"init": [], "ops": ops}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    cases = []
    for i in range(count):
        if i % 5 == 0:
            cases.append(_exact(rng))
        elif i % 5 == 1:
            cases.append(_case(rng, rng.randint(5, 40), rng.randint(1, 3), False))
        else:
            cases.append(_case(rng, rng.randint(50, 1000), rng.randint(2, 15), rng.random() < 0.4))
    return cases
