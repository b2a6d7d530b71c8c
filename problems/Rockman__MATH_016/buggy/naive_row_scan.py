# bug: correct but visits every row up to min(rows, hi): O(min(rows, hi)) per call is far too slow for the large cases
def count_table_cells(rows: int, cols: int, lo: int, hi: int) -> int:
    total = 0
    for i in range(1, min(rows, hi) + 1):
        # columns j with lo <= i * j <= hi and 1 <= j <= cols
        first = max(1, (lo + i - 1) // i)
        last = min(cols, hi // i)
        if last >= first:
            total += last - first + 1
    return total
