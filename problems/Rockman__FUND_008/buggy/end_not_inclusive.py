# bug: the closing mark goes at hi instead of hi + 1, so the last lamp of every range is missed
def lamp_levels(n: int, adjustments: list[list[int]]) -> list[int]:
    diff = [0] * (n + 1)
    for first, last, delta in adjustments:
        lo, hi = max(first, 0), min(last, n - 1)
        if lo > hi:
            continue
        diff[lo] += delta
        diff[hi] -= delta
    levels = []
    running = 0
    for i in range(n):
        running += diff[i]
        levels.append(running)
    return levels
