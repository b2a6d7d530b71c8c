# bug: an order id becomes usable again once its reservation is cancelled or fulfilled
class Inventory:
    def __init__(self) -> None:
        self._on_hand: dict[str, int] = {}
        self._reserved: dict[str, int] = {}
        self._orders: dict[int, tuple[str, int]] = {}  # open reservations
        self._used_ids: set[int] = set()

    def restock(self, sku: str, qty: int) -> int:
        self._on_hand[sku] = self._on_hand.get(sku, 0) + qty
        return self.available(sku)

    def reserve(self, order_id: int, sku: str, qty: int) -> bool:
        if order_id in self._orders or self.available(sku) < qty:
            return False
        self._used_ids.add(order_id)
        self._orders[order_id] = (sku, qty)
        self._reserved[sku] = self._reserved.get(sku, 0) + qty
        return True

    def cancel(self, order_id: int) -> bool:
        order = self._orders.pop(order_id, None)
        if order is None:
            return False
        sku, qty = order
        self._reserved[sku] -= qty
        return True

    def fulfill(self, order_id: int) -> bool:
        order = self._orders.pop(order_id, None)
        if order is None:
            return False
        sku, qty = order
        self._reserved[sku] -= qty
        self._on_hand[sku] -= qty
        return True

    def available(self, sku: str) -> int:
        return self._on_hand.get(sku, 0) - self._reserved.get(sku, 0)

    def on_hand(self, sku: str) -> int:
        return self._on_hand.get(sku, 0)
