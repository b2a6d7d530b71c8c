fn invoice_total(lines: Vec<(String, i64, i64)>, region: String, coupon: String) -> i64 {
    let mut total = 0;
    let mut net_sum = 0;
    for line in &lines {
        let cat = line.0.as_str();
        let price = line.1;
        let qty = line.2;
        let mut amount = price * qty;
        let rate;
        let tax;
        if coupon == "SAVE10" {
            if cat != "food" {
                amount = amount - amount * 10 / 100;
            }
        } else if coupon == "BULK" {
            if qty >= 10 {
                amount = amount - amount * 5 / 100;
            }
        }
        net_sum = net_sum + amount;
        if region == "north" {
            if cat == "food" {
                rate = 0;
            } else if cat == "book" {
                rate = 0;
            } else if cat == "electronics" {
                rate = 800;
            } else if cat == "clothing" {
                rate = 500;
            } else {
                rate = 600;
            }
            tax = (amount * rate + 5000) / 10000;
            total = total + amount + tax;
        } else if region == "south" {
            if cat == "food" {
                rate = 200;
            } else if cat == "book" {
                rate = 0;
            } else if cat == "clothing" {
                if price < 10000 {
                    rate = 0;
                } else {
                    rate = 1000;
                }
            } else {
                rate = 1000;
            }
            tax = (amount * rate + 5000) / 10000;
            total = total + amount + tax;
        } else if region == "east" {
            if cat == "food" {
                rate = 500;
            } else if cat == "book" {
                rate = 500;
            } else {
                rate = 750;
            }
            tax = (amount * rate + 5000) / 10000;
            total = total + amount + tax;
        } else {
            rate = 1000;
            tax = (amount * rate + 5000) / 10000;
            total = total + amount + tax;
        }
    }
    if coupon != "FREESHIP" {
        if net_sum > 0 {
            if net_sum < 5000 {
                if region == "east" {
                    total = total + 799;
                } else {
                    total = total + 499;
                }
            }
        }
    }
    total
}
