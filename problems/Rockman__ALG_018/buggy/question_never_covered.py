# bug: an optional '?' cell is treated like a blocked cell and is never covered by a domino
MOD = 1_000_000_007


def count_coverings(grid: list[str]) -> int:
    if len(grid[0]) > len(grid):
        grid = ["".join(row[c] for row in grid) for c in range(len(grid[0]))]  # transpose
    rows, width = len(grid), len(grid[0])
    # ways[mask]: bit c of mask says the next unprocessed cell of column c is already covered
    ways = [0] * (1 << width)
    ways[0] = 1
    for r in range(rows):
        for c in range(width):
            cell = grid[r][c]
            bit = 1 << c
            can_down = r + 1 < rows and grid[r + 1][c] == "."
            can_right = c + 1 < width and grid[r][c + 1] == "."
            right = bit << 1
            nxt = [0] * (1 << width)
            for mask, count in enumerate(ways):
                if count == 0:
                    continue
                if mask & bit:  # covered from above or from the left
                    nxt[mask ^ bit] = (nxt[mask ^ bit] + count) % MOD
                    continue
                if cell in "#?":
                    nxt[mask] = (nxt[mask] + count) % MOD
                    continue
                if cell == "?":  # leave it uncovered
                    nxt[mask] = (nxt[mask] + count) % MOD
                if can_down:
                    nxt[mask | bit] = (nxt[mask | bit] + count) % MOD
                if can_right and not mask & right:
                    nxt[mask | right] = (nxt[mask | right] + count) % MOD
            ways = nxt
    return ways[0]
