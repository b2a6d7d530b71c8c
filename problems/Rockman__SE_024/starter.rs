fn parking_fee(entry_minute: i64, exit_minute: i64, vehicle: String, has_pass: bool) -> i64 {
    let d = exit_minute - entry_minute;
    if vehicle == "car" {
        if d <= 15 {
            return 0;
        }
        let mut h = d / 60;
        if d % 60 != 0 {
            h = h + 1;
        }
        let mut fee = (h / 24) * 2400;
        if (h % 24) * 300 > 2400 {
            fee = fee + 2400;
        } else {
            fee = fee + (h % 24) * 300;
        }
        let t = entry_minute % 1440;
        if t >= 1320 || t < 360 {
            if d <= 600 {
                if fee > 800 {
                    fee = 800;
                }
            }
        }
        if has_pass {
            fee = fee / 2;
        }
        fee
    } else if vehicle == "motorcycle" {
        if d <= 15 {
            return 0;
        }
        if has_pass {
            return 0;
        }
        let mut h = d / 60;
        if d % 60 != 0 {
            h = h + 1;
        }
        let mut fee = (h / 24) * 900;
        if (h % 24) * 120 > 900 {
            fee = fee + 900;
        } else {
            fee = fee + (h % 24) * 120;
        }
        let t = entry_minute % 1440;
        if t >= 1320 || t < 360 {
            if d <= 600 {
                if fee > 400 {
                    fee = 400;
                }
            }
        }
        fee
    } else if vehicle == "van" {
        if d <= 15 {
            return 0;
        }
        let mut h = d / 60;
        if d % 60 != 0 {
            h = h + 1;
        }
        let mut fee = (h / 24) * 3600;
        if (h % 24) * 450 > 3600 {
            fee = fee + 3600;
        } else {
            fee = fee + (h % 24) * 450;
        }
        let t = entry_minute % 1440;
        if t >= 1320 || t < 360 {
            if d <= 600 {
                if fee > 1200 {
                    fee = 1200;
                }
            }
        }
        if d > 4320 {
            fee = fee + 1500;
        }
        if has_pass {
            fee = fee / 2;
        }
        fee
    } else {
        -1
    }
}
