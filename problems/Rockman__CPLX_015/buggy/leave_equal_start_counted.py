# bug: a stay that leaves exactly when the window starts (l == s) is counted as overlapping
from bisect import bisect_left, bisect_right


def count_overlapping(stays: list[list[int]], windows: list[list[int]]) -> list[int]:
    # A stay [a, l) misses the window [s, e) exactly when it ends first (l <= s) or starts
    # after it (a >= e); the two cases never hold together because a < l and s < e.
    arrivals = sorted(a for a, _ in stays)
    leaves = sorted(l for _, l in stays)
    total = len(stays)
    answer = []
    for s, e in windows:
        ended = bisect_left(leaves, s)
        not_started = total - bisect_left(arrivals, e)
        answer.append(total - ended - not_started)
    return answer
