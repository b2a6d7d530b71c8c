# bug: greedily jumps to the best-scoring stone within reach, which can miss a better total later
def best_crossing(stones: list[int], reach: int) -> int:
    n = len(stones)
    i = 0
    total = stones[0]
    while i < n - 1:
        if i + reach >= n - 1:
            # collect every positive stone on the way to the end
            total += sum(s for s in stones[i + 1:n - 1] if s > 0) + stones[n - 1]
            break
        j = max(range(i + 1, i + reach + 1), key=lambda x: (stones[x], x))
        total += stones[j]
        i = j
    return total
