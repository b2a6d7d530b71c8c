import random


def _perfect_chain(rng: random.Random, k: int) -> list[list[int]]:
    """Worker i can do jobs i and i + 1 (first come first served picks badly)."""
    wperm = list(range(k))
    jperm = list(range(k))
    rng.shuffle(wperm)
    rng.shuffle(jperm)
    skills = []
    for i in range(k):
        skills.append([wperm[i], jperm[i]])
        if i + 1 < k:
            skills.append([wperm[i], jperm[i + 1]])
    return skills


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "chain":
        k = rng.randint(3, 150)
        skills = _perfect_chain(rng, k)
        # ask workers whose first option is the shared job
        skills.sort(key=lambda s: (s[0], -s[1]) if rng.random() < 0.5 else (s[0], s[1]))
        return {"args": [k, k, skills]}
    if kind == "dense":
        w, j = rng.randint(20, 150), rng.randint(20, 150)
        skills = [[rng.randrange(w), rng.randrange(j)] for _ in range(rng.randint(w, 3000))]
        return {"args": [w, j, skills]}
    if kind == "sparse":
        w, j = rng.randint(5, 150), rng.randint(5, 150)
        skills = [[rng.randrange(w), rng.randrange(j)] for _ in range(rng.randint(w, 2 * w))]
        return {"args": [w, j, skills]}
    if kind == "crowded":
        # many workers competing for a few jobs
        w, j = rng.randint(10, 150), rng.randint(1, 8)
        skills = [[rng.randrange(w), rng.randrange(j)] for _ in range(rng.randint(1, 200))]
        return {"args": [w, j, skills]}
    if kind == "repeats":
        w, j = rng.randint(2, 30), rng.randint(2, 30)
        skills = [[rng.randrange(w), rng.randrange(j)] for _ in range(rng.randint(2, 60))]
        skills += [list(s) for s in rng.choices(skills, k=len(skills))]
        rng.shuffle(skills)
        return {"args": [w, j, skills]}
    if kind == "empty":
        return {"args": [rng.randint(1, 5), rng.randint(1, 5), []]}
    w, j = rng.randint(1, 80), rng.randint(1, 80)
    skills = [[rng.randrange(w), rng.randrange(j)] for _ in range(rng.randint(0, 4 * (w + j)))]
    return {"args": [w, j, skills]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["chain", "sparse", "random", "repeats", "crowded", "dense", "empty"]
    weighted = ["random"] * 3 + ["chain"] * 3 + ["sparse"] * 3 + ["repeats", "crowded", "dense"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
