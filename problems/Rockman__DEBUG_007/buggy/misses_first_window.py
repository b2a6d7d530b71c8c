# bug: starts adding maxima at i >= k instead of i >= k - 1, skipping the first window
from collections import deque


def window_max_total(nums: list[int], k: int) -> int:
    window: deque[int] = deque()
    total = 0
    for i, value in enumerate(nums):
        while window and nums[window[-1]] <= value:
            window.pop()
        window.append(i)
        if window[0] <= i - k:
            window.popleft()
        if i >= k:
            total += nums[window[0]]
    return total
