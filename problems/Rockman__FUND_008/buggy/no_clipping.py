# bug: ranges are not clipped to the corridor, so out-of-range ends index the wrong cells or crash
def lamp_levels(n: int, adjustments: list[list[int]]) -> list[int]:
    diff = [0] * (n + 1)
    for first, last, delta in adjustments:
        if first > last:
            continue
        diff[first] += delta
        if last + 1 <= n:
            diff[last + 1] -= delta
    levels = []
    running = 0
    for i in range(n):
        running += diff[i]
        levels.append(running)
    return levels
