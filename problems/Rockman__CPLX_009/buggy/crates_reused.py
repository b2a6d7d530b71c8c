# bug: the single-row update runs over loads upwards, so a crate can be added again to a load it produced in the same pass (crates reused)
def reachable_loads(weights: list[int], cap: int) -> int:
    row = [False] * (cap + 1)
    row[0] = True
    for w in weights:
        for load in range(w, cap + 1):
            if row[load - w]:
                row[load] = True
    return sum(row)
