# bug: the sorted-left test uses dial[lo] < target, so a target sitting exactly at dial[lo] is searched for on the wrong side
def find_in_rotated(dial: list[int], target: int) -> int:
    lo, hi = 0, len(dial) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if dial[mid] == target:
            return mid
        if dial[lo] <= dial[mid]:
            if dial[lo] < target < dial[mid]:
                hi = mid - 1
            else:
                lo = mid + 1
        else:
            if dial[mid] < target <= dial[hi]:
                lo = mid + 1
            else:
                hi = mid - 1
    return -1
