# bug: greedily compares inviting all even levels against all odd levels (skipping negative moods), which misses mixed choices
def best_invitation(parents: list[int], mood: list[int]) -> int:
    n = len(parents)
    children: list[list[int]] = [[] for _ in range(n)]
    root = 0
    for child, parent in enumerate(parents):
        if parent == -1:
            root = child
        else:
            children[parent].append(child)
    depth = [0] * n
    order = [root]
    for node in order:
        for child in children[node]:
            depth[child] = depth[node] + 1
            order.append(child)
    sums = [0, 0]
    for node in range(n):
        if mood[node] > 0:
            sums[depth[node] % 2] += mood[node]
    return max(sums)
