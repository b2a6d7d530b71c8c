# bug: the storage fee is charged once per pair instead of once per day held (counts earlier prices at most prices[j] - fee)
from bisect import bisect_right, insort


def count_worthwhile_pairs(prices: list[int], fee: int) -> int:
    seen: list[int] = []
    pairs = 0
    for price in prices:
        pairs += bisect_right(seen, price - fee)
        insort(seen, price)
    return pairs
