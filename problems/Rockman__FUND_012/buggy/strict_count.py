# bug: counts pairs with a gap strictly below mid instead of at most mid, so the search settles one step too high
def _pairs_below(values: list[int], gap: int) -> int:
    count = 0
    left = 0
    for right, v in enumerate(values):
        while v - values[left] >= gap and left < right:
            left += 1
        count += right - left
    return count


def kth_smallest_gap(heights: list[int], k: int) -> int:
    values = sorted(heights)
    lo, hi = 0, values[-1] - values[0]
    while lo < hi:
        mid = (lo + hi) // 2
        if _pairs_below(values, mid) >= k:
            hi = mid
        else:
            lo = mid + 1
    return lo
