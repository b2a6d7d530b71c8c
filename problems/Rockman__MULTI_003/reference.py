from collections import deque


def escape_steps(grid: list[str]) -> int:
    rows, cols = len(grid), len(grid[0])
    start = next((r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "@")
    seen = {(start[0], start[1], 0)}
    queue = deque([(start[0], start[1], 0, 0)])
    while queue:
        r, c, keys, dist = queue.popleft()
        if grid[r][c] == "X":
            return dist
        for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if not (0 <= nr < rows and 0 <= nc < cols):
                continue
            ch = grid[nr][nc]
            if ch == "#":
                continue
            if "A" <= ch <= "F" and not keys >> (ord(ch) - ord("A")) & 1:
                continue
            nkeys = keys | (1 << (ord(ch) - ord("a"))) if "a" <= ch <= "f" else keys
            state = (nr, nc, nkeys)
            if state not in seen:
                seen.add(state)
                queue.append((nr, nc, nkeys, dist + 1))
    return -1
