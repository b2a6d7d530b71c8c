# bug: a line is counted only from the new piece outward in one direction, so a piece that completes a line in the middle is not a win
class ConnectGame:
    def __init__(self, rows: int, cols: int, k: int) -> None:
        self._rows = rows
        self._cols = cols
        self._k = k
        self._grid = [[0] * cols for _ in range(rows)]  # row 0 is the bottom
        self._heights = [0] * cols
        self._player = 1
        self._moves = 0
        self._over = False

    def _run(self, r: int, c: int, dr: int, dc: int) -> int:
        """Number of consecutive pieces of the player at (r, c) starting next to it along (dr, dc)."""
        who = self._grid[r][c]
        n = 0
        r, c = r + dr, c + dc
        while 0 <= r < self._rows and 0 <= c < self._cols and self._grid[r][c] == who:
            n += 1
            r, c = r + dr, c + dc
        return n

    def drop(self, col: int) -> int:
        if self._over or not 0 <= col < self._cols or self._heights[col] == self._rows:
            return -1
        r = self._heights[col]
        self._heights[col] += 1
        self._grid[r][col] = self._player
        self._moves += 1
        for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
            if 1 + max(self._run(r, col, dr, dc), self._run(r, col, -dr, -dc)) >= self._k:
                self._over = True
                return 1
        if self._moves == self._rows * self._cols:
            self._over = True
            return 2
        self._player = 3 - self._player
        return 0

    def current_player(self) -> int:
        return 0 if self._over else self._player

    def cell(self, row: int, col: int) -> int:
        if not (0 <= row < self._rows and 0 <= col < self._cols):
            return -1
        return self._grid[row][col]
