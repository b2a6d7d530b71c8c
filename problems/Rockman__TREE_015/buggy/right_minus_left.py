# Bug: the balance factor is computed as right height minus left height
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

    # children always come later in the list than their parent, so a backward sweep sees
    # every child before its parent (no recursion needed for deep trees)
    height = [0] * (n + 1)  # height[-1] == height[n] == 0 stands for a missing child
    for i in range(n - 1, -1, -1):
        if level_order[i] is not None:
            height[i] = 1 + max(height[left[i]], height[right[i]])
    return [height[right[i]] - height[left[i]] for i in range(n) if level_order[i] is not None]
