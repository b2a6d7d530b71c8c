# bug: finds a longest strictly increasing chain first and sums its rewards, but the longest chain need not be the richest
from bisect import bisect_left


def richest_ascent(altitudes: list[int], rewards: list[int]) -> int:
    # tails[k] = (smallest last altitude, total reward) of an increasing chain of length k + 1
    tails: list[int] = []
    sums: list[int] = []
    for a, gain in zip(altitudes, rewards):
        pos = bisect_left(tails, a)
        total = (sums[pos - 1] if pos > 0 else 0) + gain
        if pos == len(tails):
            tails.append(a)
            sums.append(total)
        else:
            tails[pos] = a
            sums[pos] = total
    return sums[-1] if sums else 0
