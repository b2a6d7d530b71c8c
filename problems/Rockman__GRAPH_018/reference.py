def patrol_length(n: int, streets: list[list[int]]) -> int:
    if not streets:
        return 0
    # every street must be reachable from crossing 0
    adj: list[list[int]] = [[] for _ in range(n)]
    for u, v, _ in streets:
        adj[u].append(v)
        adj[v].append(u)
    seen = [False] * n
    seen[0] = True
    stack = [0]
    while stack:
        x = stack.pop()
        for y in adj[x]:
            if not seen[y]:
                seen[y] = True
                stack.append(y)
    if not all(seen[u] for u, _, _ in streets):
        return -1
    # shortest walking distances between crossings (Floyd-Warshall)
    inf = float("inf")
    dist = [[0 if i == j else inf for j in range(n)] for i in range(n)]
    odd = [0] * n  # parity of the number of street ends at each crossing
    total = 0
    for u, v, w in streets:
        total += w
        odd[u] ^= 1
        odd[v] ^= 1
        dist[u][v] = dist[v][u] = min(dist[u][v], w)
    for k in range(n):
        dk = dist[k]
        for i in range(n):
            dik = dist[i][k]
            if dik == inf:
                continue
            di = dist[i]
            for j in range(n):
                di[j] = min(di[j], dik + dk[j])
    # the repeated streets must fix the parity of every crossing except the start and the end:
    # pair up the crossings of `ends`, leaving exactly one of them unpaired (the end of the walk)
    ends = sorted({x for x in range(n) if odd[x]} ^ {0})
    size = len(ends)
    memo: dict[tuple[int, bool], float] = {}

    def best(mask: int, may_skip: bool) -> float:
        if mask == 0:
            return 0 if not may_skip else inf
        key = (mask, may_skip)
        if key in memo:
            return memo[key]
        i = mask.bit_length() - 1  # the highest crossing left: pair it with a lower one
        rest = mask & ~(1 << i)
        result = best(rest, False) if may_skip else inf
        for j in range(i):
            if rest >> j & 1:
                cand = dist[ends[i]][ends[j]] + best(rest & ~(1 << j), may_skip)
                result = min(result, cand)
        memo[key] = result
        return result

    return int(total + best((1 << size) - 1, True))
