# bug: correct but keeps a full table with one row per crate and one column per load, O(n * cap) time and memory: exceeds the limits
def reachable_loads(weights: list[int], cap: int) -> int:
    n = len(weights)
    table = [[False] * (cap + 1) for _ in range(n + 1)]
    table[0][0] = True
    for i, w in enumerate(weights, start=1):
        prev, row = table[i - 1], table[i]
        for load in range(cap + 1):
            row[load] = prev[load] or (load >= w and prev[load - w])
    return sum(table[n])
