# bug: re-parents the user b (not the root of b's group), so only b's own subtree moves while the whole group's size is added
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
                a, b = b, a
            parent[b] = ra
            size[ra] += size[rb]
            best = max(best, size[ra])
        result.append(best)
    return result
