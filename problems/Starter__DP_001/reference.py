def weighted_edit_cost(source: str, target: str, insert_cost: int,
                       delete_cost: int, replace_cost: int) -> int:
    m = len(target)
    # prev[j] = cost of turning source[:i] into target[:j] for the previous i
    prev = [j * insert_cost for j in range(m + 1)]
    for i, s_char in enumerate(source, start=1):
        cur = [i * delete_cost] + [0] * m
        for j in range(1, m + 1):
            if s_char == target[j - 1]:
                best = prev[j - 1]
            else:
                best = prev[j - 1] + replace_cost
            best = min(best, prev[j] + delete_cost, cur[j - 1] + insert_cost)
            cur[j] = best
        prev = cur
    return prev[m]
