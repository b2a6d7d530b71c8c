# bug: abs(r - c) is used as the diagonal key, which merges two different diagonals and rejects valid placements
def count_queen_placements(board: list[str]) -> int:
    n = len(board)
    cols: set[int] = set()
    diag: set[int] = set()
    anti: set[int] = set()

    def place(r: int) -> int:
        if r == n:
            return 1
        total = 0
        for c in range(n):
            if board[r][c] == "#" or c in cols or abs(r - c) in diag or r + c in anti:
                continue
            cols.add(c)
            diag.add(abs(r - c))
            anti.add(r + c)
            total += place(r + 1)
            cols.remove(c)
            diag.remove(abs(r - c))
            anti.remove(r + c)
        return total

    return place(0)
