# bug: only cycles of length >= 2 are counted, then the answer is n - cycles, so books already in place add 1 each
def fewest_swaps(labels: list[int]) -> int:
    n = len(labels)
    position = {v: r for r, v in enumerate(sorted(labels))}
    visited = [False] * n
    cycles = 0
    for start in range(n):
        if visited[start] or position[labels[start]] == start:
            continue
        i = start
        while not visited[i]:
            visited[i] = True
            i = position[labels[i]]
        cycles += 1
    return n - cycles
