# bug: each newly climbed (higher) segment is appended after the part below it instead of before it
# A segment summary is (total, best_prefix, best_suffix, best) of a non-empty node sequence,
# or None for the empty sequence; prefixes, suffixes and best stretches are non-empty.
Summary = tuple[int, int, int, int]


def _join(a: Summary | None, b: Summary | None) -> Summary | None:
    if a is None:
        return b
    if b is None:
        return a
    return (a[0] + b[0], max(a[1], a[0] + b[1]), max(b[2], b[0] + a[2]),
            max(a[3], b[3], a[2] + b[1]))


def _reverse(a: Summary | None) -> Summary | None:
    return None if a is None else (a[0], a[2], a[1], a[3])


def path_best_stretches(n: int, edges: list[list[int]], values: list[int],
                        queries: list[list[int]]) -> list[int]:
    adj: list[list[int]] = [[] for _ in range(n)]
    for a, b in edges:
        adj[a].append(b)
        adj[b].append(a)
    parent = [-1] * n
    depth = [0] * n
    order = [0]
    seen = [False] * n
    seen[0] = True
    for node in order:
        for nxt in adj[node]:
            if not seen[nxt]:
                seen[nxt] = True
                parent[nxt] = node
                depth[nxt] = depth[node] + 1
                order.append(nxt)
    size = [1] * n
    heavy = [-1] * n
    for node in reversed(order):
        p = parent[node]
        if p != -1:
            size[p] += size[node]
    for node in order:
        best = 0
        for nxt in adj[node]:
            if nxt != parent[node] and size[nxt] > best:
                best = size[nxt]
                heavy[node] = nxt
    # heavy-light decomposition: each chain occupies consecutive positions, top first
    head = [0] * n
    pos = [0] * n
    timer = 0
    for node in order:
        if parent[node] != -1 and heavy[parent[node]] == node:
            continue
        x = node
        while x != -1:
            head[x] = node
            pos[x] = timer
            timer += 1
            x = heavy[x]
    width = 1
    while width < n:
        width *= 2
    tree: list[Summary | None] = [None] * (2 * width)
    for node in range(n):
        v = values[node]
        tree[width + pos[node]] = (v, v, v, v)
    for i in range(width - 1, 0, -1):
        tree[i] = _join(tree[2 * i], tree[2 * i + 1])

    def query(lo: int, hi: int) -> Summary | None:  # positions lo..hi, in order
        left: Summary | None = None
        right: Summary | None = None
        lo += width
        hi += width + 1
        while lo < hi:
            if lo & 1:
                left = _join(left, tree[lo])
                lo += 1
            if hi & 1:
                hi -= 1
                right = _join(tree[hi], right)
            lo //= 2
            hi //= 2
        return _join(left, right)

    out = []
    for kind, a, b in queries:
        if kind == 1:
            i = width + pos[a]
            tree[i] = (b, b, b, b)
            i //= 2
            while i:
                tree[i] = _join(tree[2 * i], tree[2 * i + 1])
                i //= 2
            continue
        u, v = a, b
        up_u: Summary | None = None  # top-down summary of the part climbed from u
        up_v: Summary | None = None  # top-down summary of the part climbed from v
        while head[u] != head[v]:
            if depth[head[u]] >= depth[head[v]]:
                up_u = _join(up_u, query(pos[head[u]], pos[u]))
                u = parent[head[u]]
            else:
                up_v = _join(query(pos[head[v]], pos[v]), up_v)
                v = parent[head[v]]
        if depth[u] <= depth[v]:
            up_v = _join(query(pos[u], pos[v]), up_v)
        else:
            up_u = _join(query(pos[v], pos[u]), up_u)
        out.append(_join(_reverse(up_u), up_v)[3])
    return out
