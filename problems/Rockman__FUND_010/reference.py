def find_in_rotated(dial: list[int], target: int) -> int:
    lo, hi = 0, len(dial) - 1
    while lo <= hi:
        mid = lo + (hi - lo) // 2
        if dial[mid] == target:
            return mid
        if dial[lo] <= dial[mid]:
            # the left part dial[lo..mid] is sorted
            if dial[lo] <= target < dial[mid]:
                hi = mid - 1
            else:
                lo = mid + 1
        else:
            # the right part dial[mid..hi] is sorted
            if dial[hi] >= target > dial[mid]:
                lo = mid + 1
            else:
                hi = mid - 1
    return -1
