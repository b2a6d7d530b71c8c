# bug: the goal cell is never tested for a shelf; routes into it are still counted
def count_routes(grid: list[str]) -> int:
    rows, cols = len(grid), len(grid[0])
    ways = [[0] * cols for _ in range(rows)]
    for r in range(rows):
        for c in range(cols):
            goal = r == rows - 1 and c == cols - 1
            if grid[r][c] == "#" and not goal:
                continue
            if r == 0 and c == 0:
                ways[r][c] = 1 if grid[0][0] == "." else 0
                continue
            up = ways[r - 1][c] if r > 0 else 0
            left = ways[r][c - 1] if c > 0 else 0
            ways[r][c] = up + left
    return ways[-1][-1]
