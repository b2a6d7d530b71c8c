# bug: correct but grows a set of reachable loads and rescans it for every crate, O(n * cap) element operations: too slow
def reachable_loads(weights: list[int], cap: int) -> int:
    loads = {0}
    for w in weights:
        loads |= {x + w for x in loads if x + w <= cap}
    return len(loads)
