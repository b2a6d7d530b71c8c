# bug: a kept matching character is charged replace_cost as if it were replaced
def retype_cost(source: str, target: str, insert_cost: int, delete_cost: int, replace_cost: int) -> int:
    n, m = len(source), len(target)
    # cost[j] for the current row i = cheapest way to turn source[:i] into target[:j]
    cost = [j * insert_cost for j in range(m + 1)]
    for i in range(1, n + 1):
        previous = cost
        cost = [i * delete_cost] + [0] * m
        for j in range(1, m + 1):
            keep = previous[j - 1] + replace_cost
            drop = previous[j] + delete_cost  # delete source[i - 1]
            add = cost[j - 1] + insert_cost  # insert target[j - 1]
            cost[j] = min(keep, drop, add)
    return cost[m]
