use std::collections::HashSet;

const SEASON_FIRST_DAY: i64 = 152;
const SEASON_LAST_DAY: i64 = 243;

struct Rule {
    safety_days: i64,
    target_days: i64,
    pack: i64,
    cap_days: i64,
    perishable: bool,
    seasonal: bool,
}

const STANDARD: Rule =
    Rule { safety_days: 2, target_days: 14, pack: 1, cap_days: 0, perishable: false, seasonal: false };
const RULES: [(&str, Rule); 3] = [
    ("P-", Rule { safety_days: 0, target_days: 7, cap_days: 5, perishable: true, ..STANDARD }),
    ("B-", Rule { safety_days: 5, target_days: 30, pack: 50, ..STANDARD }),
    ("S-", Rule { safety_days: 3, target_days: 10, seasonal: true, ..STANDARD }),
];

type Item = (String, i64, i64, i64);
type Order = (i64, String, i64); // (urgency, sku, quantity)

fn rule_for(sku: &str) -> &'static Rule {
    let prefix = sku.get(..2).unwrap_or(sku);
    RULES.iter().find(|(p, _)| *p == prefix).map_or(&STANDARD, |(_, rule)| rule)
}

fn first_occurrences(items: Vec<Item>) -> Vec<Item> {
    let mut seen = HashSet::new();
    items.into_iter().filter(|item| seen.insert(item.0.clone())).collect()
}

fn in_play(rule: &Rule, day: i64) -> bool {
    !rule.seasonal || (SEASON_FIRST_DAY..=SEASON_LAST_DAY).contains(&day)
}

fn quantity(rule: &Rule, on_hand: i64, demand: i64, lead: i64) -> i64 {
    let target = if rule.perishable { (lead + 3).min(rule.target_days) } else { rule.target_days };
    let mut amount = (lead + target) * demand - on_hand;
    if rule.cap_days > 0 {
        amount = amount.min(rule.cap_days * demand);
    }
    (amount + rule.pack - 1).div_euclid(rule.pack) * rule.pack
}

fn order_for(item: Item, day: i64) -> Option<Order> {
    let (sku, on_hand, demand, lead) = item;
    let rule = rule_for(&sku);
    if demand == 0 || !in_play(rule, day) {
        return None;
    }
    let cover = on_hand / demand;
    if cover >= lead + rule.safety_days {
        return None;
    }
    Some((cover - lead, sku, quantity(rule, on_hand, demand, lead)))
}

fn reorder_plan(items: Vec<Item>, day: i64, max_orders: i64) -> Vec<(String, i64)> {
    let mut orders: Vec<Order> =
        first_occurrences(items).into_iter().filter_map(|item| order_for(item, day)).collect();
    orders.sort();
    orders.into_iter().take(max_orders.max(0) as usize).map(|(_, sku, qty)| (sku, qty)).collect()
}
