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


def _orders(left: list[int], right: list[int], vals: list[int]) -> tuple[list[int], list[int]]:
    pre: list[int] = []
    ino: list[int] = []
    stack = [0]
    while stack:
        node = stack.pop()
        pre.append(vals[node])
        if right[node] != -1:
            stack.append(right[node])
        if left[node] != -1:
            stack.append(left[node])
    stack = []
    node = 0
    while stack or node != -1:
        while node != -1:
            stack.append(node)
            node = left[node]
        node = stack.pop()
        ino.append(vals[node])
        node = right[node]
    return pre, ino


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "empty":
        return {"args": [[], []]}
    if kind == "single":
        v = rng.randint(-10**9, 10**9)
        return {"args": [[v], [v]]}
    if kind == "path":
        n = rng.randint(300, 500)
        style = rng.choice(["left_path", "right_path", "zigzag"])
    else:
        n = rng.randint(2, 500)
        style = rng.choice(["random", "random", "complete", "deep_random", "zigzag"])
    left, right = _random_shape(rng, n, style)
    span = rng.choice([n, 10**9])
    vals = rng.sample(range(-span, span + 1), n)
    pre, ino = _orders(left, right, vals)
    return {"args": [pre, ino]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "path", "single", "random", "empty"]
    weighted = ["random"] * 7 + ["path"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
