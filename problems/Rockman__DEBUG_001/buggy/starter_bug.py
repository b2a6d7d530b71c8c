# bug: (the bug shipped in the starter code) the loop stops one step early, so the window ending at the last element is never considered
def max_window_sum(nums: list[int], k: int) -> int:
    window = sum(nums[:k])
    best = window
    for i in range(k, len(nums) - 1):
        window += nums[i] - nums[i - k]
        best = max(best, window)
    return best
