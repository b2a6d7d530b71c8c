# bug: the lowest level starts at the first day's stock instead of 0, so a stock that never dips gives a negative answer
def min_opening_stock(changes: list[int]) -> int:
    if not changes:
        return 0
    stock = changes[0]
    lowest = stock
    for change in changes[1:]:
        stock += change
        lowest = min(lowest, stock)
    return -lowest
