# Rounding bug: a stay of a whole number of hours is billed one hour too many.
# Per vehicle: (hourly rate, daily cap, night flat fee), all in cents.
RATES = {
    "car": (300, 2400, 800),
    "motorcycle": (120, 900, 400),
    "van": (450, 3600, 1200),
}
GRACE_MINUTES = 15
MINUTES_PER_DAY = 1440
NIGHT_START = 22 * 60
NIGHT_END = 6 * 60
NIGHT_MAX_STAY = 600
VAN_LONG_STAY = 4320
VAN_SURCHARGE = 1500


def _hourly_fee(duration: int, rate: int, cap: int) -> int:
    hours = duration // 60 + 1
    days, rest = divmod(hours, 24)
    return days * cap + min(rest * rate, cap)


def _night_entry(entry_minute: int) -> bool:
    clock = entry_minute % MINUTES_PER_DAY
    return clock >= NIGHT_START or clock < NIGHT_END


def _base_fee(entry_minute: int, duration: int, vehicle: str) -> int:
    rate, cap, night_fee = RATES[vehicle]
    fee = _hourly_fee(duration, rate, cap)
    if _night_entry(entry_minute) and duration <= NIGHT_MAX_STAY:
        fee = min(fee, night_fee)
    if vehicle == "van" and duration > VAN_LONG_STAY:
        fee += VAN_SURCHARGE
    return fee


def _with_pass(fee: int, vehicle: str) -> int:
    return 0 if vehicle == "motorcycle" else fee // 2


def parking_fee(entry_minute: int, exit_minute: int, vehicle: str, has_pass: bool) -> int:
    if vehicle not in RATES:
        return -1
    duration = exit_minute - entry_minute
    if duration <= GRACE_MINUTES:
        return 0
    fee = _base_fee(entry_minute, duration, vehicle)
    return _with_pass(fee, vehicle) if has_pass else fee
