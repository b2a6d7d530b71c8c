# bug: the downward pass ignores road lengths and counts each road as length 1
def gathering_costs(n: int, roads: list[list[int]], people: list[int]) -> list[int]:
    adj: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for a, b, length in roads:
        adj[a].append((b, length))
        adj[b].append((a, length))
    parent = [-1] * n
    parent_len = [0] * n
    order = [0]
    seen = [False] * n
    seen[0] = True
    for node in order:
        for nxt, length in adj[node]:
            if not seen[nxt]:
                seen[nxt] = True
                parent[nxt] = node
                parent_len[nxt] = length
                order.append(nxt)
    weight = list(people)  # people in the subtree (rooted at village 0)
    down = [0] * n         # cost of gathering the subtree's people at its top village
    for node in reversed(order):
        p = parent[node]
        if p != -1:
            weight[p] += weight[node]
            down[p] += down[node] + weight[node]
    total = weight[0]
    cost = [0] * n
    cost[0] = down[0]
    for node in order[1:]:
        p = parent[node]
        # moving the meeting point across the road: the subtree's people get closer,
        # everyone else gets farther
        cost[node] = cost[p] + parent_len[node] * (total - 2 * weight[node])
    return cost
