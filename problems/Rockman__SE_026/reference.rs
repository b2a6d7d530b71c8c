const SHIPPING_FEE: i64 = 499;
const FREE_SHIPPING_FROM: i64 = 3000;

fn tax_percent(category: &str) -> Option<i64> {
    match category {
        "food" => Some(0),
        "book" => Some(5),
        "toy" | "tech" => Some(20),
        _ => None,
    }
}

fn food_base(price: i64, quantity: i64) -> i64 {
    let base = price * quantity;
    if quantity >= 10 {
        base - base / 10
    } else {
        base
    }
}

fn base_amount(category: &str, price: i64, quantity: i64) -> i64 {
    match category {
        "food" => food_base(price, quantity),
        "book" => price * (quantity - quantity / 3),
        "toy" => price + (quantity - 1) * (price - price / 5),
        _ => price * quantity,
    }
}

fn line_total(category: &str, price: i64, quantity: i64, rate: i64) -> i64 {
    let base = base_amount(category, price, quantity);
    base + base * rate / 100
}

fn after_coupon(goods: i64, tech_goods: i64, coupon: &str) -> i64 {
    match coupon {
        "SAVE10" if goods >= 5000 => goods - goods / 10,
        "FLAT500" if goods >= 2000 => goods - 500,
        "TECH15" => goods - tech_goods * 15 / 100,
        _ => goods,
    }
}

fn loyalty_percent(member_years: i64) -> i64 {
    if member_years >= 5 {
        5
    } else if member_years >= 2 {
        2
    } else {
        0
    }
}

/// (all lines, tech lines, any non-food line), or None when a category is unknown.
fn totals(items: &[(String, i64, i64)]) -> Option<(i64, i64, bool)> {
    let (mut goods, mut tech_goods, mut ships) = (0, 0, false);
    for (category, price, quantity) in items {
        let line = line_total(category, *price, *quantity, tax_percent(category)?);
        goods += line;
        if category == "tech" {
            tech_goods += line;
        }
        ships = ships || category != "food";
    }
    Some((goods, tech_goods, ships))
}

fn shipping(goods: i64, ships: bool) -> i64 {
    if ships && goods < FREE_SHIPPING_FROM {
        SHIPPING_FEE
    } else {
        0
    }
}

fn invoice_total(items: Vec<(String, i64, i64)>, coupon: String, member_years: i64) -> i64 {
    if items.is_empty() {
        return 0;
    }
    let Some((goods, tech_goods, ships)) = totals(&items) else {
        return -1;
    };
    let mut goods = after_coupon(goods, tech_goods, &coupon);
    goods -= goods * loyalty_percent(member_years) / 100;
    goods + shipping(goods, ships)
}
