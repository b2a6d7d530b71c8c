# bug: the bitset is never cut at cap, so loads above cap are counted too
def reachable_loads(weights: list[int], cap: int) -> int:
    reachable = 1
    for w in weights:
        if w <= cap:
            reachable |= reachable << w
    return reachable.bit_count()
