// Per vehicle: (name, hourly rate, daily cap, night flat fee), all in cents.
const RATES: [(&str, i64, i64, i64); 3] = [
    ("car", 300, 2400, 800),
    ("motorcycle", 120, 900, 400),
    ("van", 450, 3600, 1200),
];
const GRACE_MINUTES: i64 = 15;
const MINUTES_PER_DAY: i64 = 1440;
const NIGHT_START: i64 = 22 * 60;
const NIGHT_END: i64 = 6 * 60;
const NIGHT_MAX_STAY: i64 = 600;
const VAN_LONG_STAY: i64 = 4320;
const VAN_SURCHARGE: i64 = 1500;

fn rates(vehicle: &str) -> Option<(i64, i64, i64)> {
    RATES
        .iter()
        .find(|entry| entry.0 == vehicle)
        .map(|&(_, rate, cap, night_fee)| (rate, cap, night_fee))
}

fn hourly_fee(duration: i64, rate: i64, cap: i64) -> i64 {
    let hours = (duration + 59) / 60;
    (hours / 24) * cap + ((hours % 24) * rate).min(cap)
}

fn night_entry(entry_minute: i64) -> bool {
    let clock = entry_minute % MINUTES_PER_DAY;
    clock >= NIGHT_START || clock < NIGHT_END
}

fn base_fee(entry_minute: i64, duration: i64, vehicle: &str) -> i64 {
    let (rate, cap, night_fee) = rates(vehicle).expect("a known vehicle");
    let mut fee = hourly_fee(duration, rate, cap);
    if night_entry(entry_minute) && duration <= NIGHT_MAX_STAY {
        fee = fee.min(night_fee);
    }
    if vehicle == "van" && duration > VAN_LONG_STAY {
        fee += VAN_SURCHARGE;
    }
    fee
}

fn with_pass(fee: i64, vehicle: &str) -> i64 {
    if vehicle == "motorcycle" {
        0
    } else {
        fee / 2
    }
}

fn parking_fee(entry_minute: i64, exit_minute: i64, vehicle: String, has_pass: bool) -> i64 {
    if rates(&vehicle).is_none() {
        return -1;
    }
    let duration = exit_minute - entry_minute;
    if duration <= GRACE_MINUTES {
        return 0;
    }
    let fee = base_fee(entry_minute, duration, &vehicle);
    if has_pass {
        with_pass(fee, &vehicle)
    } else {
        fee
    }
}
