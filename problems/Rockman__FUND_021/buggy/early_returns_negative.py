# bug: only a book returned exactly on time or within the grace period is free, so early returns give negative fees
GRACE_DAYS = 3
CENTS_PER_DAY = 25
OVERDUE_CAP = 1000
LOST_AFTER_DAYS = 60
LOST_BOOK_FEE = 3000


def _late_fee(days: int) -> int:
    if days > LOST_AFTER_DAYS:
        return LOST_BOOK_FEE
    if 0 <= days <= GRACE_DAYS:
        return 0
    return min(OVERDUE_CAP, CENTS_PER_DAY * (days - GRACE_DAYS))


def total_late_fees(days_late: list[int]) -> int:
    total = 0
    for days in days_late:
        total += _late_fee(days)
    return total
