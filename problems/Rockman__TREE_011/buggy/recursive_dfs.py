# bug: a recursive depth-first search overflows the recursion limit on a long path of villages
def gathering_costs(n: int, roads: list[list[int]], people: list[int]) -> list[int]:
    adj: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for a, b, length in roads:
        adj[a].append((b, length))
        adj[b].append((a, length))
    weight = list(people)
    down = [0] * n
    cost = [0] * n
    total = sum(people)

    def collect(node: int, parent: int) -> None:
        for nxt, length in adj[node]:
            if nxt != parent:
                collect(nxt, node)
                weight[node] += weight[nxt]
                down[node] += down[nxt] + weight[nxt] * length

    def spread(node: int, parent: int) -> None:
        for nxt, length in adj[node]:
            if nxt != parent:
                cost[nxt] = cost[node] + length * (total - 2 * weight[nxt])
                spread(nxt, node)

    collect(0, -1)
    cost[0] = down[0]
    spread(0, -1)
    return cost
