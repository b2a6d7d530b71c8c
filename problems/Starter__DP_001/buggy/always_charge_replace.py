# bug: the diagonal move always charges replace_cost, even when the two characters are equal
def weighted_edit_cost(source: str, target: str, insert_cost: int,
                       delete_cost: int, replace_cost: int) -> int:
    n, m = len(source), len(target)
    dp = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n + 1):
        dp[i][0] = i * delete_cost
    for j in range(m + 1):
        dp[0][j] = j * insert_cost
    for i in range(1, n + 1):
        for j in range(1, m + 1):
            dp[i][j] = min(dp[i - 1][j - 1] + replace_cost,
                           dp[i - 1][j] + delete_cost,
                           dp[i][j - 1] + insert_cost)
    return dp[n][m]
