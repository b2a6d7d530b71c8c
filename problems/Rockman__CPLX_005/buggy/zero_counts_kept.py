# bug: values whose count drops to 0 stay in the map, so the number of different values is overstated and windows shrink too far
def count_calm_windows(readings: list[int], k: int) -> int:
    inside: dict[int, int] = {}
    total = 0
    left = 0
    for right, value in enumerate(readings):
        inside[value] = inside.get(value, 0) + 1
        while left <= right and len(inside) > k:
            inside[readings[left]] -= 1
            left += 1
        total += right - left + 1
    return total
