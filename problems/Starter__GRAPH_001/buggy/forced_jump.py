# bug: stepping onto a portal always jumps to its partner, so portal cells cannot simply be walked over
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

    seen = {start}
    queue = deque([(start, 0)])
    while queue:
        (r, c), d = queue.popleft()
        if (r, c) == end:
            return d
        for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] != "#" and (nr, nc) not in seen:
                seen.add((nr, nc))
                if (nr, nc) in partner:
                    other = partner[(nr, nc)]
                    if other not in seen:
                        seen.add(other)
                        queue.append((other, d + 2))
                else:
                    queue.append(((nr, nc), d + 1))
    return -1
