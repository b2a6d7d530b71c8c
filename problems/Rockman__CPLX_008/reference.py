MOD = 10**9 + 7


def count_longest_climbs(heights: list[int]) -> int:
    n = len(heights)
    length = [1] * n  # length[i]: longest climb ending at i
    ways = [1] * n  # ways[i]: number of such climbs (mod MOD)
    for i in range(n):
        hi = heights[i]
        best, count = 1, 1
        for j in range(i):
            if heights[j] < hi:
                cand = length[j] + 1
                if cand > best:
                    best, count = cand, ways[j]
                elif cand == best:
                    count += ways[j]
        length[i] = best
        ways[i] = count % MOD
    top = max(length)
    return sum(w for l, w in zip(length, ways) if l == top) % MOD
