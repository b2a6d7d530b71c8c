# bug: compares each node only with its own children, missing violations against higher ancestors
def is_search_tree(level_order: list[int | None]) -> bool:
    n = len(level_order)
    nxt = 1
    for i, value in enumerate(level_order):
        if value is None:
            continue
        if nxt < n and level_order[nxt] is not None and level_order[nxt] >= value:
            return False
        if nxt + 1 < n and level_order[nxt + 1] is not None and level_order[nxt + 1] <= value:
            return False
        nxt += 2
    return True
