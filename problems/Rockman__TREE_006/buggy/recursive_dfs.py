# bug: a recursive search overflows the recursion limit on a long chain of employees
def best_invitation(parents: list[int], mood: list[int]) -> int:
    n = len(parents)
    children: list[list[int]] = [[] for _ in range(n)]
    root = 0
    for child, parent in enumerate(parents):
        if parent == -1:
            root = child
        else:
            children[parent].append(child)

    def solve(node: int) -> tuple[int, int]:
        take, skip = mood[node], 0
        for child in children[node]:
            t, s = solve(child)
            take += s
            skip += max(t, s)
        return take, skip

    return max(0, *solve(root))
