from collections import deque


def count_stable_windows(readings: list[int], tolerance: int) -> int:
    # maxq / minq hold indices of the current window with decreasing / increasing values
    maxq: deque[int] = deque()
    minq: deque[int] = deque()
    left = 0
    total = 0
    for right, value in enumerate(readings):
        while maxq and readings[maxq[-1]] <= value:
            maxq.pop()
        maxq.append(right)
        while minq and readings[minq[-1]] >= value:
            minq.pop()
        minq.append(right)
        while readings[maxq[0]] - readings[minq[0]] > tolerance:
            left += 1
            if maxq[0] < left:
                maxq.popleft()
            if minq[0] < left:
                minq.popleft()
        total += right - left + 1
    return total
