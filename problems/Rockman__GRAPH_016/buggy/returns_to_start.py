# bug: adds the way back to the start, although the walk may end anywhere
from collections import deque


def _bfs(rows: list[str], start: tuple[int, int]) -> list[list[int]]:
    height, width = len(rows), len(rows[0])
    dist = [[-1] * width for _ in range(height)]
    dist[start[0]][start[1]] = 0
    queue = deque([start])
    while queue:
        r, c = queue.popleft()
        for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= nr < height and 0 <= nc < width and rows[nr][nc] != "#" and dist[nr][nc] == -1:
                dist[nr][nc] = dist[r][c] + 1
                queue.append((nr, nc))
    return dist


def shopping_walk(plan: str) -> int:
    # parse: rows, the start and the shop cells grouped by chain letter
    rows = plan.split("\n")
    start = (0, 0)
    shops: list[tuple[int, int, str]] = []
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            if ch == "S":
                start = (r, c)
            elif "a" <= ch <= "z":
                shops.append((r, c, ch))
    letters = sorted({ch for _, _, ch in shops})
    if not letters:
        return 0
    bit = {ch: 1 << i for i, ch in enumerate(letters)}
    # build: distances from the start and between shop cells
    from_start = _bfs(rows, start)
    reachable = {ch for r, c, ch in shops if from_start[r][c] != -1}
    if len(reachable) < len(letters):
        return -1
    shops = [s for s in shops if from_start[s[0]][s[1]] != -1]
    k = len(shops)
    between = []
    for r, c, _ in shops:
        dist = _bfs(rows, (r, c))
        between.append([dist[r2][c2] for r2, c2, _ in shops])
    # solve: best[mask][i] = shortest walk that has visited the chains in mask and stands on shop i
    full = (1 << len(letters)) - 1
    inf = float("inf")
    best = [[inf] * k for _ in range(full + 1)]
    for i, (r, c, ch) in enumerate(shops):
        best[bit[ch]][i] = from_start[r][c]
    for mask in range(1, full + 1):
        row = best[mask]
        for i in range(k):
            here = row[i]
            if here == inf:
                continue
            for j in range(k):
                b = bit[shops[j][2]]
                if mask & b:
                    continue
                cand = here + between[i][j]
                if cand < best[mask | b][j]:
                    best[mask | b][j] = cand
    back = [from_start[r][c] for r, c, _ in shops]
    return int(min(best[full][i] + back[i] for i in range(k)))
