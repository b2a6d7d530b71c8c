# bug: correct but keeps plain counts and scans booths one by one, O(n) per query: too slow for n = 100000
class TicketCounter:
    def __init__(self, n: int) -> None:
        self._counts = [0] * n

    def add(self, index: int, amount: int) -> None:
        self._counts[index] += amount

    def prefix_sum(self, index: int) -> int:
        total = 0
        for i in range(index + 1):
            total += self._counts[i]
        return total

    def range_sum(self, left: int, right: int) -> int:
        total = 0
        for i in range(left, right + 1):
            total += self._counts[i]
        return total

    def find_prefix(self, target: int) -> int:
        if target <= 0:
            return 0
        total = 0
        for i, c in enumerate(self._counts):
            total += c
            if total >= target:
                return i
        return -1
