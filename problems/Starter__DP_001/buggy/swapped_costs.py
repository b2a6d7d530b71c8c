# bug: insert_cost and delete_cost are swapped in the recurrence and the borders
def weighted_edit_cost(source: str, target: str, insert_cost: int,
                       delete_cost: int, replace_cost: int) -> int:
    n, m = len(source), len(target)
    dp = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n + 1):
        dp[i][0] = i * insert_cost
    for j in range(m + 1):
        dp[0][j] = j * delete_cost
    for i in range(1, n + 1):
        for j in range(1, m + 1):
            same = source[i - 1] == target[j - 1]
            dp[i][j] = min(dp[i - 1][j - 1] + (0 if same else replace_cost),
                           dp[i - 1][j] + insert_cost,
                           dp[i][j - 1] + delete_cost)
    return dp[n][m]
