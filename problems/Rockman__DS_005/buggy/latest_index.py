# bug: overwrites each prefix sum with its latest index, so the run found for it is the shortest, not the longest
def longest_balanced_stretch(changes: list[int], goal: int) -> int:
    seen = {0: -1}
    prefix = 0
    best = 0
    for i, change in enumerate(changes):
        prefix += change
        start = seen.get(prefix - goal)
        if start is not None and i - start > best:
            best = i - start
        seen[prefix] = i
    return best
