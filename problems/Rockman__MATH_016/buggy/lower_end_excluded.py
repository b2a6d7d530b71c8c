# bug: off-by-one: subtracts the count up to lo instead of lo - 1, so cells equal to lo are lost
from math import isqrt


def _cells_up_to(n: int, rows: int, cols: int) -> int:
    """Cells (i, j) with 1 <= i <= rows, 1 <= j <= cols and i * j <= n."""
    if n <= 0:
        return 0
    s = isqrt(n)
    # cells whose row index is at most s
    total = sum(min(cols, n // i) for i in range(1, min(rows, s) + 1))
    if rows > s:
        # cells whose row index exceeds s: then j <= n // i < s + 1, so count them by column
        total += sum(min(rows, n // j) - s for j in range(1, min(cols, s) + 1))
    return total


def count_table_cells(rows: int, cols: int, lo: int, hi: int) -> int:
    return _cells_up_to(hi, rows, cols) - _cells_up_to(lo, rows, cols)
