# bug: treats the piles as a straight row, forgetting that the last and first piles are neighbours
def ring_merge_cost(piles: list[int]) -> int:
    n = len(piles)
    if n < 2:
        return 0
    prefix = [0] * (n + 1)
    for i, p in enumerate(piles):
        prefix[i + 1] = prefix[i] + p
    cost = [[0] * n for _ in range(n)]
    for length in range(2, n + 1):
        for i in range(n - length + 1):
            j = i + length - 1
            best = min(cost[i][k] + cost[k + 1][j] for k in range(i, j))
            cost[i][j] = best + prefix[j + 1] - prefix[i]
    return cost[0][n - 1]
