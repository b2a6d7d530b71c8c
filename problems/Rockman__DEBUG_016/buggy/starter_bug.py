# bug: (the bugs shipped in the starter code) a link inside one group still adds the group's size to itself, and the union re-parents the user b instead of b's root, so the rest of b's group stays detached while its size is counted
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
        if size[ra] < size[rb]:
            ra, rb = rb, ra
            a, b = b, a
        parent[b] = ra
        size[ra] += size[rb]
        best = max(best, size[ra])
        result.append(best)
    return result
