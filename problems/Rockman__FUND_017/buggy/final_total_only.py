# bug: only the stock after the last day is checked, missing a dip in the middle
def min_opening_stock(changes: list[int]) -> int:
    return max(0, -sum(changes))
