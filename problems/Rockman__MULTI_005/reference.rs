use std::collections::BTreeMap;

fn stock_report(lines: Vec<String>) -> Vec<String> {
    let mut totals: BTreeMap<String, i64> = BTreeMap::new(); // ordered by name
    for line in &lines {
        // the whole row must match ([a-z]+),([0-9]+),([0-9]+)
        let fields: Vec<&str> = line.split(',').collect();
        if fields.len() != 3 {
            continue;
        }
        let (name, qty, price) = (fields[0], fields[1], fields[2]);
        let digits = |s: &str| !s.is_empty() && s.bytes().all(|c| c.is_ascii_digit());
        if name.is_empty() || !name.bytes().all(|c| c.is_ascii_lowercase()) {
            continue;
        }
        if !digits(qty) || !digits(price) {
            continue;
        }
        let (Ok(qty), Ok(price)) = (qty.parse::<i64>(), price.parse::<i64>()) else { continue };
        *totals.entry(name.to_string()).or_insert(0) += qty * price;
    }
    totals.into_iter().map(|(name, total)| format!("{}={}", name, total)).collect()
}
