# bug: (the bug shipped in the starter code) the update loop stops at i < n instead of i <= n, so tree[n] (and with it the last position) never receives updates
def range_sums(n: int, ops: list[list[int]]) -> list[int]:
    tree = [0] * (n + 1)

    def add(index: int, delta: int) -> None:
        i = index + 1
        while i < n:
            tree[i] += delta
            i += i & -i

    def prefix(count: int) -> int:
        """Sum of the first count positions."""
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
