def richest_ascent(altitudes: list[int], rewards: list[int]) -> int:
    ranks = {a: r for r, a in enumerate(sorted(set(altitudes)), start=1)}
    size = len(ranks)
    tree = [0] * (size + 1)  # Fenwick tree of prefix maxima over altitude ranks
    best = 0
    for a, gain in zip(altitudes, rewards):
        r = ranks[a]
        # best total ending at an altitude strictly below a
        i, below = r - 1, 0
        while i > 0:
            if tree[i] > below:
                below = tree[i]
            i -= i & -i
        value = below + gain
        if value > best:
            best = value
        i = r
        while i <= size:
            if tree[i] < value:
                tree[i] = value
            i += i & -i
    return best
