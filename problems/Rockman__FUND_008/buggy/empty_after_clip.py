# bug: only first > last is rejected before clipping; a range lying wholly outside the corridor still changes lamps
def lamp_levels(n: int, adjustments: list[list[int]]) -> list[int]:
    diff = [0] * (n + 1)
    for first, last, delta in adjustments:
        if first > last:
            continue
        lo, hi = min(max(first, 0), n - 1), max(min(last, n - 1), 0)
        if n == 0:
            continue
        diff[lo] += delta
        diff[hi + 1] -= delta
    levels = []
    running = 0
    for i in range(n):
        running += diff[i]
        levels.append(running)
    return levels
