def reachable_loads(weights: list[int], cap: int) -> int:
    mask = (1 << (cap + 1)) - 1
    reachable = 1  # bit L is set when load L can be formed; only load 0 at first
    for w in weights:
        if w <= cap:
            reachable |= (reachable << w) & mask
    return reachable.bit_count()
