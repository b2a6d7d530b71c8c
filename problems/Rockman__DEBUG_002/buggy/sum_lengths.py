# bug: subtracts only the overlap with the previous interval (by its own end), not with the whole merged block, so a block made of a long interval and several short ones is miscounted
def covered_length(intervals: list[list[int]]) -> int:
    total = 0
    prev_end = None
    for start, end in sorted(intervals):
        total += end - start
        if prev_end is not None:
            total -= max(0, min(prev_end, end) - start)
        prev_end = end
    return total
