def components_after_failures(n: int, links: list[list[int]], failures: list[int]) -> list[int]:
    # Process the failures backwards: start from the final network and add links back,
    # merging components with a union-find structure.
    # parent[x] < 0 marks a root x, and then -parent[x] is the size of its component.
    parent = [-1] * n

    def find(x: int) -> int:
        root = x
        while parent[root] >= 0:
            root = parent[root]
        while x != root:
            parent[x], x = root, parent[x]
        return root

    components = n

    def union(a: int, b: int) -> None:
        nonlocal components
        ra, rb = find(a), find(b)
        if ra == rb:
            return
        if parent[ra] > parent[rb]:  # ra's component is the smaller one
            ra, rb = rb, ra
        parent[ra] += parent[rb]
        parent[rb] = ra
        components -= 1

    failed = set(failures)
    for index, (a, b) in enumerate(links):
        if index not in failed:
            union(a, b)
    answers = []
    for index in reversed(failures):
        answers.append(components)
        a, b = links[index]
        union(a, b)
    answers.reverse()
    return answers
