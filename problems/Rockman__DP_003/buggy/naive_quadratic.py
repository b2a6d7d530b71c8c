# bug: the O(n^2) dynamic program over all pairs: correct but far too slow for n = 10**5
def longest_calm_chain(levels: list[int]) -> int:
    n = len(levels)
    best = [1] * n
    for i in range(n):
        x = levels[i]
        for j in range(i):
            if levels[j] <= x and best[j] + 1 > best[i]:
                best[i] = best[j] + 1
    return max(best, default=0)
