# bug: best starts at 0 instead of the first window's sum, so all-negative inputs return 0
def max_window_sum(nums: list[int], k: int) -> int:
    window = sum(nums[:k])
    best = 0
    for i in range(k, len(nums)):
        window += nums[i] - nums[i - k]
        best = max(best, window)
    return best
