# bug: treats the list as a heap array (children of i at 2i+1 and 2i+2), which is wrong once a null appears above the last level
def symmetric_order(level_order: list[int | None]) -> list[int]:
    n = len(level_order)
    out: list[int] = []
    stack: list[int] = []
    node = 0 if n else -1

    def child(i: int) -> int:
        return i if i < n and level_order[i] is not None else -1

    while stack or node != -1:
        while node != -1:
            stack.append(node)
            node = child(2 * node + 1)
        node = stack.pop()
        out.append(level_order[node])
        node = child(2 * node + 2)
    return out
