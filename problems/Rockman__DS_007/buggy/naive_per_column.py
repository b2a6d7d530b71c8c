# bug: correct but touches every column of each range, O(n) per operation: too slow for n = 100000
class ElevationMap:
    def __init__(self, heights: list[int]) -> None:
        self._h = list(heights)

    def raise_range(self, left: int, right: int, delta: int) -> None:
        h = self._h
        for i in range(left, right + 1):
            h[i] += delta

    def lowest(self, left: int, right: int) -> int:
        return min(self._h[left:right + 1])

    def total(self, left: int, right: int) -> int:
        return sum(self._h[left:right + 1])
