# bug: the merge cost uses prefix[j] - prefix[i], leaving out the last pile of the range
def ring_merge_cost(piles: list[int]) -> int:
    n = len(piles)
    if n < 2:
        return 0
    line = piles + piles
    m = 2 * n
    prefix = [0] * (m + 1)
    for i, p in enumerate(line):
        prefix[i + 1] = prefix[i] + p
    cost = [[0] * m for _ in range(m)]
    for length in range(2, n + 1):
        for i in range(m - length + 1):
            j = i + length - 1
            best = min(cost[i][k] + cost[k + 1][j] for k in range(i, j))
            cost[i][j] = best + prefix[j] - prefix[i]
    return min(cost[i][i + n - 1] for i in range(n))
