# bug: ignores the rotation and runs an ordinary binary search, which only works when the dial was not rotated
def find_in_rotated(dial: list[int], target: int) -> int:
    lo, hi = 0, len(dial) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if dial[mid] == target:
            return mid
        if dial[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1
