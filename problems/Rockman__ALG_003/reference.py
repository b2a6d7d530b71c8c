def hanoi_move(n: int, k: int) -> tuple[int, int]:
    return _kth(n, k, 1, 3, 2)


def _kth(m: int, k: int, source: int, target: int, spare: int) -> tuple[int, int]:
    """The k-th move (1-based) of moving m disks from source to target using spare."""
    middle = 1 << (m - 1)  # the largest disk moves at this position
    if k < middle:
        return _kth(m - 1, k, source, spare, target)
    if k > middle:
        return _kth(m - 1, k - middle, spare, target, source)
    return (source, target)
