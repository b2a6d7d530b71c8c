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


def _near_balanced(rng: random.Random, n: int) -> tuple[list[int], list[int]]:
    """A shape whose subtree sizes are split almost evenly (mostly AVL-like, a few +-2 spots)."""
    left = [-1] * n
    right = [-1] * n
    nxt = 1
    work = [(0, n)]  # (node, size of its subtree)
    while work:
        node, size = work.pop()
        rest = size - 1
        if rest == 0:
            continue
        half = rest // 2
        lsize = min(rest, max(0, half + rng.choice([-1, 0, 0, 0, 1, rest % 2])))
        for side, sub in ((0, lsize), (1, rest - lsize)):
            if sub == 0:
                continue
            child = nxt
            nxt += 1
            if side == 0:
                left[node] = child
            else:
                right[node] = child
            work.append((child, sub))
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
        left, right = _random_shape(rng, n, rng.choice(["left_path", "right_path", "zigzag"]))
    elif kind == "balanced":
        n = rng.randint(2, rng.choice([30, 3000]))
        left, right = _near_balanced(rng, n)
    elif kind == "small":
        n = rng.randint(2, 12)
        left, right = _random_shape(rng, n, rng.choice(["random", "deep_random", "zigzag"]))
    else:
        n = rng.randint(2, 1500)
        left, right = _random_shape(rng, n, rng.choice(["random", "random", "complete", "deep_random"]))
    span = rng.choice([10, 10**9])
    vals = [rng.randint(-span, span) for _ in range(n)]
    return {"args": [_level_order(left, right, vals)]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["small", "balanced", "deep", "random", "single", "empty"]
    weighted = ["random"] * 3 + ["balanced"] * 3 + ["small"] * 3 + ["deep"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
