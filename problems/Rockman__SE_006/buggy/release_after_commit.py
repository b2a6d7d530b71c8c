# bug: orders are kept after commit, so releasing a committed order succeeds and returns its units to the free stock
class Inventory:
    def __init__(self) -> None:
        self._on_hand: dict[str, int] = {}
        self._reserved: dict[str, int] = {}
        self._orders: dict[str, tuple[str, int]] = {}

    def add(self, sku: str, qty: int) -> None:
        self._on_hand[sku] = self._on_hand.get(sku, 0) + qty

    def available(self, sku: str) -> int:
        return self._on_hand.get(sku, 0) - self._reserved.get(sku, 0)

    def on_hand(self, sku: str) -> int:
        return self._on_hand.get(sku, 0)

    def remove(self, sku: str, qty: int) -> bool:
        if qty < 1 or self.available(sku) < qty:
            return False
        self._on_hand[sku] -= qty
        return True

    def reserve(self, order_id: str, sku: str, qty: int) -> bool:
        if order_id in self._orders or qty < 1 or self.available(sku) < qty:
            return False
        self._orders[order_id] = (sku, qty)
        self._reserved[sku] = self._reserved.get(sku, 0) + qty
        return True

    def release(self, order_id: str) -> bool:
        order = self._orders.pop(order_id, None)
        if order is None:
            return False
        sku, qty = order
        self._reserved[sku] -= qty
        return True

    def commit(self, order_id: str) -> bool:
        order = self._orders.get(order_id)
        if order is None:
            return False
        sku, qty = order
        self._reserved[sku] -= qty
        self._on_hand[sku] -= qty
        return True
