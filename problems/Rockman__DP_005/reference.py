def ring_merge_cost(piles: list[int]) -> int:
    n = len(piles)
    if n < 2:
        return 0
    line = piles + piles
    m = 2 * n
    prefix = [0] * (m + 1)
    for i, p in enumerate(line):
        prefix[i + 1] = prefix[i] + p
    # cost[i][j] = cheapest way to merge line[i..j] into one pile (j - i < n)
    cost = [[0] * m for _ in range(m)]
    for length in range(2, n + 1):
        for i in range(m - length + 1):
            j = i + length - 1
            row = cost[i]
            best = min(row[k] + cost[k + 1][j] for k in range(i, j))
            row[j] = best + prefix[j + 1] - prefix[i]
    return min(cost[i][i + n - 1] for i in range(n))
