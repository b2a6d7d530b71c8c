from bisect import bisect_right


def longest_calm_chain(levels: list[int]) -> int:
    # tails[k] = smallest possible last level of a calm chain of length k + 1
    tails: list[int] = []
    for x in levels:
        pos = bisect_right(tails, x)
        if pos == len(tails):
            tails.append(x)
        else:
            tails[pos] = x
    return len(tails)
