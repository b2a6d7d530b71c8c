import random

METHODS = ["add_last", "insert_after", "remove", "move_to_front", "rotate_to", "next_song",
           "prev_song", "first", "last", "size", "take"]


def _ops(rng: random.Random, count: int, pool: list[int], weights: list[int]) -> list:
    present: list[int] = []
    ops = []
    for _ in range(count):
        name = rng.choices(METHODS, weights)[0]
        known = rng.random() < 0.75 and present

        def pick() -> int:
            return rng.choice(present) if known else rng.choice(pool)

        if name == "add_last":
            song = rng.choice(pool)
            ops.append(["add_last", [song]])
            if song not in present:
                present.append(song)
        elif name == "insert_after":
            anchor = pick()
            song = rng.choice(present) if present and rng.random() < 0.2 else rng.choice(pool)
            ops.append(["insert_after", [anchor, song]])
            if anchor in present and song not in present:
                present.append(song)
        elif name == "remove":
            song = pick()
            ops.append(["remove", [song]])
            if song in present:
                present.remove(song)
        elif name in ("first", "last", "size"):
            ops.append([name, []])
        elif name == "take":
            ops.append(["take", [rng.choice([0, 1, 3, 20, 10**6])]])
        else:
            ops.append([name, [pick()]])
    return ops


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "single":
        pool = [rng.randint(0, 10**9)]
        return {"init": [], "ops": _ops(rng, 30, pool + [7], [4, 2, 3, 3, 3, 3, 3, 2, 2, 1, 2])}
    if kind == "empty_queries":
        ops = [["first", []], ["last", []], ["size", []], ["take", [5]], ["remove", [3]],
               ["next_song", [3]], ["prev_song", [3]], ["rotate_to", [3]],
               ["move_to_front", [3]], ["insert_after", [3, 4]]]
        return {"init": [], "ops": ops + _ops(rng, 20, [3, 4, 5], [4] + [2] * 10)}
    if kind == "large":
        pool = rng.sample(range(10**9 + 1), 800)
        return {"init": [], "ops": _ops(rng, 4000, pool, [6, 5, 3, 2, 2, 2, 2, 1, 1, 1, 1])}
    size = rng.choice([3, 8, 30, 200])
    pool = rng.sample(range(size * 3 if rng.random() < 0.5 else 10**9 + 1), size)
    count = rng.randint(20, 400)
    return {"init": [], "ops": _ops(rng, count, pool, [5, 4, 3, 3, 3, 3, 3, 2, 2, 1, 2])}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "single", "empty_queries", "random", "large"]
    weighted = ["random"] * 8 + ["single", "empty_queries", "large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
