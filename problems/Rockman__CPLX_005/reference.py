def count_calm_windows(readings: list[int], k: int) -> int:
    """Count the runs of consecutive readings that hold at most k different values."""
    inside: dict[int, int] = {}  # value -> occurrences in the current window
    total = 0
    left = 0
    for right, value in enumerate(readings):
        inside[value] = inside.get(value, 0) + 1
        # shrink the window from the left until it is calm again
        while len(inside) > k:
            gone = readings[left]
            inside[gone] -= 1
            if inside[gone] == 0:
                del inside[gone]
            left += 1
        # every window ending at right and starting in [left, right] is calm
        total += right - left + 1
    return total
