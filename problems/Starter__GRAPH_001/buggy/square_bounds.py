# bug: the column bound is checked against the number of rows, which is only right for square grids
from collections import deque


def portal_steps(grid: list[str]) -> int:
    n = len(grid)
    portals = {}
    start = end = (0, 0)
    for r, row in enumerate(grid):
        for c, cell in enumerate(row):
            if cell == "S":
                start = (r, c)
            elif cell == "E":
                end = (r, c)
            elif cell.islower():
                portals.setdefault(cell, []).append((r, c))
    partner = {}
    for a, b in portals.values():
        partner[a] = b
        partner[b] = a

    dist = {start: 0}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        if cell == end:
            return dist[cell]
        r, c = cell
        nexts = [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
        if cell in partner:
            nexts.append(partner[cell])
        for nr, nc in nexts:
            if 0 <= nr < n and 0 <= nc < n and grid[nr][nc] != "#" and (nr, nc) not in dist:
                dist[(nr, nc)] = dist[cell] + 1
                queue.append((nr, nc))
    return -1
