# bug: range_sum subtracts prefix_sum(left) instead of prefix_sum(left - 1), dropping booth left
class TicketCounter:
    def __init__(self, n: int) -> None:
        self._n = n
        self._tree = [0] * (n + 1)  # 1-based Fenwick tree
        self._top = 1
        while self._top * 2 <= n:
            self._top *= 2

    def add(self, index: int, amount: int) -> None:
        i = index + 1
        while i <= self._n:
            self._tree[i] += amount
            i += i & -i

    def prefix_sum(self, index: int) -> int:
        i = index + 1
        total = 0
        while i > 0:
            total += self._tree[i]
            i -= i & -i
        return total

    def range_sum(self, left: int, right: int) -> int:
        return self.prefix_sum(right) - (self.prefix_sum(left))

    def find_prefix(self, target: int) -> int:
        if target <= 0:
            return 0
        # descend: pos is the largest 1-based position whose prefix sum is < target
        pos = 0
        remaining = target
        step = self._top
        while step:
            nxt = pos + step
            if nxt <= self._n and self._tree[nxt] < remaining:
                pos = nxt
                remaining -= self._tree[nxt]
            step //= 2
        return pos if pos < self._n else -1
