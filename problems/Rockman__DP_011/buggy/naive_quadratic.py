# bug: the O(n^2) dynamic program over all pairs: correct but far too slow for n = 10**5
def richest_ascent(altitudes: list[int], rewards: list[int]) -> int:
    n = len(altitudes)
    total = [0] * n
    for j in range(n):
        below = 0
        aj = altitudes[j]
        for i in range(j):
            if altitudes[i] < aj and total[i] > below:
                below = total[i]
        total[j] = below + rewards[j]
    return max(total, default=0)
