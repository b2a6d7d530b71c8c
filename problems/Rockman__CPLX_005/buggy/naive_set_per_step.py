# bug: (the bug shipped in the starter code) rebuilds a set of the whole window at every step, O(n * window) time: too slow for long calm windows
def count_calm_windows(readings: list[int], k: int) -> int:
    """Count the runs of consecutive readings that hold at most k different values."""
    total = 0
    left = 0
    for right in range(len(readings)):
        # shrink the window from the left until it is calm again
        while left <= right and len(set(readings[left:right + 1])) > k:
            left += 1
        # every window ending at right and starting in [left, right] is calm
        total += right - left + 1
    return total
