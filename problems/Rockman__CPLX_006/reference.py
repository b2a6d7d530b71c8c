def affordable_pairs(prices: list[int], budget: int) -> int:
    ordered = sorted(prices)
    lo, hi = 0, len(ordered) - 1
    count = 0
    while lo < hi:
        if ordered[lo] + ordered[hi] <= budget:
            count += hi - lo  # ordered[lo] pairs with every item in (lo, hi]
            lo += 1
        else:
            hi -= 1
    return count
