import random

MEMBERS = ["ann", "bob", "cy", "dora", "eve", "abcdefghij"]
BAD_MEMBERS = ["", "Ann", "abcdefghijk", "bob1", "cy-d", "e ve"]
TITLES = ["dune", "emma", "it", "1984", "war-peace", "abcdefghijklmno", "x-1"]
BAD_TITLES = ["", "-dune", "Dune", "abcdefghijklmnop", "war_peace", "it!"]


def _pick(rng: random.Random, good: list[str], bad: list[str], p_bad: float) -> str:
    return rng.choice(bad) if rng.random() < p_bad else rng.choice(good)


def _ops(rng: random.Random, n_ops: int, loan_days: int, p_bad: float) -> list:
    titles = rng.sample(TITLES, rng.randint(2, len(TITLES)))
    members = rng.sample(MEMBERS, rng.randint(2, len(MEMBERS)))
    ops = [["add_copies", [t, rng.choice([1, 1, 2, 3])]] for t in titles[:-1]]
    day = 0
    for _ in range(n_ops):
        r = rng.random()
        if rng.random() < 0.07:
            when = max(0, day - rng.randint(1, 5))
        else:
            day += rng.choice([0, 0, 1, 2, 3, loan_days, loan_days + 1, loan_days + rng.randint(2, 30)])
            when = day
        member = _pick(rng, members, BAD_MEMBERS, p_bad)
        title = _pick(rng, TITLES if rng.random() < 0.1 else titles, BAD_TITLES, p_bad)
        if r < 0.4:
            ops.append(["borrow", [member, title, when]])
        elif r < 0.68:
            ops.append(["give_back", [member, title, when]])
        elif r < 0.8:
            ops.append(["pay", [member, rng.choice([0, -2, 1, 5, 20, 100, 5000])]])
        elif r < 0.9:
            ops.append(["overdue", [when]])
        else:
            ops.append(["add_copies", [title, rng.choice([-1, 0, 1, 2, 50, 51])]])
    return ops


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "tight":
        init = [1, rng.randint(1, 3), rng.randint(1, 10)]
        return {"init": init, "ops": _ops(rng, rng.randint(20, 60), init[1], 0.05)}
    if kind == "invalid_heavy":
        init = [rng.randint(1, 5), rng.randint(1, 30), rng.randint(1, 100)]
        return {"init": init, "ops": _ops(rng, rng.randint(20, 80), init[1], 0.35)}
    if kind == "late":
        init = [rng.randint(2, 5), rng.randint(1, 5), rng.randint(1, 100)]
        return {"init": init, "ops": _ops(rng, rng.randint(40, 120), init[1], 0.05)}
    init = [rng.randint(1, 5), rng.randint(1, 30), rng.randint(1, 100)]
    return {"init": init, "ops": _ops(rng, rng.randint(10, 300), init[1], rng.uniform(0.0, 0.2))}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["tight", "invalid_heavy", "late", "random", "late", "invalid_heavy"]
    weighted = ["random"] * 3 + ["tight", "invalid_heavy", "late", "late"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
