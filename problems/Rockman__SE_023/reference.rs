use std::collections::HashSet;

const MAX_GIRTH: i64 = 300;
const MAX_WEIGHT: i64 = 30000;
const OVERSIZE_SIDE: i64 = 120;
const OVERSIZE_FEE: i64 = 2000;
const STEP_GRAMS: i64 = 500;
// (zone, rate of the first step, rate of each further step)
const ZONE_RATES: [(&str, i64, i64); 3] = [("local", 300, 100), ("national", 450, 125), ("international", 1500, 400)];
const SERVICES: [&str; 3] = ["economy", "express", "overnight"];

type Package = (i64, i64, i64, i64);

struct Quote {
    zone: String,
    service: String,
    options: HashSet<String>,
}

fn ceil_div(a: i64, b: i64) -> i64 {
    (a + b - 1).div_euclid(b)
}

/// The three sides, longest first.
fn sorted_sides(package: &Package) -> [i64; 3] {
    let mut sides = [package.0, package.1, package.2];
    sides.sort_unstable_by(|a, b| b.cmp(a));
    sides
}

fn fits(sides: &[i64; 3], weight: i64) -> bool {
    sides[0] + 2 * (sides[1] + sides[2]) <= MAX_GIRTH && weight <= MAX_WEIGHT
}

fn base_rate(zone: &str, sides: &[i64; 3], weight: i64) -> i64 {
    let volume_weight = ceil_div(sides[0] * sides[1] * sides[2], 5);
    let steps = ceil_div(weight.max(volume_weight), STEP_GRAMS).max(1);
    let (_, first, extra) = ZONE_RATES.iter().find(|(name, _, _)| *name == zone).unwrap();
    first + extra * (steps - 1)
}

fn with_service(service: &str, base: i64) -> i64 {
    match service {
        "express" => ceil_div(base * 3, 2),
        "overnight" => base * 2,
        _ => base,
    }
}

fn option_fees(quote: &Quote, cost: i64) -> i64 {
    let mut extra = if quote.options.contains("fragile") { cost * 15 / 100 } else { 0 };
    if quote.options.contains("signature") {
        extra += 250;
    }
    if quote.options.contains("saturday") && quote.service == "overnight" {
        extra += 1000;
    }
    extra
}

fn price(quote: &Quote, package: &Package) -> i64 {
    let sides = sorted_sides(package);
    let weight = package.3;
    if !fits(&sides, weight) || (quote.service == "overnight" && quote.zone == "international") {
        return -1;
    }
    let cost = with_service(&quote.service, base_rate(&quote.zone, &sides, weight));
    let oversize = if sides[0] > OVERSIZE_SIDE { OVERSIZE_FEE } else { 0 };
    cost + oversize + option_fees(quote, cost)
}

fn apply_volume_discount(costs: Vec<i64>) -> Vec<i64> {
    let mut accepted = 0;
    let discounted = |cost: i64| {
        if cost == -1 {
            return cost;
        }
        accepted += 1;
        if accepted >= 3 { cost - cost * 10 / 100 } else { cost }
    };
    costs.into_iter().map(discounted).collect()
}

fn quote_shipments(packages: Vec<Package>, zone: String, service: String, options: Vec<String>) -> Vec<i64> {
    let known_zone = ZONE_RATES.iter().any(|(name, _, _)| *name == zone);
    if !known_zone || !SERVICES.contains(&service.as_str()) {
        return vec![-1; packages.len()];
    }
    let quote = Quote { zone, service, options: options.into_iter().collect() };
    let costs = packages.iter().map(|package| price(&quote, package)).collect();
    apply_volume_discount(costs)
}
