# bug: the best length is only updated when a streak breaks, so a streak running to the last day is missed
def longest_rising_streak(readings: list[int]) -> int:
    if not readings:
        return 0
    best = current = 1
    for i in range(1, len(readings)):
        if readings[i] > readings[i - 1]:
            current += 1
        else:
            best = max(best, current)
            current = 1
    return best
