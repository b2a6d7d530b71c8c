# bug: the volume discount uses the package position, so rejected packages count toward the first two undiscounted packages
from typing import NamedTuple

MAX_GIRTH = 300
MAX_WEIGHT = 30000
OVERSIZE_SIDE = 120
OVERSIZE_FEE = 2000
STEP_GRAMS = 500
ZONE_RATES = {"local": (300, 100), "national": (450, 125), "international": (1500, 400)}
SERVICES = ("economy", "express", "overnight")


class Quote(NamedTuple):
    zone: str
    service: str
    options: frozenset[str]


def _ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def _fits(sides: list[int], weight: int) -> bool:
    longest, middle, shortest = sorted(sides, reverse=True)
    return longest + 2 * (middle + shortest) <= MAX_GIRTH and weight <= MAX_WEIGHT


def _base_rate(zone: str, sides: list[int], weight: int) -> int:
    volume_weight = _ceil_div(sides[0] * sides[1] * sides[2], 5)
    steps = max(1, _ceil_div(max(weight, volume_weight), STEP_GRAMS))
    first, extra = ZONE_RATES[zone]
    return first + extra * (steps - 1)


def _with_service(service: str, base: int) -> int:
    if service == "express":
        return _ceil_div(base * 3, 2)
    if service == "overnight":
        return base * 2
    return base


def _oversize_fee(sides: list[int]) -> int:
    return OVERSIZE_FEE if max(sides) > OVERSIZE_SIDE else 0


def _option_fees(quote: Quote, cost: int) -> int:
    extra = cost * 15 // 100 if "fragile" in quote.options else 0
    if "signature" in quote.options:
        extra += 250
    if "saturday" in quote.options and quote.service == "overnight":
        extra += 1000
    return extra


def _price(quote: Quote, package: tuple[int, int, int, int]) -> int:
    sides, weight = list(package[:3]), package[3]
    if not _fits(sides, weight):
        return -1
    if quote.service == "overnight" and quote.zone == "international":
        return -1
    cost = _with_service(quote.service, _base_rate(quote.zone, sides, weight))
    return cost + _oversize_fee(sides) + _option_fees(quote, cost)


def _apply_volume_discount(costs: list[int]) -> list[int]:
    result = []
    for position, cost in enumerate(costs):
        if cost != -1 and position >= 2:
            cost -= cost * 10 // 100
        result.append(cost)
    return result


def quote_shipments(
    packages: list[tuple[int, int, int, int]], zone: str, service: str, options: list[str]
) -> list[int]:
    if zone not in ZONE_RATES or service not in SERVICES:
        return [-1] * len(packages)
    quote = Quote(zone, service, frozenset(options))
    return _apply_volume_discount([_price(quote, package) for package in packages])
