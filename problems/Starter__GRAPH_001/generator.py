import random
import string


def _maze(rng: random.Random, rows: int, cols: int, wall_p: float, n_portals: int) -> list[str]:
    cells = [["#" if rng.random() < wall_p else "." for _ in range(cols)] for _ in range(rows)]
    positions = rng.sample([(r, c) for r in range(rows) for c in range(cols)],
                           min(rows * cols, 2 + 2 * n_portals))
    (sr, sc), (er, ec) = positions[0], positions[1]
    cells[sr][sc] = "S"
    cells[er][ec] = "E"
    letters = rng.sample(string.ascii_lowercase, (len(positions) - 2) // 2)
    for i, letter in enumerate(letters):
        for r, c in positions[2 + 2 * i: 4 + 2 * i]:
            cells[r][c] = letter
    return ["".join(row) for row in cells]


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "line":
        # a single row or a single column
        n = rng.randint(2, 40)
        grid = _maze(rng, 1, n, rng.uniform(0, 0.3), rng.randint(0, min(4, (n - 2) // 2)))
        if rng.random() < 0.5:
            grid = [ch for ch in grid[0]]
        return {"args": [grid]}
    if kind == "walled":
        # a full wall column or row separates parts of the grid; portals may cross it
        rows, cols = rng.randint(2, 20), rng.randint(3, 30)
        grid = [list(row) for row in _maze(rng, rows, cols, 0.15, rng.randint(0, 3))]
        wall = rng.randrange(cols)
        for r in range(rows):
            if grid[r][wall] == ".":
                grid[r][wall] = "#"
        return {"args": [["".join(row) for row in grid]]}
    if kind == "portal_heavy":
        rows, cols = rng.randint(3, 25), rng.randint(3, 25)
        pairs = min(26, (rows * cols - 2) // 2, rng.randint(5, 26))
        return {"args": [_maze(rng, rows, cols, rng.uniform(0.1, 0.45), pairs)]}
    if kind == "wide":
        rows = rng.randint(1, 8)
        cols = rng.randint(rows + 5, 40)
        return {"args": [_maze(rng, rows, cols, rng.uniform(0.1, 0.35), rng.randint(0, 6))]}
    if kind == "tall":
        cols = rng.randint(1, 8)
        rows = rng.randint(cols + 5, 40)
        return {"args": [_maze(rng, rows, cols, rng.uniform(0.1, 0.35), rng.randint(0, 6))]}
    rows, cols = rng.randint(2, 40), rng.randint(2, 40)
    return {"args": [_maze(rng, rows, cols, rng.uniform(0.0, 0.4), rng.randint(0, 10))]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["portal_heavy", "wide", "tall", "portal_heavy", "walled", "line", "random"]
    weighted = ["random"] * 4 + ["portal_heavy"] * 3 + ["wide", "tall", "walled", "line"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
