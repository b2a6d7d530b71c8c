# bug: adds right - left instead of right - left + 1, missing the single-reading window that ends at right
def count_calm_windows(readings: list[int], k: int) -> int:
    inside: dict[int, int] = {}
    total = 0
    left = 0
    for right, value in enumerate(readings):
        inside[value] = inside.get(value, 0) + 1
        while len(inside) > k:
            gone = readings[left]
            inside[gone] -= 1
            if inside[gone] == 0:
                del inside[gone]
            left += 1
        total += right - left
    return total
