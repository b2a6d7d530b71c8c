import random


def _seq(rng: random.Random, n_ops: int, ids: list[int], prios: list[int], weights: list[int]) -> list:
    ops = []
    for _ in range(n_ops):
        kind = rng.choices(["submit", "cancel", "reprioritize", "peek", "run_next", "pending"], weights)[0]
        if kind == "submit":
            ops.append(["submit", [rng.choice(ids), rng.choice(prios)]])
        elif kind == "reprioritize":
            ops.append(["reprioritize", [rng.choice(ids), rng.choice(prios)]])
        elif kind == "cancel":
            ops.append(["cancel", [rng.choice(ids)]])
        else:
            ops.append([kind, []])
    ops += [["run_next", []] for _ in range(min(len(ids), 30))]
    return ops


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "equal_priority":
        # every task has the same priority: order is decided by submission order alone
        ids = rng.sample(range(0, 1000), rng.randint(2, 15))
        return {"init": [], "ops": _seq(rng, rng.randint(20, 200), ids, [rng.randint(-5, 5)], [40, 10, 15, 10, 20, 5])}
    if kind == "reprioritize_heavy":
        ids = rng.sample(range(0, 100), rng.randint(2, 10))
        prios = list(range(-2, 3))
        return {"init": [], "ops": _seq(rng, rng.randint(50, 400), ids, prios, [25, 10, 35, 10, 15, 5])}
    if kind == "resubmit":
        ids = rng.sample(range(0, 10), rng.randint(1, 4))
        return {"init": [], "ops": _seq(rng, rng.randint(20, 200), ids, [0, 1, 2], [35, 15, 15, 10, 20, 5])}
    ids = rng.sample(range(-10**6, 10**6), rng.randint(5, 800))
    prios = [rng.randint(-10**9, 10**9) for _ in range(rng.randint(1, 50))]
    return {"init": [], "ops": _seq(rng, rng.randint(200, 3000), ids, prios, [35, 10, 15, 10, 25, 5])}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["equal_priority", "reprioritize_heavy", "resubmit", "random"]
    weighted = ["random", "random", "equal_priority", "reprioritize_heavy", "reprioritize_heavy", "resubmit"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
