def min_opening_stock(changes: list[int]) -> int:
    stock = 0
    lowest = 0  # the opening stock itself counts, so the lowest level is at most 0
    for change in changes:
        stock += change
        lowest = min(lowest, stock)
    return -lowest
