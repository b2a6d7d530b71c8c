def longest_exact_stretch(values: list[int], target: int) -> int:
    first_seen = {0: -1}  # prefix sum -> earliest index where it occurs
    prefix = 0
    best = 0
    for i, v in enumerate(values):
        prefix += v
        start = first_seen.get(prefix - target)
        if start is not None and i - start > best:
            best = i - start
        if prefix not in first_seen:
            first_seen[prefix] = i
    return best
