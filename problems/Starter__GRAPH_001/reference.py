from collections import deque


def portal_steps(grid: list[str]) -> int:
    rows, cols = len(grid), len(grid[0])
    portals: dict[str, list[tuple[int, int]]] = {}
    start = end = (0, 0)
    for r, row in enumerate(grid):
        for c, cell in enumerate(row):
            if cell == "S":
                start = (r, c)
            elif cell == "E":
                end = (r, c)
            elif "a" <= cell <= "z":
                portals.setdefault(cell, []).append((r, c))
    partner: dict[tuple[int, int], tuple[int, int]] = {}
    for cells in portals.values():
        if len(cells) == 2:
            partner[cells[0]] = cells[1]
            partner[cells[1]] = cells[0]

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
            if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] != "#" and (nr, nc) not in dist:
                dist[(nr, nc)] = dist[cell] + 1
                queue.append((nr, nc))
    return -1
