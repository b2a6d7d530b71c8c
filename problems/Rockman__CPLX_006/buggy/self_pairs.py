# bug: for every item counts all items within budget, itself included, and halves the total; an item with 2 * price <= budget is paired with itself
from bisect import bisect_right


def affordable_pairs(prices: list[int], budget: int) -> int:
    ordered = sorted(prices)
    total = 0
    for p in ordered:
        total += bisect_right(ordered, budget - p)
    return total // 2
