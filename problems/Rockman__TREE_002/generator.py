import random


def _random_shape(rng: random.Random, n: int, style: str) -> tuple[list[int], list[int]]:
    """Children arrays (left, right) of a binary tree with n >= 1 nodes rooted at node 0."""
    left = [-1] * n
    right = [-1] * n
    if style == "left_path" or style == "right_path" or style == "zigzag":
        for i in range(1, n):
            go_left = style == "left_path" or (style == "zigzag" and rng.random() < 0.5)
            if go_left:
                left[i - 1] = i
            else:
                right[i - 1] = i
        return left, right
    if style == "complete":
        for i in range(1, n):
            if i % 2 == 1:
                left[(i - 1) // 2] = i
            else:
                right[(i - 1) // 2] = i
        return left, right
    free = [(0, 0), (0, 1)]  # open child slots (node, side)
    for i in range(1, n):
        k = rng.randrange(len(free)) if style == "random" else len(free) - 1 - rng.randrange(min(3, len(free)))
        node, side = free[k]
        free[k] = free[-1]
        free.pop()
        if side == 0:
            left[node] = i
        else:
            right[node] = i
        free.append((i, 0))
        free.append((i, 1))
    return left, right


def _level_order(left: list[int], right: list[int], vals: list[int]) -> list:
    if not vals:
        return []
    out: list = []
    queue = [0]
    head = 0
    out.append(vals[0])
    while head < len(queue):
        node = queue[head]
        head += 1
        for child in (left[node], right[node]):
            if child == -1:
                out.append(None)
            else:
                out.append(vals[child])
                queue.append(child)
    while out and out[-1] is None:
        out.pop()
    return out


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "empty":
        return {"args": [[]]}
    if kind == "single":
        return {"args": [[rng.randint(-10**9, 10**9)]]}
    if kind == "deep":
        n = rng.randint(3000, 5000)
        style = rng.choice(["left_path", "right_path", "zigzag", "deep_random"])
    elif kind == "cancel":
        n = rng.randint(2, 60)
        style = "complete"
    else:
        n = rng.randint(2, 400)
        style = rng.choice(["random", "random", "complete", "deep_random", "zigzag"])
    left, right = _random_shape(rng, n, style)
    if kind == "cancel":
        # pairs of opposite values make some level totals exactly 0
        v = rng.randint(1, 100)
        vals = [rng.choice([v, -v]) for _ in range(n)]
    else:
        span = rng.choice([10, 10**9])
        vals = [rng.randint(-span, span) for _ in range(n)]
    return {"args": [_level_order(left, right, vals)]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "cancel", "deep", "single", "empty"]
    weighted = ["random"] * 6 + ["cancel", "deep"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
