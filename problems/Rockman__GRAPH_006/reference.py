def min_network_cost(n: int, links: list[list[int]], required: list[int]) -> int:
    parent = list(range(n))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def union(a: int, b: int) -> bool:
        ra, rb = find(a), find(b)
        if ra == rb:
            return False
        parent[ra] = rb
        return True

    forced = set(required)
    total = 0
    components = n
    optional = []
    for i, (u, v, w) in enumerate(links):
        if i in forced:
            total += w
            components -= union(u, v)
        else:
            # a cable of negative cost is always built: pay its negative part now
            total += min(w, 0)
            optional.append((w, u, v))
    # Kruskal over the other cables (negative ones first); pay the rest of each used one
    optional.sort()
    for w, u, v in optional:
        if union(u, v):
            total += max(w, 0)
            components -= 1
    return total if components == 1 else -1
