# bug: correct but tries every allowed jump from each stone, O(n * reach): too slow for large reach
def best_crossing(stones: list[int], reach: int) -> int:
    n = len(stones)
    best = [0] * n
    best[0] = stones[0]
    for i in range(1, n):
        best[i] = max(best[max(0, i - reach):i]) + stones[i]
    return best[n - 1]
