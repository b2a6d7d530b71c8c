# bug: a second pending addition replaces the first one instead of adding to it
class ElevationMap:
    """Segment tree with lazy range addition, keeping the minimum and the sum of each node."""

    def __init__(self, heights: list[int]) -> None:
        self._n = len(heights)
        size = 4 * self._n
        self._min = [0] * size
        self._sum = [0] * size
        self._lazy = [0] * size
        self._build(1, 0, self._n - 1, heights)

    def _build(self, node: int, lo: int, hi: int, heights: list[int]) -> None:
        if lo == hi:
            self._min[node] = self._sum[node] = heights[lo]
            return
        mid = (lo + hi) // 2
        self._build(2 * node, lo, mid, heights)
        self._build(2 * node + 1, mid + 1, hi, heights)
        self._pull(node)

    def _pull(self, node: int) -> None:
        self._min[node] = min(self._min[2 * node], self._min[2 * node + 1])
        self._sum[node] = self._sum[2 * node] + self._sum[2 * node + 1]

    def _apply(self, node: int, length: int, delta: int) -> None:
        self._min[node] += delta
        self._sum[node] += delta * length
        self._lazy[node] = delta

    def _push(self, node: int, lo: int, mid: int, hi: int) -> None:
        if self._lazy[node]:
            self._apply(2 * node, mid - lo + 1, self._lazy[node])
            self._apply(2 * node + 1, hi - mid, self._lazy[node])
            self._lazy[node] = 0

    def _update(self, node: int, lo: int, hi: int, left: int, right: int, delta: int) -> None:
        if right < lo or hi < left:
            return
        if left <= lo and hi <= right:
            self._apply(node, hi - lo + 1, delta)
            return
        mid = (lo + hi) // 2
        self._push(node, lo, mid, hi)
        self._update(2 * node, lo, mid, left, right, delta)
        self._update(2 * node + 1, mid + 1, hi, left, right, delta)
        self._pull(node)

    def _query(self, node: int, lo: int, hi: int, left: int, right: int) -> tuple[int, int]:
        """(minimum, sum) over [left, right] intersected with [lo, hi], which is non-empty."""
        if left <= lo and hi <= right:
            return self._min[node], self._sum[node]
        mid = (lo + hi) // 2
        self._push(node, lo, mid, hi)
        if right <= mid:
            return self._query(2 * node, lo, mid, left, right)
        if left > mid:
            return self._query(2 * node + 1, mid + 1, hi, left, right)
        a_min, a_sum = self._query(2 * node, lo, mid, left, right)
        b_min, b_sum = self._query(2 * node + 1, mid + 1, hi, left, right)
        return min(a_min, b_min), a_sum + b_sum

    def raise_range(self, left: int, right: int, delta: int) -> None:
        self._update(1, 0, self._n - 1, left, right, delta)

    def lowest(self, left: int, right: int) -> int:
        return self._query(1, 0, self._n - 1, left, right)[0]

    def total(self, left: int, right: int) -> int:
        return self._query(1, 0, self._n - 1, left, right)[1]
