# bug: the deques store values and evict by value, but equal values are popped on push, so a tie evicts a still-live extreme
from collections import deque


def count_stable_windows(readings: list[int], tolerance: int) -> int:
    maxq: deque[int] = deque()
    minq: deque[int] = deque()
    left = 0
    total = 0
    for right, value in enumerate(readings):
        while maxq and maxq[-1] <= value:
            maxq.pop()
        maxq.append(value)
        while minq and minq[-1] >= value:
            minq.pop()
        minq.append(value)
        while maxq and minq and maxq[0] - minq[0] > tolerance:
            if maxq[0] == readings[left]:
                maxq.popleft()
            if minq[0] == readings[left]:
                minq.popleft()
            left += 1
        total += right - left + 1
    return total
