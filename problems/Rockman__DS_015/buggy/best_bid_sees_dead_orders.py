# Bug: best_bid reads the heap top without discarding cancelled or filled orders.
import heapq


class OrderBook:
    """Price-time priority matching with two heaps and lazy deletion of dead entries."""

    def __init__(self) -> None:
        self._bids: list[tuple[int, int, int]] = []  # (-price, arrival, order id)
        self._asks: list[tuple[int, int, int]] = []  # (price, arrival, order id)
        self._left: dict[int, int] = {}  # resting order id -> remaining quantity
        self._arrival = 0

    def _clean(self, heap: list[tuple[int, int, int]]) -> None:
        while heap and heap[0][2] not in self._left:
            heapq.heappop(heap)

    def _match(self, book: list[tuple[int, int, int]], sign: int, limit: int, quantity: int):
        # book holds (sign * price, ...); an entry crosses when sign * price <= sign * limit.
        value = 0
        while quantity > 0:
            self._clean(book)
            if not book or book[0][0] > sign * limit:
                break
            key, _, other = book[0]
            traded = min(quantity, self._left[other])
            value += traded * key * sign
            quantity -= traded
            if traded == self._left[other]:
                del self._left[other]
                heapq.heappop(book)
            else:
                self._left[other] -= traded
        return value, quantity

    def _rest(self, heap, key: int, order_id: int, quantity: int) -> None:
        if quantity > 0:
            self._arrival += 1
            self._left[order_id] = quantity
            heapq.heappush(heap, (key, self._arrival, order_id))

    def buy(self, order_id: int, price: int, quantity: int) -> int:
        value, rest = self._match(self._asks, 1, price, quantity)
        self._rest(self._bids, -price, order_id, rest)
        return value

    def sell(self, order_id: int, price: int, quantity: int) -> int:
        value, rest = self._match(self._bids, -1, price, quantity)
        self._rest(self._asks, price, order_id, rest)
        return value

    def cancel(self, order_id: int) -> int:
        return self._left.pop(order_id, 0)

    def best_bid(self) -> int:
        return -self._bids[0][0] if self._bids else -1

    def best_ask(self) -> int:
        self._clean(self._asks)
        return self._asks[0][0] if self._asks else -1

    def open_orders(self) -> int:
        return len(self._left)
