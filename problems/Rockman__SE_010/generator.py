import random

MAX_SCORE = 100_000


def _score(rng: random.Random, narrow: bool) -> int:
    if narrow:
        return rng.randint(0, 5)
    return rng.choice([0, MAX_SCORE, rng.randint(0, MAX_SCORE), rng.randint(0, MAX_SCORE)])


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "large":
        players = [f"p{i}" for i in range(4000)]
        ops = [["set_score", [p, _score(rng, False)]] for p in players]
        for _ in range(4000):
            r = rng.random()
            if r < 0.2:
                ops.append(["set_score", [rng.choice(players), _score(rng, False)]])
            elif r < 0.6:
                ops.append(["count_at_least", [rng.randint(0, MAX_SCORE)]])
            else:
                ops.append(["kth_best", [rng.randint(1, len(players))]])
        return {"init": [], "ops": ops}
    narrow = kind == "ties"
    players = [f"{rng.choice(['ann', 'bo', 'cy'])}{i}" for i in range(rng.randint(1, 30))]
    ops = []
    for _ in range(rng.choice([rng.randint(5, 40), rng.randint(100, 300)])):
        r = rng.random()
        if r < 0.4:
            ops.append(["set_score", [rng.choice(players), _score(rng, narrow)]])
        elif r < 0.5:
            ops.append(["remove", [rng.choice(players)]])
        elif r < 0.75:
            ops.append(["count_at_least", [rng.choice([0, MAX_SCORE, rng.randint(0, 6), rng.randint(0, MAX_SCORE)])]])
        else:
            ops.append(["kth_best", [rng.randint(0, len(players) + 2)]])
    return {"init": [], "ops": ops}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["large", "ties", "random", "large"]
    weighted = ["random"] * 6 + ["ties"] * 3 + ["large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
