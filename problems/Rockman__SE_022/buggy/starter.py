_seen = set()
_orders = []
_day = 0


def _add_order(sku, on_hand, demand, lead, safety, target, pack, cap):
    global _orders
    cover = on_hand // demand
    if cover < lead + safety:
        qty = (lead + target) * demand - on_hand
        if cap > 0:
            if qty > cap * demand:
                qty = cap * demand
        if pack > 1:
            if qty % pack != 0:
                qty = qty + (pack - qty % pack)
        _orders.append((cover - lead, sku, qty))


def reorder_plan(items: list[tuple[str, int, int, int]], day: int, max_orders: int) -> list[tuple[str, int]]:
    global _seen, _orders, _day
    _seen = set()
    _orders = []
    _day = day
    for it in items:
        sku = it[0]
        if sku in _seen:
            continue
        _seen.add(sku)
        if it[2] == 0:
            continue
        if sku.startswith("P-"):
            if it[3] + 3 < 7:
                _add_order(sku, it[1], it[2], it[3], 0, it[3] + 3, 1, 5)
            else:
                _add_order(sku, it[1], it[2], it[3], 0, 7, 1, 5)
        elif sku.startswith("B-"):
            _add_order(sku, it[1], it[2], it[3], 5, 30, 50, 0)
        elif sku.startswith("S-"):
            if _day >= 152:
                if _day <= 243:
                    _add_order(sku, it[1], it[2], it[3], 3, 10, 1, 0)
        else:
            _add_order(sku, it[1], it[2], it[3], 2, 14, 1, 0)
    for i in range(len(_orders)):
        for j in range(len(_orders) - 1 - i):
            a = _orders[j]
            b = _orders[j + 1]
            if a[0] > b[0] or (a[0] == b[0] and a[1] > b[1]):
                _orders[j] = b
                _orders[j + 1] = a
    result = []
    for o in _orders:
        if len(result) < max_orders:
            result.append((o[1], o[2]))
    return result
