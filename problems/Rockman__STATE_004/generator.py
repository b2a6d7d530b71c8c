import random


def _seq(rng: random.Random, n_ops: int, keys: list[str], values: list[int], weights: list[int]) -> list:
    ops = []
    depth = 0
    for _ in range(n_ops):
        kind = rng.choices(["set", "get", "delete", "count", "begin", "commit", "rollback"], weights)[0]
        if kind == "set":
            ops.append(["set", [rng.choice(keys), rng.choice(values)]])
        elif kind in ("get", "delete"):
            ops.append([kind, [rng.choice(keys)]])
        elif kind == "count":
            ops.append(["count", [rng.choice(values)]])
        else:
            ops.append([kind, []])
            if kind == "begin":
                depth += 1
            elif depth:
                depth -= 1
    # close what is left in a random way and look at everything
    while depth:
        ops.append([rng.choice(["commit", "rollback"]), []])
        depth -= 1
    ops.append([rng.choice(["commit", "rollback"]), []])
    ops += [["get", [k]] for k in keys[:20]]
    ops += [["count", [v]] for v in values[:10]]
    return ops


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "no_tx":
        keys = ["k%d" % i for i in range(rng.randint(1, 5))]
        return {"init": [], "ops": _seq(rng, rng.randint(5, 40), keys, [1, 2, 3], [30, 20, 15, 15, 0, 10, 10])}
    if kind == "deep":
        # deeply nested transactions with many writes to the same few keys
        keys = rng.sample(["a", "b", "c", "x", "y", "key", "Key", "k1"], rng.randint(1, 4))
        values = rng.sample(range(0, 10), rng.randint(1, 4))
        return {"init": [], "ops": _seq(rng, rng.randint(50, 400), keys, values, [30, 10, 12, 10, 14, 8, 8])}
    if kind == "delete_heavy":
        keys = ["d%d" % i for i in range(rng.randint(2, 10))]
        values = list(range(rng.randint(1, 3)))
        return {"init": [], "ops": _seq(rng, rng.randint(50, 500), keys, values, [25, 10, 30, 12, 10, 6, 8])}
    keys = ["key%d" % i for i in range(rng.randint(5, 300))]
    values = [rng.randint(0, 10**9) for _ in range(rng.randint(1, 30))]
    return {"init": [], "ops": _seq(rng, rng.randint(200, 3000), keys, values,
                                     [35, 20, 10, 10, rng.randint(3, 10), rng.randint(2, 8), rng.randint(2, 8)])}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["deep", "delete_heavy", "no_tx", "random"]
    weighted = ["random", "random", "deep", "deep", "delete_heavy", "no_tx"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
