# bug: when one person is in the other's chain of command, it returns that person's manager instead of the person
from collections import deque


def common_managers(chart: list[str], queries: list[list[str]]) -> list[str]:
    children: dict[str, list[str]] = {}
    boss_of: dict[str, str] = {}
    for line in chart:
        boss, _, rest = line.partition(":")
        boss = boss.strip(" ")
        children.setdefault(boss, [])
        for name in rest.split(","):
            name = name.strip(" ")
            if name:
                children[boss].append(name)
                children.setdefault(name, [])
                boss_of[name] = boss
    if not children:
        return ["" for _ in queries]
    root = next(p for p in children if p not in boss_of)

    # breadth-first numbering, depths and binary-lifting tables
    index = {root: 0}
    names = [root]
    depth = [0]
    up = [[0]]
    queue = deque([root])
    while queue:
        person = queue.popleft()
        for child in children[person]:
            index[child] = len(names)
            names.append(child)
            depth.append(depth[index[person]] + 1)
            up[0].append(index[person])
            queue.append(child)
    n = len(names)
    levels = max(1, n.bit_length())
    for k in range(1, levels):
        prev = up[k - 1]
        up.append([prev[prev[v]] for v in range(n)])

    def lca(a: int, b: int) -> int:
        if depth[a] < depth[b]:
            a, b = b, a
        diff = depth[a] - depth[b]
        k = 0
        while diff:
            if diff & 1:
                a = up[k][a]
            diff >>= 1
            k += 1
        if a == b:
            return up[0][a]
        for k in range(levels - 1, -1, -1):
            if up[k][a] != up[k][b]:
                a, b = up[k][a], up[k][b]
        return up[0][a]

    out = []
    for a, b in queries:
        if a not in index or b not in index:
            out.append("")
        else:
            out.append(names[lca(index[a], index[b])])
    return out
