# Bug: links are deduplicated by endpoints, so a parallel link that never fails is dropped together with its failed twin.
def components_after_failures(n: int, links: list[list[int]], failures: list[int]) -> list[int]:
    # Process the failures backwards: start from the final network and add links back,
    # merging components with a union-find structure.
    parent = list(range(n))
    size = [1] * n

    def find(x: int) -> int:
        root = x
        while parent[root] != root:
            root = parent[root]
        while parent[x] != root:
            parent[x], x = root, parent[x]
        return root

    components = n

    def union(a: int, b: int) -> None:
        nonlocal components
        ra, rb = find(a), find(b)
        if ra == rb:
            return
        if size[ra] < size[rb]:
            ra, rb = rb, ra
        parent[rb] = ra
        size[ra] += size[rb]
        components -= 1

    failed = {tuple(sorted(links[index])) for index in failures}
    for a, b in links:
        if tuple(sorted((a, b))) not in failed:
            union(a, b)
    answers = [0] * len(failures)
    for i in range(len(failures) - 1, -1, -1):
        answers[i] = components
        a, b = links[failures[i]]
        union(a, b)
    return answers
