# bug: (the bug shipped in the starter code) the delete and insert prices are swapped inside the table, so a deletion is charged insert_cost and an insertion delete_cost
def retype_cost(source: str, target: str, insert_cost: int, delete_cost: int, replace_cost: int) -> int:
    n, m = len(source), len(target)
    # cost[j] for the current row i = cheapest way to turn source[:i] into target[:j]
    cost = [j * insert_cost for j in range(m + 1)]
    for i in range(1, n + 1):
        previous = cost
        cost = [i * delete_cost] + [0] * m
        for j in range(1, m + 1):
            keep = previous[j - 1] + (0 if source[i - 1] == target[j - 1] else replace_cost)
            drop = previous[j] + insert_cost
            add = cost[j - 1] + delete_cost
            cost[j] = min(keep, drop, add)
    return cost[m]
