# bug: the start cell is seeded with 1 even when it is a shelf
def count_routes(grid: list[str]) -> int:
    rows, cols = len(grid), len(grid[0])
    ways = [0] * cols
    for r in range(rows):
        for c in range(cols):
            if r == 0 and c == 0:
                ways[c] = 1
            elif grid[r][c] == "#":
                ways[c] = 0
            elif c > 0:
                ways[c] += ways[c - 1]
    return ways[cols - 1]
