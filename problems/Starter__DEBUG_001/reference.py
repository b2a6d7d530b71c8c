def _lower_bound(nums: list[int], target: int) -> int:
    """Return the index of the first element >= target, or len(nums) if there is none."""
    lo, hi = 0, len(nums)
    while lo < hi:
        mid = (lo + hi) // 2
        if nums[mid] < target:
            lo = mid + 1
        else:
            hi = mid
    return lo


def count_in_range(nums: list[int], low: int, high: int) -> int:
    if low > high:
        return 0
    return _lower_bound(nums, high + 1) - _lower_bound(nums, low)
