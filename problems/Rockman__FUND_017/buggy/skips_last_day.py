# bug: the loop stops before the last day, so a dip on the final day is missed
def min_opening_stock(changes: list[int]) -> int:
    stock = 0
    lowest = 0
    for i in range(len(changes) - 1):
        stock += changes[i]
        lowest = min(lowest, stock)
    return -lowest
