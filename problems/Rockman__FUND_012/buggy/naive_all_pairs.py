# bug: builds and sorts all n * (n - 1) / 2 gaps, O(n^2 log n): correct but far too slow for n = 30000
def kth_smallest_gap(heights: list[int], k: int) -> int:
    n = len(heights)
    gaps = []
    for i in range(n):
        hi = heights[i]
        for j in range(i + 1, n):
            gaps.append(abs(hi - heights[j]))
    gaps.sort()
    return gaps[k - 1]
