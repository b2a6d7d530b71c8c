# Bug: recursive height computation; a path of thousands of nodes exceeds the recursion limit
def balance_factors(level_order: list[int | None]) -> list[int]:
    n = len(level_order)
    left = [-1] * n
    right = [-1] * n
    nxt = 1
    for i, value in enumerate(level_order):
        if value is None:
            continue
        if nxt < n and level_order[nxt] is not None:
            left[i] = nxt
        nxt += 1
        if nxt < n and level_order[nxt] is not None:
            right[i] = nxt
        nxt += 1

    height: dict[int, int] = {}

    def measure(i: int) -> int:
        if i == -1:
            return 0
        height[i] = 1 + max(measure(left[i]), measure(right[i]))
        return height[i]

    if n:
        measure(0)
    out = []
    for i in range(n):
        if level_order[i] is not None:
            out.append(height.get(left[i], 0) - height.get(right[i], 0))
    return out
