def bst_profile(keys: list[int]) -> list[int]:
    """[sum of depths, maximum depth] of the plain BST built by inserting keys in order.

    A new key becomes a child of whichever of its current in-order neighbours (the nearest
    smaller and the nearest larger key inserted before it) is deeper. The neighbours at every
    insertion are found offline: walk the sorted order as a doubly linked list and delete the
    keys in reverse insertion order, so O(n log n) overall (the sort dominates).
    """
    n = len(keys)
    if n == 0:
        return [0, -1]
    order = sorted(range(n), key=keys.__getitem__)
    rank = [None] * n
    for r, i in enumerate(order):
        rank[i] = r
    prev = [r - 1 for r in range(n)]
    nxt = [r + 1 for r in range(n)]
    lower = [None] * n
    upper = [None] * n
    for i in range(n - 1, -1, -1):
        r = rank[i]
        p, q = prev[r], nxt[r]
        lower[i], upper[i] = p, q
        if p >= 0:
            nxt[p] = q
        if q < n:
            prev[q] = p
    # entry n (also reached as index -1) stands for "no neighbour": depth -1
    depth_by_rank = [-1] * (n + 1)
    total = 0
    for i in range(n):
        d = 1 + max(depth_by_rank[lower[i]], depth_by_rank[upper[i]])
        depth_by_rank[rank[i]] = d
        total += d
    return [total, max(depth_by_rank)]
