import random


def _grid(rng: random.Random, rows: int, cols: int, n_keys: int, n_doors: int, n_exits: int, p_wall: float) -> list[str]:
    cells = [["#" if rng.random() < p_wall else "." for _ in range(cols)] for _ in range(rows)]
    free = [(r, c) for r in range(rows) for c in range(cols)]
    rng.shuffle(free)
    specials = ["@"] + ["X"] * n_exits
    letters = rng.sample("abcdef", n_keys) if n_keys else []
    specials += letters
    doors = [rng.choice("ABCDEF") if rng.random() < 0.3 or not letters else rng.choice(letters).upper()
             for _ in range(n_doors)]
    specials += doors
    for (r, c), ch in zip(free, specials):
        cells[r][c] = ch
    return ["".join(row) for row in cells]


def _corridor(rng: random.Random) -> list[str]:
    # a corridor: key far away on one side, locked door before the exit on the other
    n = rng.randint(5, 40)
    row = ["."] * n
    s = rng.randint(1, n - 3)
    row[s] = "@"
    key = rng.choice("abcdef")
    row[0] = key
    row[-1] = "X"
    row[rng.randint(s + 1, n - 2)] = key.upper() if rng.random() < 0.8 else "F"
    line = "".join(row)
    if rng.random() < 0.5:
        return [line]
    return ["#" * n, line, "".join(rng.choice("#.") for _ in range(n))]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    cases = []
    for i in range(count):
        kind = i % 6
        if kind == 0:
            cases.append({"args": [_corridor(rng)]})
        elif kind == 1:
            g = _grid(rng, rng.randint(1, 4), rng.randint(1, 4), 0, 0, rng.randint(0, 1), 0.2)
            cases.append({"args": [g]})
        elif kind == 2:
            g = _grid(rng, rng.randint(3, 8), rng.randint(3, 8), rng.randint(1, 3), rng.randint(1, 6), 1, 0.25)
            cases.append({"args": [g]})
        else:
            r, c = rng.randint(8, 20), rng.randint(8, 20)
            g = _grid(rng, r, c, rng.randint(1, 4), rng.randint(2, 15), rng.randint(1, 3), rng.uniform(0.15, 0.35))
            cases.append({"args": [g]})
    return cases
