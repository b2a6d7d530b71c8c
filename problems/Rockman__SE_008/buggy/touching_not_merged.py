# bug: add merges only overlapping intervals, not touching ones, so [1, 3) and [3, 5) stay two pieces
import bisect


class RangeSet:
    def __init__(self) -> None:
        # disjoint, non-touching half-open intervals [starts[i], ends[i]), sorted
        self._starts: list[int] = []
        self._ends: list[int] = []
        self._total = 0

    def add(self, left: int, right: int) -> None:
        if left >= right:
            return
        # intervals that overlap or touch [left, right): ends[i] >= left and starts[i] <= right
        lo = bisect.bisect_right(self._ends, left)
        hi = bisect.bisect_left(self._starts, right)
        if lo < hi:
            left = min(left, self._starts[lo])
            right = max(right, self._ends[hi - 1])
            self._total -= sum(self._ends[i] - self._starts[i] for i in range(lo, hi))
        self._starts[lo:hi] = [left]
        self._ends[lo:hi] = [right]
        self._total += right - left

    def remove(self, left: int, right: int) -> None:
        if left >= right:
            return
        # intervals that overlap [left, right): ends[i] > left and starts[i] < right
        lo = bisect.bisect_right(self._ends, left)
        hi = bisect.bisect_left(self._starts, right)
        if lo >= hi:
            return
        new_starts, new_ends = [], []
        if self._starts[lo] < left:
            new_starts.append(self._starts[lo])
            new_ends.append(left)
        if self._ends[hi - 1] > right:
            new_starts.append(right)
            new_ends.append(self._ends[hi - 1])
        self._total -= sum(self._ends[i] - self._starts[i] for i in range(lo, hi))
        self._total += sum(e - s for s, e in zip(new_starts, new_ends))
        self._starts[lo:hi] = new_starts
        self._ends[lo:hi] = new_ends

    def contains(self, x: int) -> bool:
        i = bisect.bisect_right(self._starts, x) - 1
        return i >= 0 and x < self._ends[i]

    def covers(self, left: int, right: int) -> bool:
        if left >= right:
            return True
        i = bisect.bisect_right(self._starts, left) - 1
        return i >= 0 and right <= self._ends[i]

    def total(self) -> int:
        return self._total

    def pieces(self) -> int:
        return len(self._starts)
