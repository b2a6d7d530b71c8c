# bug: an index expires one step late (dq[0] < i - k), so each window is really k + 1 elements wide
from collections import deque


def window_max_total(nums: list[int], k: int) -> int:
    window: deque[int] = deque()
    total = 0
    for i, value in enumerate(nums):
        while window and nums[window[-1]] <= value:
            window.pop()
        window.append(i)
        if window[0] < i - k:
            window.popleft()
        if i >= k - 1:
            total += nums[window[0]]
    return total
