# bug: greedy, always taking as many of the largest value as fit; not optimal and misses exact fits
def fewest_stamps(denominations: list[int], postage: int) -> int:
    count = 0
    left = postage
    for value in sorted(set(denominations), reverse=True):
        count += left // value
        left %= value
    return count if left == 0 else -1
