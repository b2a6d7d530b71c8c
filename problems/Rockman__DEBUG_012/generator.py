import random
import string


def _command(rng: random.Random, p_undo: float, p_delete: float) -> str:
    r = rng.random()
    if r < p_undo:
        return "undo"
    if r < p_undo + p_delete:
        return f"delete {rng.choice([rng.randint(0, 5), rng.randint(0, 40)])}"
    word = "".join(rng.choice(string.ascii_lowercase[:6]) for _ in range(rng.randint(1, 8)))
    return f"type {word}"


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "undo_first":
        cmds = ["undo"] * rng.randint(1, 3) + [_command(rng, 0.3, 0.3) for _ in range(rng.randint(1, 20))]
        return {"args": [cmds]}
    if kind == "undo_all":
        cmds = [_command(rng, 0.0, 0.3) for _ in range(rng.randint(1, 15))]
        cmds += ["undo"] * (len(cmds) + rng.randint(0, 3))
        return {"args": [cmds]}
    if kind == "overdelete":
        cmds = [f"type {'ab' * rng.randint(1, 3)}", f"delete {rng.randint(7, 50)}", "type c"]
        cmds += [_command(rng, 0.3, 0.4) for _ in range(rng.randint(0, 10))]
        return {"args": [cmds]}
    if kind == "empty":
        return {"args": [[]]}
    n = rng.choice([rng.randint(1, 20), rng.randint(20, 1000)])
    p_undo = rng.uniform(0.1, 0.45)
    return {"args": [[_command(rng, p_undo, rng.uniform(0.1, 0.3)) for _ in range(n)]]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "undo_all", "overdelete", "undo_first", "empty"]
    weighted = ["random"] * 6 + ["undo_all", "overdelete", "undo_first", "empty"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
