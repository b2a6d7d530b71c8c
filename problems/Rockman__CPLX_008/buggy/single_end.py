# bug: returns the count for the first checkpoint where a longest climb ends, instead of summing over every such end
MOD = 10**9 + 7


def count_longest_climbs(heights: list[int]) -> int:
    n = len(heights)
    length = [1] * n
    ways = [1] * n
    for i in range(n):
        best, count = 1, 1
        for j in range(i):
            if heights[j] < heights[i]:
                cand = length[j] + 1
                if cand > best:
                    best, count = cand, ways[j]
                elif cand == best:
                    count += ways[j]
        length[i] = best
        ways[i] = count % MOD
    top = max(length)
    return ways[length.index(top)]
