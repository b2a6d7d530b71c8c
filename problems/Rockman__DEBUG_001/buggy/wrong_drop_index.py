# bug: off-by-one in the element leaving the window (drops nums[i - k + 1] instead of nums[i - k])
def max_window_sum(nums: list[int], k: int) -> int:
    window = sum(nums[:k])
    best = window
    for i in range(k, len(nums)):
        window += nums[i] - nums[i - k + 1]
        best = max(best, window)
    return best
