from bisect import bisect_left


def count_drops(values: list[int], margin: int) -> int:
    count, _ = _solve(values, margin)
    return count


def _solve(values: list[int], margin: int) -> tuple[int, list[int]]:
    """Return the number of drops inside values and values sorted ascending."""
    if len(values) <= 1:
        return 0, list(values)
    mid = len(values) // 2
    left_count, left = _solve(values[:mid], margin)
    right_count, right = _solve(values[mid:], margin)
    count = left_count + right_count
    # x from the left half and y from the right half form a drop when y < x - margin
    for x in left:
        count += bisect_left(right, x - margin)
    return count, sorted(left + right)
