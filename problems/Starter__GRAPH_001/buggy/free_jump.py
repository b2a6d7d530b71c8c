# bug: the jump between linked portals is treated as free (no step is counted for it)
from collections import deque


def portal_steps(grid: list[str]) -> int:
    rows, cols = len(grid), len(grid[0])
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
        r, c = queue.popleft()
        for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] != "#" and (nr, nc) not in dist:
                dist[(nr, nc)] = dist[(r, c)] + 1
                queue.append((nr, nc))
                other = partner.get((nr, nc))
                if other is not None and other not in dist:
                    dist[other] = dist[(r, c)] + 1
                    queue.append(other)
    return dist.get(end, -1)
