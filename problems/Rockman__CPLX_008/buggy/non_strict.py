# bug: uses <= when extending, so equal heights continue a climb
MOD = 10**9 + 7


def count_longest_climbs(heights: list[int]) -> int:
    n = len(heights)
    length = [1] * n
    ways = [1] * n
    for i in range(n):
        best, count = 1, 1
        for j in range(i):
            if heights[j] <= heights[i]:
                cand = length[j] + 1
                if cand > best:
                    best, count = cand, ways[j]
                elif cand == best:
                    count += ways[j]
        length[i] = best
        ways[i] = count % MOD
    top = max(length)
    return sum(w for l, w in zip(length, ways) if l == top) % MOD
