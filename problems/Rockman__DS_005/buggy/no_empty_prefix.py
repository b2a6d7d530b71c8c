# bug: the empty prefix (sum 0 before day 0) is never recorded, so runs starting at day 0 are missed
def longest_balanced_stretch(changes: list[int], goal: int) -> int:
    first_seen: dict[int, int] = {}
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
