# bug: the answer starts from the first chain value instead of 0, so when every score is negative it returns a negative total instead of the empty chain
from bisect import bisect_right


def best_climb(heights: list[int], scores: list[int], gap: int) -> int:
    levels = sorted(set(heights))
    size = len(levels)
    tree = [0] * (size + 1)  # prefix maximum of the best chain ending at each level (0 = none)
    best = -(10**18) if heights else 0
    for height, score in zip(heights, scores):
        # best chain whose last height is at most height - gap
        i = bisect_right(levels, height - gap)
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
