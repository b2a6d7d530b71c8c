# bug: the total is returned even when the sites could not all be connected
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
    for i, (u, v, w) in enumerate(links):
        if i in forced or w < 0:
            # required cables and subsidised cables are always built
            total += w
            components -= union(u, v)
    optional = sorted((w, u, v) for i, (u, v, w) in enumerate(links) if i not in forced and w >= 0)
    for w, u, v in optional:
        if components == 1:
            break
        if union(u, v):
            total += w
            components -= 1
    return total
