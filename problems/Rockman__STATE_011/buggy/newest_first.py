# bug: orders at the same price are matched newest first instead of oldest first
import heapq
from collections import deque


class OrderBook:
    def __init__(self) -> None:
        self._used: set[int] = set()
        self._resting: dict[int, list] = {}  # order id -> [side, price, remaining]
        # price levels: side -> price -> deque of order records, and a heap of prices per side
        self._levels: dict[str, dict[int, deque]] = {"buy": {}, "sell": {}}
        self._heaps: dict[str, list[int]] = {"buy": [], "sell": []}  # buy prices negated
        self._depth: dict[tuple[str, int], int] = {}
        self._value = 0

    def _best_price(self, side: str) -> int:
        heap, levels = self._heaps[side], self._levels[side]
        while heap:
            price = -heap[0] if side == "buy" else heap[0]
            queue = levels.get(price)
            while queue and queue[-1][2] == 0:
                queue.pop()
            if queue:
                return price
            levels.pop(price, None)
            heapq.heappop(heap)
        return -1

    def place(self, order_id: int, side: str, price: int, qty: int) -> int:
        if order_id in self._used:
            return -1
        self._used.add(order_id)
        other = "sell" if side == "buy" else "buy"
        traded = 0
        while qty > 0:
            best = self._best_price(other)
            if best == -1 or (side == "buy" and best > price) or (side == "sell" and best < price):
                break
            record = self._levels[other][best][-1]
            fill = min(qty, record[2])
            record[2] -= fill
            qty -= fill
            traded += fill
            self._value += fill * best
            self._depth[(other, best)] -= fill
            if record[2] == 0:
                del self._resting[record[3]]
        if qty > 0:
            record = [side, price, qty, order_id]
            self._resting[order_id] = record
            levels = self._levels[side]
            if price not in levels:
                levels[price] = deque()
                heapq.heappush(self._heaps[side], -price if side == "buy" else price)
            levels[price].append(record)
            self._depth[(side, price)] = self._depth.get((side, price), 0) + qty
        return traded

    def cancel(self, order_id: int) -> int:
        record = self._resting.pop(order_id, None)
        if record is None:
            return 0
        left = record[2]
        record[2] = 0
        self._depth[(record[0], record[1])] -= left
        return left

    def best(self, side: str) -> int:
        return self._best_price(side)

    def depth(self, side: str, price: int) -> int:
        return self._depth.get((side, price), 0)

    def traded_value(self) -> int:
        return self._value
