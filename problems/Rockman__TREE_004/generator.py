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


def _bst(rng: random.Random, n: int, lo: int, hi: int) -> tuple[list[int], list[int], list[int]]:
    """A random BST on n distinct values in [lo, hi]: (left, right, values), root = node 0."""
    keys = rng.sample(range(lo, hi + 1), n) if hi - lo < 10**7 else list(
        {rng.randint(lo, hi) for _ in range(n)})
    if rng.random() < 0.3:
        keys.sort(reverse=rng.random() < 0.5)  # a path
    n = len(keys)
    left = [-1] * n
    right = [-1] * n
    for i in range(1, n):
        node = 0
        while True:
            if keys[i] < keys[node]:
                if left[node] == -1:
                    left[node] = i
                    break
                node = left[node]
            else:
                if right[node] == -1:
                    right[node] = i
                    break
                node = right[node]
    return left, right, keys


def _deep_violation(rng: random.Random, left: list[int], right: list[int], keys: list[int]) -> None:
    """Move a value just across an ancestor bound (deeper than a child)."""
    n = len(keys)
    for _ in range(20):
        a = rng.randrange(n)
        # go right once then left as far as possible: that node must stay above keys[a]
        node = right[a] if rng.random() < 0.5 else left[a]
        if node == -1:
            continue
        went_right = node == right[a]
        steps = 0
        while True:
            nxt = left[node] if went_right else right[node]
            if nxt == -1:
                break
            node = nxt
            steps += 1
        if steps == 0:
            continue
        keys[node] = keys[a] - rng.randint(0, 3) if went_right else keys[a] + rng.randint(0, 3)
        return


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "empty":
        return {"args": [[]]}
    if kind == "single":
        return {"args": [[rng.choice([-10**9, 10**9, rng.randint(-10**9, 10**9)])]]}
    n = rng.randint(3000, 5000) if kind == "large" else rng.randint(2, 200)
    lo, hi = -10**9, 10**9
    if kind == "narrow":
        lo, hi = -n - 5, n + 5
    left, right, keys = _bst(rng, n, lo, hi)
    if kind in ("extremes", "large") and len(keys) >= 2:
        # the smallest and largest allowed values are present in a valid tree
        order = sorted(range(len(keys)), key=lambda i: keys[i])
        keys[order[0]] = -10**9
        keys[order[-1]] = 10**9
    r = rng.random()
    if kind == "deep_bad" or (kind in ("random", "narrow") and r < 0.35):
        _deep_violation(rng, left, right, keys)
    elif kind == "duplicate" or (kind in ("random", "narrow") and r < 0.5):
        i = rng.randrange(1, len(keys))
        parent = next(p for p in range(len(keys)) if left[p] == i or right[p] == i)
        keys[i] = keys[parent]
    elif kind in ("random", "narrow") and r < 0.6:
        i, j = rng.sample(range(len(keys)), 2)
        keys[i], keys[j] = keys[j], keys[i]
    return {"args": [_level_order(left, right, keys)]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["extremes", "deep_bad", "duplicate", "random", "large", "single", "empty"]
    weighted = ["random"] * 4 + ["narrow", "narrow", "extremes", "deep_bad", "duplicate"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
