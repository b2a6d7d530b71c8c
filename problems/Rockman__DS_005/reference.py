def longest_balanced_stretch(changes: list[int], goal: int) -> int:
    first_seen = {0: -1}  # prefix sum -> smallest index where it occurs
    prefix = 0
    best = 0
    for i, change in enumerate(changes):
        prefix += change
        start = first_seen.get(prefix - goal)
        if start is not None and i - start > best:
            best = i - start
        if prefix not in first_seen:
            first_seen[prefix] = i
    return best
