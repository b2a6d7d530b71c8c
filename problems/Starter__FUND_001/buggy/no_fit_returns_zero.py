# bug: when no run fits, returns (0, 0) instead of (-1, 0)
def longest_within_budget(costs: list[int], budget: int) -> tuple[int, int]:
    best_start, best_len = 0, 0
    total = 0
    left = 0
    for right, cost in enumerate(costs):
        total += cost
        while total > budget:
            total -= costs[left]
            left += 1
        length = right - left + 1
        if length > best_len:
            best_start, best_len = left, length
    return (best_start, best_len)
