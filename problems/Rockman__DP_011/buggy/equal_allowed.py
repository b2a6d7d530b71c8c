# bug: the prefix query includes the checkpoint's own rank, so equal altitudes can be stamped together
def richest_ascent(altitudes: list[int], rewards: list[int]) -> int:
    ranks = {a: r for r, a in enumerate(sorted(set(altitudes)), start=1)}
    size = len(ranks)
    tree = [0] * (size + 1)
    best = 0
    for a, gain in zip(altitudes, rewards):
        r = ranks[a]
        i, below = r, 0
        while i > 0:
            below = max(below, tree[i])
            i -= i & -i
        value = below + gain
        best = max(best, value)
        i = r
        while i <= size:
            tree[i] = max(tree[i], value)
            i += i & -i
    return best
