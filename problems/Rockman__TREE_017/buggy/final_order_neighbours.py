# Bug: uses each key's neighbours in the final sorted order, not the neighbours among the keys inserted before it
def bst_profile(keys: list[int]) -> list[int]:
    n = len(keys)
    if n == 0:
        return [0, -1]
    order = sorted(range(n), key=keys.__getitem__)
    rank = [0] * n
    for r, i in enumerate(order):
        rank[i] = r
    depth_by_rank: dict[int, int] = {}
    total = 0
    deepest = 0
    for i in range(n):
        r = rank[i]
        d = 1 + max(depth_by_rank.get(r - 1, -1), depth_by_rank.get(r + 1, -1))
        if not depth_by_rank:
            d = 0
        depth_by_rank[r] = d
        total += d
        deepest = max(deepest, d)
    return [total, deepest]
