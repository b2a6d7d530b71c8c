def _pairs_within(values: list[int], gap: int) -> int:
    """Number of pairs i < j of the sorted values with values[j] - values[i] <= gap."""
    count = 0
    left = 0
    for right, v in enumerate(values):
        while v - values[left] > gap:
            left += 1
        count += right - left
    return count


def kth_smallest_gap(heights: list[int], k: int) -> int:
    values = sorted(heights)
    lo, hi = 0, values[-1] - values[0]
    while lo < hi:
        mid = (lo + hi) // 2
        if _pairs_within(values, mid) >= k:
            hi = mid
        else:
            lo = mid + 1
    return lo
