# bug: correct but checks every pair of items, O(n**2): too slow for 100000 prices
def affordable_pairs(prices: list[int], budget: int) -> int:
    n = len(prices)
    count = 0
    for i in range(n):
        limit = budget - prices[i]
        for j in range(i + 1, n):
            if prices[j] <= limit:
                count += 1
    return count
