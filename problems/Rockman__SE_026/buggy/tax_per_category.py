# Rounding change: tax is computed once per category on the summed lines instead of per line.
TAX_PERCENT = {"food": 0, "book": 5, "toy": 20, "tech": 20}
SHIPPING_FEE = 499
FREE_SHIPPING_FROM = 3000


def _food_base(price: int, quantity: int) -> int:
    base = price * quantity
    return base - base // 10 if quantity >= 10 else base


def _book_base(price: int, quantity: int) -> int:
    return price * (quantity - quantity // 3)


def _toy_base(price: int, quantity: int) -> int:
    return price + (quantity - 1) * (price - price // 5)


def _tech_base(price: int, quantity: int) -> int:
    return price * quantity


BASE = {"food": _food_base, "book": _book_base, "toy": _toy_base, "tech": _tech_base}


def _line_total(category: str, price: int, quantity: int) -> int:
    return BASE[category](price, quantity)


def _taxed(goods: int, category: str) -> int:
    return goods + goods * TAX_PERCENT[category] // 100


def _after_coupon(goods: int, tech_goods: int, coupon: str) -> int:
    if coupon == "SAVE10" and goods >= 5000:
        return goods - goods // 10
    if coupon == "FLAT500" and goods >= 2000:
        return goods - 500
    if coupon == "TECH15":
        return goods - tech_goods * 15 // 100
    return goods


def _loyalty_percent(member_years: int) -> int:
    if member_years >= 5:
        return 5
    return 2 if member_years >= 2 else 0


def _totals(items: list[tuple[str, int, int]]) -> tuple[int, int, bool] | None:
    """(all lines, tech lines, any non-food line), or None when a category is unknown."""
    per_category = {}
    for category, price, quantity in items:
        if category not in TAX_PERCENT:
            return None
        line = _line_total(category, price, quantity)
        per_category[category] = per_category.get(category, 0) + line
    taxed = {category: _taxed(goods, category) for category, goods in per_category.items()}
    ships = any(category != "food" for category in taxed)
    return sum(taxed.values()), taxed.get("tech", 0), ships


def _shipping(goods: int, ships: bool) -> int:
    return SHIPPING_FEE if ships and goods < FREE_SHIPPING_FROM else 0


def invoice_total(items: list[tuple[str, int, int]], coupon: str, member_years: int) -> int:
    if not items:
        return 0
    totals = _totals(items)
    if totals is None:
        return -1
    goods, tech_goods, ships = totals
    goods = _after_coupon(goods, tech_goods, coupon)
    goods -= goods * _loyalty_percent(member_years) // 100
    return goods + _shipping(goods, ships)
