# bug: correct but quadratic: extends every window from each start, far too slow when most windows are stable
def count_stable_windows(readings: list[int], tolerance: int) -> int:
    total = 0
    n = len(readings)
    for i in range(n):
        lo = hi = readings[i]
        for j in range(i, n):
            v = readings[j]
            if v < lo:
                lo = v
            if v > hi:
                hi = v
            if hi - lo > tolerance:
                break
            total += 1
    return total
