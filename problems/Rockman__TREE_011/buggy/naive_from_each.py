# bug: correct but walks the whole tree from every village, O(n^2): too slow for 20000 villages
def gathering_costs(n: int, roads: list[list[int]], people: list[int]) -> list[int]:
    adj: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for a, b, length in roads:
        adj[a].append((b, length))
        adj[b].append((a, length))
    out = []
    for v in range(n):
        dist = [-1] * n
        dist[v] = 0
        stack = [v]
        cost = 0
        while stack:
            x = stack.pop()
            cost += people[x] * dist[x]
            for y, length in adj[x]:
                if dist[y] == -1:
                    dist[y] = dist[x] + length
                    stack.append(y)
        out.append(cost)
    return out
