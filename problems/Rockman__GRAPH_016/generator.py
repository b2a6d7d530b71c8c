import random

_LETTERS = "abcdef"


def _grid(rng: random.Random, height: int, width: int, walls: float) -> list[list[str]]:
    return [["#" if rng.random() < walls else "." for _ in range(width)] for _ in range(height)]


def _place(rng: random.Random, cells: list[list[str]], marks: list[str]) -> None:
    free = [(r, c) for r in range(len(cells)) for c in range(len(cells[0]))]
    for mark, (r, c) in zip(marks, rng.sample(free, len(marks))):
        cells[r][c] = mark


def _marks(rng: random.Random, chains: int, cells: int) -> list[str]:
    letters = rng.sample(_LETTERS, chains)
    marks = list(letters) + [rng.choice(letters) for _ in range(cells - chains)]
    return ["S"] + marks


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "tiny":
        height, width = rng.randint(1, 2), rng.randint(1, 3)
        cells = _grid(rng, height, width, 0.2)
        extra = rng.randint(0, min(3, height * width - 1))
        _place(rng, cells, _marks(rng, min(extra, 2), extra) if extra else ["S"])
    elif kind == "none":
        height, width = rng.randint(1, 10), rng.randint(1, 10)
        cells = _grid(rng, height, width, 0.3)
        _place(rng, cells, ["S"])
    elif kind == "walled":
        # a wall column splits the map; some chain may live only on the far side
        height, width = rng.randint(3, 15), rng.randint(5, 20)
        cells = _grid(rng, height, width, 0.15)
        col = rng.randint(1, width - 2)
        for r in range(height):
            cells[r][col] = "#"
        left = [(r, c) for r in range(height) for c in range(col)]
        right = [(r, c) for r in range(height) for c in range(col + 1, width)]
        r, c = rng.choice(left)
        cells[r][c] = "S"
        left.remove((r, c))
        letters = rng.sample(_LETTERS, rng.randint(1, 4))
        for ch in letters:
            side = left if rng.random() < 0.6 else right
            for _ in range(rng.randint(1, 2)):
                r, c = rng.choice(side)
                cells[r][c] = ch
    else:
        big = kind == "large"
        height = rng.randint(15, 25) if big else rng.randint(2, 12)
        width = rng.randint(15, 25) if big else rng.randint(2, 12)
        cells = _grid(rng, height, width, rng.choice([0.0, 0.15, 0.3]))
        room = height * width - 1
        chains = rng.randint(1, min(6, room))
        count = rng.randint(chains, min(12, room))
        _place(rng, cells, _marks(rng, chains, count))
    return {"args": ["\n".join("".join(row) for row in cells)]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "large", "walled", "none", "tiny"]
    weighted = ["random"] * 5 + ["large"] * 2 + ["walled"] * 2 + ["tiny"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
