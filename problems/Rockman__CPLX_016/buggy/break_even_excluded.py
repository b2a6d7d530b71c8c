# bug: pairs that break even exactly are left out: only earlier keys strictly below the current key are counted
def count_worthwhile_pairs(prices: list[int], fee: int) -> int:
    # prices[j] - prices[i] >= fee * (j - i)  <=>  prices[i] - fee * i <= prices[j] - fee * j,
    # so count the pairs i < j whose keys do not decrease, with a Fenwick tree over key ranks.
    keys = [price - fee * day for day, price in enumerate(prices)]
    rank = {key: r for r, key in enumerate(sorted(set(keys)), 1)}
    size = len(rank)
    tree = [0] * (size + 1)
    pairs = 0
    for key in keys:
        r = rank[key]
        i = r - 1
        while i:  # earlier keys with rank <= r
            pairs += tree[i]
            i &= i - 1
        i = r
        while i <= size:
            tree[i] += 1
            i += i & -i
    return pairs
