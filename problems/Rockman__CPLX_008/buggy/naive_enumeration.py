# bug: correct but walks every climb recursively without memoization, exponential time on long trails
import sys

MOD = 10**9 + 7


def count_longest_climbs(heights: list[int]) -> int:
    sys.setrecursionlimit(10000)
    n = len(heights)

    def extend(i: int) -> tuple[int, int]:
        """(longest climb starting at i, number of them)"""
        best, count = 1, 1
        for j in range(i + 1, n):
            if heights[j] > heights[i]:
                sub_len, sub_count = extend(j)
                if sub_len + 1 > best:
                    best, count = sub_len + 1, sub_count
                elif sub_len + 1 == best:
                    count += sub_count
        return best, count

    top, total = 0, 0
    for i in range(n):
        length, count = extend(i)
        if length > top:
            top, total = length, count
        elif length == top:
            total += count
    return total % MOD
