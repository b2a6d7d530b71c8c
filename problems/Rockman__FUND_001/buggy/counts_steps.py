# bug: counts rising steps instead of days (the counter restarts at 0), so every answer is one too small
def longest_rising_streak(readings: list[int]) -> int:
    best = current = 0
    for i in range(1, len(readings)):
        if readings[i] > readings[i - 1]:
            current += 1
        else:
            current = 0
        best = max(best, current)
    return best
