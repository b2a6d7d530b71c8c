# bug: the sliding window runs over the heights in their original order (never sorted), so pair counts are wrong
def _pairs_within(values: list[int], gap: int) -> int:
    count = 0
    left = 0
    for right, v in enumerate(values):
        while left < right and abs(v - values[left]) > gap:
            left += 1
        count += right - left
    return count


def kth_smallest_gap(heights: list[int], k: int) -> int:
    lo, hi = 0, max(heights) - min(heights)
    while lo < hi:
        mid = (lo + hi) // 2
        if _pairs_within(heights, mid) >= k:
            hi = mid
        else:
            lo = mid + 1
    return lo
