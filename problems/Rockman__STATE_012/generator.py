import random


def _case(rng: random.Random, n_ops: int, keys: list[str], max_active: int, vmax: int) -> dict:
    ops = []
    next_txn = 1
    active: list[int] = []
    for _ in range(n_ops):
        r = rng.random()
        if not active or (r < 0.15 and len(active) < max_active):
            ops.append(["begin", []])
            active.append(next_txn)
            next_txn += 1
            continue
        txn = rng.choice(active) if rng.random() < 0.92 else rng.randint(1, next_txn + 1)
        kind = rng.choices(["read", "write", "delete", "commit", "abort", "latest"], [30, 30, 7, 14, 5, 8])[0]
        key = rng.choice(keys)
        if kind == "read":
            ops.append(["read", [txn, key]])
        elif kind == "write":
            ops.append(["write", [txn, key, rng.randint(0, vmax)]])
        elif kind == "delete":
            ops.append(["delete", [txn, key]])
        elif kind == "latest":
            ops.append(["latest", [key]])
        else:
            ops.append([kind, [txn]])
            if txn in active:
                active.remove(txn)
    for txn in active:
        ops.append([rng.choice(["commit", "commit", "abort"]), [txn]])
    ops += [["latest", [k]] for k in keys[:15]]
    return {"init": [], "ops": ops}


def _race(rng: random.Random) -> dict:
    # two overlapping transactions writing the same key: first committer wins
    ops = [["begin", []], ["write", [1, "k", 1]], ["commit", [1]]]
    txn = 2
    for _ in range(rng.randint(2, 8)):
        a, b = txn, txn + 1
        txn += 2
        ops += [["begin", []], ["begin", []], ["read", [a, "k"]], ["write", [b, "k", rng.randint(0, 9)]]]
        if rng.random() < 0.5:
            ops += [["write", [a, "k", rng.randint(0, 9)]]]
        else:
            ops += [["write", [a, "j", rng.randint(0, 9)]]]
        first, second = (a, b) if rng.random() < 0.5 else (b, a)
        ops += [["commit", [first]], ["read", [second, "k"]], ["commit", [second]], ["commit", [second]],
                ["latest", ["k"]], ["latest", ["j"]]]
    return {"init": [], "ops": ops}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    cases = []
    for i in range(count):
        kind = i % 5
        if kind == 0:
            cases.append(_race(rng))
        elif kind == 1:
            cases.append(_case(rng, rng.randint(20, 120), rng.sample(["a", "b", "c", "x"], rng.randint(1, 3)), 3, 9))
        else:
            keys = ["k%d" % j for j in range(rng.randint(2, 200))]
            cases.append(_case(rng, rng.randint(200, 2500), keys, rng.randint(2, 30), 10**9))
    return cases
