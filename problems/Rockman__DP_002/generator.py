import random


def _grid(rng: random.Random, rows: int, cols: int, density: float) -> list[list[str]]:
    return [["#" if rng.random() < density else "." for _ in range(cols)] for _ in range(rows)]


def _case(rng: random.Random, kind: str) -> list[str]:
    rows = rng.choice([1, rng.randint(1, 5), rng.randint(5, 17), 17])
    cols = rng.choice([1, rng.randint(1, 5), rng.randint(5, 17), 17])
    cells = _grid(rng, rows, cols, rng.choice([0.0, 0.1, 0.2, 0.35]))
    cells[0][0] = "."
    cells[-1][-1] = "."
    if kind == "start_blocked":
        cells[0][0] = "#"
    elif kind == "goal_blocked":
        cells[-1][-1] = "#"
    elif kind == "border_block":
        rows, cols = rng.randint(2, 17), rng.randint(2, 17)
        cells = _grid(rng, rows, cols, 0.1)
        cells[0][0] = "."
        cells[-1][-1] = "."
        if rng.random() < 0.5:
            cells[0][rng.randint(1, cols - 1)] = "#"
        else:
            cells[rng.randint(1, rows - 1)][0] = "#"
        if rows * cols > 2:
            cells[-1][-1] = "."
    elif kind == "open":
        rows, cols = rng.randint(10, 17), rng.randint(10, 17)
        cells = _grid(rng, rows, cols, 0.0)
    return ["".join(row) for row in cells]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["border_block", "random", "start_blocked", "goal_blocked", "open", "border_block"]
    weighted = ["random"] * 5 + ["border_block"] * 3 + ["start_blocked", "goal_blocked", "open"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
