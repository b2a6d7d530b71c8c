from collections import deque


def window_max_total(nums: list[int], k: int) -> int:
    window: deque[int] = deque()  # indices; their values decrease from left to right
    total = 0
    for i, value in enumerate(nums):
        while window and nums[window[-1]] <= value:
            window.pop()
        window.append(i)
        if window[0] <= i - k:
            window.popleft()
        if i >= k - 1:
            total += nums[window[0]]
    return total
