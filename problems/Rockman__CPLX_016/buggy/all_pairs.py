# bug: checks every pair of days, O(n**2): correct answers but far too slow on the large inputs
def count_worthwhile_pairs(prices: list[int], fee: int) -> int:
    pairs = 0
    n = len(prices)
    for i in range(n):
        for j in range(i + 1, n):
            if prices[j] - prices[i] >= fee * (j - i):
                pairs += 1
    return pairs
