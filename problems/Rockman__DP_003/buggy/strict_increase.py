# bug: bisect_left computes a strictly increasing chain, so repeated equal levels are not all counted
from bisect import bisect_left


def longest_calm_chain(levels: list[int]) -> int:
    tails: list[int] = []
    for x in levels:
        pos = bisect_left(tails, x)
        if pos == len(tails):
            tails.append(x)
        else:
            tails[pos] = x
    return len(tails)
