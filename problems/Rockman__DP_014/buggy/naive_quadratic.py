# bug: correct but too slow: every station scans all earlier stops, O(n^2) time
def cheapest_trip(length: int, positions: list[int], fees: list[int], min_leg: int, max_leg: int) -> int:
    spots = [0] + positions + [length]
    extra = [0] + fees + [0]
    cost = [0] + [-1] * (len(spots) - 1)
    for i in range(1, len(spots)):
        best = -1
        for j in range(i):
            if cost[j] != -1 and min_leg <= spots[i] - spots[j] <= max_leg:
                if best == -1 or cost[j] < best:
                    best = cost[j]
        if best != -1:
            cost[i] = best + extra[i]
    return cost[-1]
