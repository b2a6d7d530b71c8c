# Bug: the balance factors are reported in pre-order instead of the level order of the input
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

    height = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        if level_order[i] is not None:
            height[i] = 1 + max(height[left[i]], height[right[i]])
    out = []
    stack = [0] if n else []
    while stack:
        i = stack.pop()
        out.append(height[left[i]] - height[right[i]])
        for child in (right[i], left[i]):
            if child != -1:
                stack.append(child)
    return out
