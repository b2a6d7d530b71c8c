# bug: (the bug shipped in the starter code) recomputes the maximum of every window from scratch, O(n * k) instead of O(n)
def window_max_total(nums: list[int], k: int) -> int:
    total = 0
    for start in range(len(nums) - k + 1):
        total += max(nums[start:start + k])
    return total
