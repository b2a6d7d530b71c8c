import random


def _grid(rng: random.Random, rows: int, cols: int, weights: list[float]) -> list[str]:
    return ["".join(rng.choices(".?#", weights=weights)[0] for _ in range(cols))
            for _ in range(rows)]


def _shape(rng: random.Random) -> tuple[int, int]:
    small = rng.randint(1, 8)
    large = rng.randint(small, min(20, 160 // small))
    return (small, large) if rng.random() < 0.5 else (large, small)


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "full_dots":
        rows, cols = rng.choice([(8, 20), (20, 8), (8, 12), (6, 14), (7, 8)])
        return {"args": [["." * cols] * rows]}
    if kind == "full_optional":
        rows, cols = rng.choice([(8, 20), (20, 8), (8, 10), (5, 16)])
        return {"args": [["?" * cols] * rows]}
    if kind == "blocked":
        rows, cols = rng.randint(1, 5), rng.randint(1, 5)
        return {"args": [_grid(rng, rows, cols, [0.0, 0.0, 1.0])]}
    if kind == "line":
        n = rng.randint(1, 160)
        grid = _grid(rng, 1, n, [0.6, 0.3, 0.1])
        return {"args": [grid if rng.random() < 0.5 else [ch for ch in grid[0]]]}
    if kind == "tiny":
        rows, cols = rng.randint(1, 2), rng.randint(1, 2)
        return {"args": [_grid(rng, rows, cols, [1.0, 1.0, 0.5])]}
    if kind == "dots_holes":
        rows, cols = _shape(rng)
        cells = [["."] * cols for _ in range(rows)]
        for _ in range(rng.randint(1, max(1, rows * cols // 8))):
            r, c = rng.randrange(rows), rng.randrange(cols)
            dr, dc = rng.choice([(0, 1), (1, 0)])
            if r + dr < rows and c + dc < cols:
                cells[r][c] = cells[r + dr][c + dc] = "#"  # remove one domino's two cells
        if rng.random() < 0.3:
            cells[rng.randrange(rows)][rng.randrange(cols)] = "?"
        return {"args": [["".join(row) for row in cells]]}
    if kind == "wide":
        rows = rng.randint(2, 8)
        cols = rng.randint(rows + 1, min(40, 160 // rows))
        return {"args": [_grid(rng, rows, cols, [0.5, 0.4, 0.1])]}
    rows, cols = _shape(rng)
    weights = [rng.random(), rng.random() + 0.3, rng.random() * 0.3]
    return {"args": [_grid(rng, rows, cols, weights)]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["full_dots", "full_optional", "blocked", "line", "tiny", "dots_holes", "wide"]
    weighted = ["random"] * 5 + ["dots_holes"] * 3 + ["wide", "wide", "line", "tiny",
                                                      "full_dots", "full_optional"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
