# bug: only accepts steps where the child's value is one more than the parent's, ignoring steps down
def longest_step_path(level_order: list[int | None]) -> int:
    n = len(level_order)
    if n == 0:
        return 0
    left = [-1] * n
    right = [-1] * n
    nxt = 1
    order = []  # positions of present nodes, parents before children
    for i, value in enumerate(level_order):
        if value is None:
            continue
        order.append(i)
        if nxt < n and level_order[nxt] is not None:
            left[i] = nxt
        if nxt + 1 < n and level_order[nxt + 1] is not None:
            right[i] = nxt + 1
        nxt += 2
    down = [1] * n  # nodes on the longest step path going down from i
    best = 1
    for i in reversed(order):
        arms = []
        for child in (left[i], right[i]):
            if child != -1 and level_order[child] - level_order[i] == 1:
                arms.append(down[child])
            else:
                arms.append(0)
        down[i] = 1 + max(arms)
        best = max(best, 1 + arms[0] + arms[1])
    return best
