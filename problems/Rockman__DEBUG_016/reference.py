def largest_groups(n: int, links: list[list[int]]) -> list[int]:
    parent = list(range(n))
    size = [1] * n
    best = 1
    result: list[int] = []

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for a, b in links:
        ra, rb = find(a), find(b)
        if ra != rb:
            if size[ra] < size[rb]:
                ra, rb = rb, ra
            parent[rb] = ra
            size[ra] += size[rb]
            best = max(best, size[ra])
        result.append(best)
    return result
