# bug: every prefix sum overwrites the stored index, so the map keeps the latest occurrence and finds shorter stretches
def longest_exact_stretch(values: list[int], target: int) -> int:
    seen = {0: -1}
    prefix = 0
    best = 0
    for i, v in enumerate(values):
        prefix += v
        start = seen.get(prefix - target)
        if start is not None and i - start > best:
            best = i - start
        seen[prefix] = i
    return best
