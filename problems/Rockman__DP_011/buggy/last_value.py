# bug: returns the total of the best chain ending at the last checkpoint instead of the best over all endings
def richest_ascent(altitudes: list[int], rewards: list[int]) -> int:
    ranks = {a: r for r, a in enumerate(sorted(set(altitudes)), start=1)}
    size = len(ranks)
    tree = [0] * (size + 1)
    value = 0
    for a, gain in zip(altitudes, rewards):
        r = ranks[a]
        i, below = r - 1, 0
        while i > 0:
            below = max(below, tree[i])
            i -= i & -i
        value = below + gain
        i = r
        while i <= size:
            tree[i] = max(tree[i], value)
            i += i & -i
    return value
