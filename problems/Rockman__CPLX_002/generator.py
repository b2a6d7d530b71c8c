import random


def _ops(rng: random.Random, n: int, labels: int, p_put: float, p_query: float) -> list:
    ops = []
    present: list[int] = []
    for _ in range(n):
        r = rng.random()
        if r < p_query:
            ops.append([2, 0])
        elif r < p_query + p_put or not present:
            label = rng.randint(0, labels - 1) * 7919 % 10**9
            present.append(label)
            ops.append([0, label])
        else:
            if rng.random() < 0.15:
                # a label from the pool that may or may not be on the shelf right now
                label = rng.randint(0, labels - 1) * 7919 % 10**9
                if label in present:
                    present.remove(label)
                ops.append([1, label])
            else:
                i = rng.randrange(len(present))
                present[i], present[-1] = present[-1], present[i]
                ops.append([1, present.pop()])
    return ops


def _case(rng: random.Random, kind: str) -> list:
    if kind == "large":
        # many distinct labels and many queries: a per-query scan is far too slow
        ops = [[0, i * 3] for i in range(20000)]
        ops += _ops(rng, 30000, 20000, 0.3, 0.5)
        return ops
    if kind == "drain":
        # fill up, then empty the shelf while querying
        labels = rng.randint(1, 6)
        ops = [[0, rng.randint(0, labels)] for _ in range(rng.randint(1, 60))]
        removal = [[1, label] for _, label in ops]
        rng.shuffle(removal)
        for op in removal:
            ops.append(op)
            ops.append([2, 0])
        return ops
    if kind == "absent_removals":
        # takes of labels that are often absent, followed by puts of the same labels
        ops = []
        for _ in range(rng.randint(5, 80)):
            label = rng.randint(0, 3)
            ops.append([rng.choice([0, 1, 1]), label])
            if rng.random() < 0.5:
                ops.append([2, 0])
        return ops
    if kind == "empty":
        return rng.choice([[], [[2, 0]], [[1, 4], [2, 0]]])
    return _ops(rng, rng.randint(1, rng.choice([30, 500, 3000])), rng.randint(1, 50),
                0.45, 0.25)


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["drain", "absent_removals", "random", "drain", "empty"]
    if split == "hidden":
        fixed = ["large", "large"] + fixed
    weighted = ["random"] * 5 + ["drain", "drain", "absent_removals", "empty"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
