# bug: uses the 0-based index directly in the tree; index 0 has lowbit 0, so updates at position 0 loop on tree[0] forever
def range_sums(n: int, ops: list[list[int]]) -> list[int]:
    tree = [0] * (n + 1)

    def add(index: int, delta: int) -> None:
        i = index
        while i <= n:
            tree[i] += delta
            i += i & -i

    def prefix(count: int) -> int:
        total = 0
        i = count
        while i > 0:
            total += tree[i]
            i -= i & -i
        return total

    answers = []
    for kind, a, b in ops:
        if kind == 1:
            add(a, b)
        else:
            answers.append(prefix(b + 1) - prefix(a))
    return answers
