from typing import Optional

# A segment summary is (total, best_prefix, best_suffix, best) of a non-empty node sequence,
# or None for the empty sequence; prefixes, suffixes and best stretches are non-empty.
Summary = tuple[int, int, int, int]


def _join(a: Optional[Summary], b: Optional[Summary]) -> Optional[Summary]:
    if a is None:
        return b
    if b is None:
        return a
    return (a[0] + b[0], max(a[1], a[0] + b[1]), max(b[2], b[0] + a[2]),
            max(a[3], b[3], a[2] + b[1]))


def path_best_stretches(n: int, edges: list[list[int]], values: list[int],
                        queries: list[list[int]]) -> list[int]:
    adj: list[list[int]] = [[] for _ in range(n)]
    for a, b in edges:
        adj[a].append(b)
        adj[b].append(a)
    parent = [-1] * n
    order = [0]
    seen = [False] * n
    seen[0] = True
    for node in order:
        for nxt in adj[node]:
            if not seen[nxt]:
                seen[nxt] = True
                parent[nxt] = node
                order.append(nxt)
    size = [1] * n
    heavy = [-1] * n
    for node in reversed(order):  # children before their parents
        children = [nxt for nxt in adj[node] if nxt != parent[node]]
        if children:
            size[node] += sum(size[c] for c in children)
            heavy[node] = max(children, key=size.__getitem__)
    # heavy-light decomposition: each chain occupies consecutive positions, top first; chains
    # are laid out in breadth-first order of their heads, so a head placed later is at least
    # as deep as one placed earlier
    head: dict[int, int] = {}
    pos: dict[int, int] = {}
    for node in order:
        if parent[node] != -1 and heavy[parent[node]] == node:
            continue
        x = node
        while x != -1:
            head[x] = node
            pos[x] = len(pos)
            x = heavy[x]
    width = 1
    while width < n:
        width *= 2
    tree: list[Optional[Summary]] = [None] * (2 * width)
    for node in range(n):
        v = values[node]
        tree[width + pos[node]] = (v, v, v, v)
    for i in range(width - 1, 0, -1):
        tree[i] = _join(tree[2 * i], tree[2 * i + 1])

    def query(lo: int, hi: int) -> Optional[Summary]:  # positions lo..hi, in order
        left: Optional[Summary] = None
        right: Optional[Summary] = None
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
        up_u: Optional[Summary] = None  # top-down summary of the part climbed from u
        up_v: Optional[Summary] = None  # top-down summary of the part climbed from v
        while head[u] != head[v]:
            if pos[head[u]] > pos[head[v]]:
                up_u = _join(query(pos[head[u]], pos[u]), up_u)
                u = parent[head[u]]
            else:
                up_v = _join(query(pos[head[v]], pos[v]), up_v)
                v = parent[head[v]]
        if pos[u] <= pos[v]:
            up_v = _join(query(pos[u], pos[v]), up_v)
        else:
            up_u = _join(query(pos[v], pos[u]), up_u)
        # the path is the u side read bottom-up, then the v side read top-down: the best
        # stretch crossing the meeting point joins the two top-down prefixes
        if up_u is None:
            out.append(up_v[3])
        elif up_v is None:
            out.append(up_u[3])
        else:
            out.append(max(up_u[3], up_v[3], up_u[1] + up_v[1]))
    return out
