# Bug: measures the distance of every pair with one traversal per station, O(n^2), too slow for 5000 cables
_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789")


def _is_name(token: str) -> bool:
    return 1 <= len(token) <= 10 and all(ch in _NAME_CHARS for ch in token)


def _weight(token: str) -> int:
    if not token.isascii() or not token.isdigit() or token[0] == "0" or len(token) > 7:
        return 0
    value = int(token)
    return value if value <= 10**6 else 0


def close_pairs(lines: list[str], limit: int) -> int:
    edges = []
    for line in lines:
        tokens = [t for t in line.split(" ") if t]
        if not tokens:
            continue
        if len(tokens) != 3 or not _is_name(tokens[0]) or not _is_name(tokens[1]):
            return -1
        w = _weight(tokens[2])
        if w == 0:
            return -1
        edges.append((tokens[0], tokens[1], w))
    if not edges:
        return 0
    index: dict[str, int] = {}
    for a, b, _ in edges:
        index.setdefault(a, len(index))
        index.setdefault(b, len(index))
    n = len(index)
    if len(edges) != n - 1:
        return -2
    adj: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for a, b, w in edges:
        if a == b:
            return -2
        adj[index[a]].append((index[b], w))
        adj[index[b]].append((index[a], w))
    count = 0
    for s in range(n):
        dist = [-1] * n
        dist[s] = 0
        stack = [s]
        seen = 1
        while stack:
            x = stack.pop()
            for y, w in adj[x]:
                if dist[y] == -1:
                    dist[y] = dist[x] + w
                    seen += 1
                    stack.append(y)
        if seen != n:
            return -2
        count += sum(1 for t in range(s + 1, n) if dist[t] <= limit)
    return count
