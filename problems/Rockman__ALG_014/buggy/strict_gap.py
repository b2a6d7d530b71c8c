# bug: the query uses bisect_left, so a previous height of exactly height - gap is not allowed
from bisect import bisect_left, bisect_right


def best_climb(heights: list[int], scores: list[int], gap: int) -> int:
    levels = sorted(set(heights))
    size = len(levels)
    tree = [0] * (size + 1)  # prefix maximum of the best chain ending at each level (0 = none)
    best = 0
    for height, score in zip(heights, scores):
        # best chain whose last height is at most height - gap
        i = bisect_left(levels, height - gap)
        before = 0
        while i > 0:
            if tree[i] > before:
                before = tree[i]
            i -= i & -i
        value = before + score
        if value > best:
            best = value
        if value > 0:
            i = bisect_right(levels, height)  # 1-based position of height
            while i <= size:
                if tree[i] < value:
                    tree[i] = value
                i += i & -i
    return best
