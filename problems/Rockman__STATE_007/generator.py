import random


def _game(rng: random.Random, rows: int, cols: int, k: int, n_ops: int, p_bad: float) -> dict:
    ops = []
    for _ in range(n_ops):
        r = rng.random()
        if r < p_bad:
            ops.append(["drop", [rng.choice([-1, cols, cols + 3, -5])]])
        elif r < p_bad + 0.08:
            ops.append(["current_player", []])
        elif r < p_bad + 0.14:
            ops.append(["cell", [rng.randint(-1, rows), rng.randint(-1, cols)]])
        else:
            # favour a few columns so that lines and full columns appear
            if rng.random() < 0.5:
                col = rng.randint(0, min(cols - 1, 2))
            else:
                col = rng.randint(0, cols - 1)
            ops.append(["drop", [col]])
    ops.append(["current_player", []])
    ops += [["cell", [r, c]] for r in range(min(rows, 4)) for c in range(min(cols, 4))]
    return {"init": [rows, cols, k], "ops": ops}


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "tiny":
        rows, cols = rng.randint(1, 3), rng.randint(1, 3)
        return _game(rng, rows, cols, rng.randint(1, 4), rng.randint(3, 15), 0.1)
    if kind == "draw_prone":
        # k larger than the board side: nobody can win, the board fills up
        rows, cols = rng.randint(1, 5), rng.randint(1, 5)
        return _game(rng, rows, cols, max(rows, cols) + 1, rows * cols + rng.randint(0, 5), 0.05)
    if kind == "classic":
        return _game(rng, 6, 7, 4, rng.randint(10, 60), 0.03)
    rows, cols = rng.randint(1, 12), rng.randint(1, 12)
    k = rng.randint(1, max(1, min(6, max(rows, cols))))
    return _game(rng, rows, cols, k, rng.randint(5, rows * cols + 10), 0.05)


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["classic", "draw_prone", "tiny", "random"]
    weighted = ["random", "random", "classic", "classic", "draw_prone", "tiny"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
