# bug: only pops the front of the window when a new maximum arrives, so an out-of-range stone can still be used
from collections import deque


def best_crossing(stones: list[int], reach: int) -> int:
    n = len(stones)
    best = [0] * n  # best[i] = largest score of a walk from stone 0 that ends on stone i
    best[0] = stones[0]
    window: deque[int] = deque([0])  # indices with decreasing best values
    for i in range(1, n):
        best[i] = best[window[0]] + stones[i]
        while window and best[window[-1]] <= best[i]:
            window.pop()
        window.append(i)
    return best[n - 1]
