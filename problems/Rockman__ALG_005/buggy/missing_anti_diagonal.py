# bug: the anti-diagonal (r + c) is never checked, so two queens on such a diagonal are accepted
def count_queen_placements(board: list[str]) -> int:
    n = len(board)
    cols: set[int] = set()
    diag: set[int] = set()

    def place(r: int) -> int:
        if r == n:
            return 1
        total = 0
        for c in range(n):
            if board[r][c] == "#" or c in cols or r - c in diag:
                continue
            cols.add(c)
            diag.add(r - c)
            total += place(r + 1)
            cols.remove(c)
            diag.remove(r - c)
        return total

    return place(0)
