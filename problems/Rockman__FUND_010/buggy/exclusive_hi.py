# bug: hi starts at len(dial) - 2 (a confused exclusive bound), so the last element is never examined when it is the target
def find_in_rotated(dial: list[int], target: int) -> int:
    lo, hi = 0, len(dial) - 2
    if len(dial) == 1:
        hi = 0
    while lo <= hi:
        mid = (lo + hi) // 2
        if dial[mid] == target:
            return mid
        if dial[lo] <= dial[mid]:
            if dial[lo] <= target < dial[mid]:
                hi = mid - 1
            else:
                lo = mid + 1
        else:
            if dial[mid] < target <= dial[hi]:
                lo = mid + 1
            else:
                hi = mid - 1
    return -1
