# bug: shrinks the window by at most one position per step (if instead of while), so some unstable windows are counted
from collections import deque


def count_stable_windows(readings: list[int], tolerance: int) -> int:
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
        if readings[maxq[0]] - readings[minq[0]] > tolerance:
            left += 1
            if maxq[0] < left:
                maxq.popleft()
            if minq[0] < left:
                minq.popleft()
        total += right - left + 1
    return total
