import random
import string


def _names(rng: random.Random, count: int) -> list[str]:
    names: set[str] = set()
    while len(names) < count:
        names.add("".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(1, 6))))
    return sorted(names)


def _spell(rng: random.Random, name: str) -> str:
    style = rng.random()
    if style < 0.6:
        return name
    if style < 0.75:
        return name.upper()
    if style < 0.9:
        return name.capitalize()
    return "".join(c.upper() if rng.random() < 0.5 else c for c in name)


def _sp(rng: random.Random) -> str:
    return rng.choice(["", "", " ", "  "])


def _record(rng: random.Random, a: str, b: str | None) -> str:
    if b is None:
        return f"{_sp(rng)}{_spell(rng, a)}{_sp(rng)}"
    return f"{_sp(rng)}{_spell(rng, a)}{_sp(rng)}-{_sp(rng)}{_spell(rng, b)}{_sp(rng)}"


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "empty":
        return {"args": [[]]}
    if kind == "loners":
        people = _names(rng, rng.randint(2, 40))
        records = [_record(rng, p, None) for p in people]
        records += [_record(rng, p, p) for p in rng.sample(people, len(people) // 3)]
        records += [_record(rng, *rng.sample(people, 2)) for _ in range(rng.randint(1, 5))]
        rng.shuffle(records)
        return {"args": [records]}
    if kind == "case_mix":
        people = _names(rng, rng.randint(3, 30))
        records = [_record(rng, rng.choice(people), rng.choice(people))
                   for _ in range(rng.randint(2, 40))]
        return {"args": [records]}
    if kind == "long_chain":
        people = _names(rng, rng.randint(200, 1500))
        rng.shuffle(people)
        records = [_record(rng, people[i], people[i + 1]) for i in range(len(people) - 1)]
        rng.shuffle(records)
        return {"args": [records]}
    n_people = rng.randint(2, rng.choice([20, 200, 2000]))
    people = _names(rng, n_people)
    records = []
    for _ in range(rng.randint(1, max(1, min(5000, int(n_people * rng.uniform(0.3, 1.5)))))):
        if rng.random() < 0.15:
            records.append(_record(rng, rng.choice(people), None))
        else:
            records.append(_record(rng, rng.choice(people), rng.choice(people)))
    return {"args": [records]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "loners", "case_mix", "long_chain", "random", "empty"]
    weighted = ["random"] * 5 + ["loners", "loners", "case_mix", "case_mix", "long_chain"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
