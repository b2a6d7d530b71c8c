# bug: the empty prefix (sum 0 before the first day) is not stored, so stretches starting on day 0 are never found
def longest_exact_stretch(values: list[int], target: int) -> int:
    first_seen: dict[int, int] = {}
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
