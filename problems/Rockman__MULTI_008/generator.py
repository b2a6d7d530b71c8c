import random
import string


def _names(rng: random.Random, n: int) -> list[str]:
    out: set[str] = set()
    while len(out) < n:
        out.add("".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(1, 6))))
    names = sorted(out)
    rng.shuffle(names)
    return names


def _case(rng: random.Random, n_items: int, n_raw: int, max_in: int, max_qty: int, max_out: int, amount: int) -> dict:
    names = _names(rng, n_items + n_raw)
    raw, crafted = names[:n_raw], names[n_raw:]
    # crafted[i] may use raw items and crafted[j] for j > i, so the recipes form a DAG
    lines = []
    for i, product in enumerate(crafted):
        pool = raw + crafted[i + 1: i + 6]
        k = rng.randint(1, min(max_in, len(pool)))
        inputs = rng.sample(pool, k)
        left = " + ".join(f"{rng.randint(1, max_qty)} {x}" for x in inputs)
        lines.append(f"{left} -> {rng.randint(1, max_out)} {product}")
    rng.shuffle(lines)
    r = rng.random()
    if r < 0.1 or not crafted:
        target = rng.choice(raw + ["nothing"])
    elif r < 0.6:
        target = crafted[0]
    else:
        target = rng.choice(crafted)
    return {"args": [lines, target, amount]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    cases = []
    for i in range(count):
        kind = i % 5
        if kind == 0:
            cases.append(_case(rng, rng.randint(0, 3), rng.randint(1, 3), 2, 3, 3, rng.randint(1, 10)))
        elif kind == 1:
            # outputs larger than inputs: leftovers matter a lot
            cases.append(_case(rng, rng.randint(4, 12), rng.randint(1, 4), 3, 3, 9, rng.randint(1, 20)))
        else:
            cases.append(_case(rng, rng.randint(10, 60), rng.randint(2, 8), 4, 5, 7, rng.randint(1, 1000)))
    return cases
