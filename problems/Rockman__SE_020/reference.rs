/// (region, rate per category, rate of every other category), in hundredths of a percent.
const RATES: [(&str, &[(&str, i64)], i64); 3] = [
    (
        "north",
        &[
            ("food", 0),
            ("book", 0),
            ("electronics", 800),
            ("clothing", 500),
        ],
        600,
    ),
    ("south", &[("food", 200), ("book", 0)], 1000),
    ("east", &[("food", 500), ("book", 500)], 750),
];
const DEFAULT_RATE: i64 = 1000;
const SOUTH_CLOTHING_LIMIT: i64 = 10000;
const FREE_SHIPPING_FROM: i64 = 5000;

fn rate_in(table: &[(&str, i64)], category: &str, other: i64) -> i64 {
    table
        .iter()
        .find(|(name, _)| *name == category)
        .map_or(other, |&(_, rate)| rate)
}

fn tax_rate(region: &str, category: &str, price: i64) -> i64 {
    if region == "south" && category == "clothing" && price < SOUTH_CLOTHING_LIMIT {
        return 0;
    }
    RATES
        .iter()
        .find(|(name, _, _)| *name == region)
        .map_or(DEFAULT_RATE, |(_, table, other)| {
            rate_in(table, category, *other)
        })
}

fn discount(coupon: &str, category: &str, quantity: i64, amount: i64) -> i64 {
    if coupon == "SAVE10" && category != "food" {
        return amount * 10 / 100;
    }
    if coupon == "BULK" && quantity >= 10 {
        return amount * 5 / 100;
    }
    0
}

fn shipping(net_sum: i64, region: &str, coupon: &str) -> i64 {
    if coupon == "FREESHIP" || net_sum == 0 || net_sum >= FREE_SHIPPING_FROM {
        return 0;
    }
    if region == "east" {
        799
    } else {
        499
    }
}

fn invoice_total(lines: Vec<(String, i64, i64)>, region: String, coupon: String) -> i64 {
    let mut net_sum = 0;
    let mut tax_sum = 0;
    for (category, price, quantity) in &lines {
        let amount = price * quantity;
        let net = amount - discount(&coupon, category, *quantity, amount);
        net_sum += net;
        tax_sum += (net * tax_rate(&region, category, *price) + 5000) / 10000;
    }
    net_sum + tax_sum + shipping(net_sum, &region, &coupon)
}
