# bug: the first row and column are set to 1 in every free cell, ignoring a shelf earlier on the border
def count_routes(grid: list[str]) -> int:
    rows, cols = len(grid), len(grid[0])
    if grid[0][0] == "#" or grid[-1][-1] == "#":
        return 0
    ways = [[0] * cols for _ in range(rows)]
    for r in range(rows):
        for c in range(cols):
            if grid[r][c] == "#":
                continue
            if r == 0 or c == 0:
                ways[r][c] = 1
            else:
                ways[r][c] = ways[r - 1][c] + ways[r][c - 1]
    return ways[-1][-1]
