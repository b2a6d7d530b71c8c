def longest_rising_streak(readings: list[int]) -> int:
    if not readings:
        return 0
    best = current = 1
    for i in range(1, len(readings)):
        if readings[i] > readings[i - 1]:
            current += 1
        else:
            current = 1
        best = max(best, current)
    return best
