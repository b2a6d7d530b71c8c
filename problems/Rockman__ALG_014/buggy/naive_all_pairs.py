# bug: correct quadratic DP that compares every pair of positions; too slow for 20000 entries
def best_climb(heights: list[int], scores: list[int], gap: int) -> int:
    n = len(heights)
    best_end = [0] * n
    best = 0
    for i in range(n):
        limit = heights[i] - gap
        before = 0
        for j in range(i):
            if heights[j] <= limit and best_end[j] > before:
                before = best_end[j]
        best_end[i] = before + scores[i]
        best = max(best, best_end[i])
    return best
