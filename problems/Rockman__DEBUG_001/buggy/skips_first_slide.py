# bug: the sliding loop starts at k + 1, so the window nums[1 .. k] is never evaluated correctly
def max_window_sum(nums: list[int], k: int) -> int:
    window = sum(nums[:k])
    best = window
    for i in range(k + 1, len(nums)):
        window += nums[i] - nums[i - k - 1]
        best = max(best, window)
    return best
