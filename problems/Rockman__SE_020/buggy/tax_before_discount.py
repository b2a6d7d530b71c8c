# bug: the extracted loop computes the tax on the line amount before the coupon discount instead of on the discounted amount
DEFAULT_RATE = 1000
RATES = {
    "north": {"food": 0, "book": 0, "electronics": 800, "clothing": 500, "*": 600},
    "south": {"food": 200, "book": 0, "*": 1000},
    "east": {"food": 500, "book": 500, "*": 750},
}
SOUTH_CLOTHING_LIMIT = 10000
FREE_SHIPPING_FROM = 5000


def _tax_rate(region: str, category: str, price: int) -> int:
    if region == "south" and category == "clothing" and price < SOUTH_CLOTHING_LIMIT:
        return 0
    table = RATES.get(region)
    if table is None:
        return DEFAULT_RATE
    return table.get(category, table["*"])


def _discount(coupon: str, category: str, quantity: int, amount: int) -> int:
    if coupon == "SAVE10" and category != "food":
        return amount * 10 // 100
    if coupon == "BULK" and quantity >= 10:
        return amount * 5 // 100
    return 0


def _shipping(net_sum: int, region: str, coupon: str) -> int:
    if coupon == "FREESHIP" or net_sum == 0 or net_sum >= FREE_SHIPPING_FROM:
        return 0
    return 799 if region == "east" else 499


def invoice_total(lines: list[tuple[str, int, int]], region: str, coupon: str) -> int:
    net_sum = 0
    tax_sum = 0
    for category, price, quantity in lines:
        amount = price * quantity
        net = amount - _discount(coupon, category, quantity, amount)
        net_sum += net
        tax_sum += (amount * _tax_rate(region, category, price) + 5000) // 10000
    return net_sum + tax_sum + _shipping(net_sum, region, coupon)
