import random


class _Shadow:
    """Tracks which ids are present and their parents, to aim operations at real nodes."""

    def __init__(self) -> None:
        self.parent = {0: -1}

    def nodes(self) -> list[int]:
        return list(self.parent)

    def subtree(self, node: int) -> list[int]:
        kids: dict[int, list[int]] = {}
        for c, p in self.parent.items():
            kids.setdefault(p, []).append(c)
        out, stack = [], [node]
        while stack:
            x = stack.pop()
            out.append(x)
            stack.extend(kids.get(x, []))
        return out

    def apply(self, op: str, args: list[int]) -> None:
        if op == "add":
            parent, node, _ = args
            if node not in self.parent and parent in self.parent:
                self.parent[node] = parent
        elif op == "move":
            node, new_parent = args
            if node != 0 and node in self.parent and new_parent in self.parent \
                    and new_parent not in self.subtree(node):
                self.parent[node] = new_parent
        elif op == "remove":
            node = args[0]
            if node != 0 and node in self.parent:
                for x in self.subtree(node):
                    del self.parent[x]


def _ops(rng: random.Random, n_ops: int, pool: list[int], mix: dict[str, float],
         chain: bool = False) -> list:
    shadow = _Shadow()
    ops = []
    names = list(mix)
    weights = [mix[k] for k in names]
    last = 0
    for _ in range(n_ops):
        present = shadow.nodes()
        op = rng.choices(names, weights)[0]

        def any_id() -> int:
            return rng.choice(present) if rng.random() < 0.85 else rng.choice(pool)

        if last not in shadow.parent:
            last = 0
        if op == "add":
            if chain:
                args = [last, rng.choice(pool), rng.randint(0, 10**6)]
            else:
                args = [any_id(), rng.choice(pool), rng.randint(0, 10**6)]
        elif op == "move":
            node = any_id()
            if rng.random() < 0.3 and node in shadow.parent:
                args = [node, rng.choice(shadow.subtree(node))]  # a cycle: must be refused
            else:
                args = [node, any_id()]
        elif op == "meet":
            args = [any_id(), any_id()]
        else:
            args = [any_id()]
        ops.append([op, args])
        shadow.apply(op, args)
        if op == "add" and args[1] in shadow.parent and shadow.parent[args[1]] == args[0]:
            last = args[1]
    return ops


_BALANCED = {"add": 4, "move": 2, "remove": 1, "total": 2, "depth": 1, "meet": 2}


def _case(rng: random.Random, kind: str) -> dict:
    root_weight = rng.choice([0, rng.randint(0, 10**6)])
    if kind == "small":
        pool = rng.sample(range(1, 20), rng.randint(2, 8))
        return {"init": [root_weight], "ops": _ops(rng, rng.randint(5, 40), pool, _BALANCED)}
    if kind == "cycles":
        pool = rng.sample(range(1, 10**6 + 1), rng.randint(5, 40))
        mix = {"add": 4, "move": 5, "remove": 0.3, "total": 2, "depth": 1, "meet": 1}
        return {"init": [root_weight], "ops": _ops(rng, rng.randint(50, 400), pool, mix)}
    if kind == "churn":
        # many removals and re-additions of the same few ids
        pool = rng.sample(range(1, 100), rng.randint(4, 15))
        mix = {"add": 5, "move": 1, "remove": 3, "total": 2, "depth": 2, "meet": 1}
        return {"init": [root_weight], "ops": _ops(rng, rng.randint(50, 500), pool, mix)}
    if kind == "chain":
        pool = rng.sample(range(1, 10**6 + 1), 1500)
        mix = {"add": 6, "move": 0.5, "remove": 0.0, "total": 1, "depth": 1, "meet": 1}
        return {"init": [root_weight], "ops": _ops(rng, rng.randint(1000, 1500), pool, mix, True)}
    pool = rng.sample(range(1, 10**6 + 1), rng.randint(50, 1500))
    return {"init": [root_weight], "ops": _ops(rng, rng.randint(200, 3000), pool, _BALANCED)}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["small", "cycles", "churn", "random", "chain"]
    weighted = ["small"] * 3 + ["random"] * 3 + ["cycles", "cycles", "churn", "churn"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
