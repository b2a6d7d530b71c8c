fn price_one(length: i64, width: i64, height: i64, weight: i64, zone: &str, service: &str, fragile: bool, signature: bool, saturday: bool) -> i64 {
    let mut dims = vec![length, width, height];
    dims.sort();
    let a = dims[2];
    let b = dims[1];
    let c = dims[0];
    if a + 2 * b + 2 * c > 300 {
        return -1;
    }
    if weight > 30000 {
        return -1;
    }
    let vol = length * width * height;
    let mut vol_weight = vol / 5;
    if vol % 5 != 0 {
        vol_weight = vol_weight + 1;
    }
    let mut bill = weight;
    if vol_weight > bill {
        bill = vol_weight;
    }
    let mut steps = bill / 500;
    if bill % 500 != 0 {
        steps = steps + 1;
    }
    if steps < 1 {
        steps = 1;
    }
    let base;
    if zone == "local" {
        base = 300 + 100 * (steps - 1);
    } else if zone == "national" {
        base = 450 + 125 * (steps - 1);
    } else {
        base = 1500 + 400 * (steps - 1);
    }
    let mut cost;
    if service == "economy" {
        cost = base;
    } else if service == "express" {
        cost = base * 3 / 2;
        if base * 3 % 2 != 0 {
            cost = cost + 1;
        }
    } else {
        if zone == "international" {
            return -1;
        }
        cost = base * 2;
    }
    let mut extra = 0;
    if fragile {
        extra = extra + cost * 15 / 100;
    }
    if a > 120 {
        extra = extra + 2000;
    }
    if signature {
        extra = extra + 250;
    }
    if saturday {
        if service == "overnight" {
            extra = extra + 1000;
        }
    }
    cost + extra
}

fn quote_shipments(packages: Vec<(i64, i64, i64, i64)>, zone: String, service: String, options: Vec<String>) -> Vec<i64> {
    let mut result = Vec::new();
    if zone != "local" && zone != "national" && zone != "international" {
        for _p in &packages {
            result.push(-1);
        }
        return result;
    }
    if service != "economy" && service != "express" && service != "overnight" {
        for _p in &packages {
            result.push(-1);
        }
        return result;
    }
    let mut fragile = false;
    let mut signature = false;
    let mut saturday = false;
    for o in &options {
        if o == "fragile" {
            fragile = true;
        } else if o == "signature" {
            signature = true;
        } else if o == "saturday" {
            saturday = true;
        }
    }
    let mut accepted = 0;
    for p in &packages {
        let mut cost = price_one(p.0, p.1, p.2, p.3, &zone, &service, fragile, signature, saturday);
        if cost == -1 {
            result.push(-1);
        } else {
            accepted = accepted + 1;
            if accepted >= 3 {
                cost = cost - cost * 10 / 100;
            }
            result.push(cost);
        }
    }
    result
}
