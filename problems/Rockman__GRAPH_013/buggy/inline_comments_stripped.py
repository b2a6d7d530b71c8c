# bug: text after a '#' is dropped as an inline comment, so "edge 0 1 2 # spare" is accepted
def _is_count(token: str) -> bool:
    """Digits only, no leading zero unless the token is exactly "0"."""
    return token.isdigit() and token.isascii() and (token == "0" or token[0] != "0")


def _is_weight(token: str) -> bool:
    body = token[1:] if token.startswith("-") else token
    if not _is_count(body) or len(body) > 7:
        return False
    return not (token.startswith("-") and body == "0")


def _find(parent: list[int], x: int) -> int:
    root = x
    while parent[root] != root:
        root = parent[root]
    while parent[x] != root:
        parent[x], x = root, parent[x]
    return root


def network_cost(text: str) -> str:
    n = -1
    edges: list[tuple[int, int, int]] = []
    for number, raw in enumerate(text.split("\n"), start=1):
        line = raw.split("#", 1)[0].strip(" ") if not raw.strip(" ").startswith("#") else "#"
        if line == "" or line.startswith("#"):
            continue
        tokens = line.split()
        if n < 0:
            if len(tokens) != 2 or tokens[0] != "nodes" or not _is_count(tokens[1]):
                return f"error {number} bad header"
            value = int(tokens[1])
            if not 1 <= value <= 100000:
                return f"error {number} bad header"
            n = value
            continue
        if (len(tokens) != 4 or tokens[0] != "edge" or not _is_count(tokens[1])
                or not _is_count(tokens[2]) or not _is_weight(tokens[3])):
            return f"error {number} bad edge"
        u, v = int(tokens[1]), int(tokens[2])
        if u >= n or v >= n:
            return f"error {number} vertex out of range"
        edges.append((int(tokens[3]), u, v))
    if n < 0:
        return "error 0 missing header"
    edges.sort()
    parent = list(range(n))
    total = 0
    joined = 1
    for w, u, v in edges:
        ru, rv = _find(parent, u), _find(parent, v)
        if ru != rv:
            parent[ru] = rv
            total += w
            joined += 1
    return str(total) if joined == n else "disconnected"
