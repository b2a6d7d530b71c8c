# bug: drops union by size and path halving, so a long chain of links makes find walk O(n) parents and the whole run O(n * m)
def largest_groups(n: int, links: list[list[int]]) -> list[int]:
    parent = list(range(n))
    size = [1] * n
    best = 1
    result: list[int] = []

    def find(x: int) -> int:
        while parent[x] != x:
            x = parent[x]
        return x

    for a, b in links:
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[ra] = rb
            size[rb] += size[ra]
            best = max(best, size[rb])
        result.append(best)
    return result
