# bug: the season test was rewritten with strict comparisons, so days 152 and 243 are treated as out of season
from typing import NamedTuple

SEASON_FIRST_DAY = 152
SEASON_LAST_DAY = 243


class Rule(NamedTuple):
    safety_days: int
    target_days: int
    pack: int = 1
    cap_days: int = 0
    perishable: bool = False
    seasonal: bool = False


STANDARD = Rule(safety_days=2, target_days=14)
RULES = {
    "P-": Rule(safety_days=0, target_days=7, cap_days=5, perishable=True),
    "B-": Rule(safety_days=5, target_days=30, pack=50),
    "S-": Rule(safety_days=3, target_days=10, seasonal=True),
}


def _rule_for(sku: str) -> Rule:
    return RULES.get(sku[:2], STANDARD)


def _first_occurrences(items: list[tuple[str, int, int, int]]) -> list[tuple[str, int, int, int]]:
    seen: set[str] = set()
    kept = []
    for item in items:
        if item[0] not in seen:
            seen.add(item[0])
            kept.append(item)
    return kept


def _in_play(rule: Rule, day: int) -> bool:
    return not rule.seasonal or SEASON_FIRST_DAY < day < SEASON_LAST_DAY


def _quantity(rule: Rule, on_hand: int, demand: int, lead: int) -> int:
    target = min(lead + 3, rule.target_days) if rule.perishable else rule.target_days
    quantity = (lead + target) * demand - on_hand
    if rule.cap_days:
        quantity = min(quantity, rule.cap_days * demand)
    return -(-quantity // rule.pack) * rule.pack


def _order_for(item: tuple[str, int, int, int], day: int) -> tuple[int, str, int] | None:
    sku, on_hand, demand, lead = item
    rule = _rule_for(sku)
    if demand == 0 or not _in_play(rule, day):
        return None
    cover = on_hand // demand
    if cover >= lead + rule.safety_days:
        return None
    return (cover - lead, sku, _quantity(rule, on_hand, demand, lead))


def reorder_plan(
    items: list[tuple[str, int, int, int]], day: int, max_orders: int
) -> list[tuple[str, int]]:
    orders = [_order_for(item, day) for item in _first_occurrences(items)]
    ranked = sorted(order for order in orders if order is not None)
    return [(sku, quantity) for _, sku, quantity in ranked[:max_orders]]
