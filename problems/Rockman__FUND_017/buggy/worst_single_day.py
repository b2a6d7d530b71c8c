# bug: uses the largest single-day usage instead of the deepest running total
def min_opening_stock(changes: list[int]) -> int:
    return max(0, -min(changes, default=0))
