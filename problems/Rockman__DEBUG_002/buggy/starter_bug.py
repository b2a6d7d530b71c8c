# bug: (the bug shipped in the starter code) an overlapping interval replaces the current end instead of extending it with max, so an interval nested inside another shrinks the block
def covered_length(intervals: list[list[int]]) -> int:
    total = 0
    cur_start = cur_end = None
    for start, end in sorted(intervals):
        if cur_end is None or start > cur_end:
            if cur_end is not None:
                total += cur_end - cur_start
            cur_start, cur_end = start, end
        else:
            cur_end = end
    if cur_end is not None:
        total += cur_end - cur_start
    return total
