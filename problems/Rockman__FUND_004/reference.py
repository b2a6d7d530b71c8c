def fewest_swaps(labels: list[int]) -> int:
    n = len(labels)
    # target[i] = position that the book now at i must end up in
    order = sorted(range(n), key=lambda i: labels[i])
    target = [0] * n
    for rank, i in enumerate(order):
        target[i] = rank
    visited = [False] * n
    swaps = 0
    for start in range(n):
        if visited[start]:
            continue
        length = 0
        i = start
        while not visited[i]:
            visited[i] = True
            i = target[i]
            length += 1
        swaps += length - 1
    return swaps
