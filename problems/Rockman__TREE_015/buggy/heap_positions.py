# Bug: reads the list as a heap layout (children of entry i at 2i+1 and 2i+2), ignoring that missing children get no entries
def balance_factors(level_order: list[int | None]) -> list[int]:
    n = len(level_order)
    height = [0] * n

    def h(i: int) -> int:
        return height[i] if i < n and level_order[i] is not None else 0

    for i in range(n - 1, -1, -1):
        if level_order[i] is not None:
            height[i] = 1 + max(h(2 * i + 1), h(2 * i + 2))
    return [h(2 * i + 1) - h(2 * i + 2) for i in range(n) if level_order[i] is not None]
