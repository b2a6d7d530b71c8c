import random


def _case(rng: random.Random, kind: str) -> list[int]:
    if kind == "tight":
        # total close to people * cap: many inclusion-exclusion terms
        people = rng.randint(1, 2000)
        cap = rng.randint(1, 50)
        return [max(0, people * cap - rng.randint(0, cap)), people, cap]
    if kind == "too_many":
        people = rng.randint(1, 50)
        cap = rng.randint(0, 20)
        return [people * cap + rng.randint(1, 1000), people, cap]
    if kind == "cap_zero":
        return [rng.choice([0, 0, rng.randint(1, 10)]), rng.randint(1, 100), 0]
    if kind == "big_cap":
        total = rng.randint(0, 200000)
        return [total, rng.randint(1, 100000), rng.randint(total, 200000)]
    if kind == "large":
        return [rng.randint(150000, 200000), rng.randint(50000, 100000), rng.randint(1, 10)]
    if kind == "one_person":
        total = rng.randint(0, 100)
        return [total, 1, rng.randint(max(0, total - 3), total + 3)]
    people = rng.randint(1, rng.choice([10, 1000, 100000]))
    cap = rng.randint(0, rng.choice([5, 100, 200000]))
    total = rng.randint(0, min(200000, people * cap + 5))
    return [total, people, cap]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["tight", "too_many", "cap_zero", "big_cap", "one_person", "random", "large"]
    weighted = ["random"] * 4 + ["tight"] * 3 + ["too_many", "cap_zero", "big_cap",
                                                 "one_person", "large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
