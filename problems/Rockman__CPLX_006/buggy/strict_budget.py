# bug: requires the sum to be strictly below budget, so pairs costing exactly budget are missed
def affordable_pairs(prices: list[int], budget: int) -> int:
    ordered = sorted(prices)
    lo, hi = 0, len(ordered) - 1
    count = 0
    while lo < hi:
        if ordered[lo] + ordered[hi] < budget:
            count += hi - lo
            lo += 1
        else:
            hi -= 1
    return count
