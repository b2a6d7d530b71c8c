# bug: the sign of a negative offset is applied to its hours only, so -02:45 shifts by 2 hours minus 45 minutes
import re

_STAMP = re.compile(
    r"([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})"
    r"(?:(Z)|([+-])([0-9]{2}):([0-9]{2}))"
)
_MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


def _is_leap(year: int) -> bool:
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _days_in_month(year: int, month: int) -> int:
    if month == 2 and _is_leap(year):
        return 29
    return _MONTH_DAYS[month - 1]


def to_utc(stamp: str) -> list[int] | None:
    match = _STAMP.fullmatch(stamp)
    if match is None:
        return None
    year, month, day, hour, minute, second = (int(match.group(k)) for k in range(1, 7))
    if not (1 <= year <= 9999 and 1 <= month <= 12):
        return None
    if not (1 <= day <= _days_in_month(year, month)):
        return None
    if hour > 23 or minute > 59 or second > 59:
        return None
    shift = 0
    if match.group(7) is None:
        off_hours, off_minutes = int(match.group(9)), int(match.group(10))
        if off_hours > 23 or off_minutes > 59:
            return None
        if match.group(8) == "-":
            off_hours = -off_hours
        shift = off_hours * 60 + off_minutes
    # minutes of the day in UTC, then carry whole days into the date
    total = hour * 60 + minute - shift
    day_shift, total = divmod(total, 24 * 60)
    day += day_shift
    if day < 1:
        month -= 1
        if month < 1:
            month, year = 12, year - 1
            if year < 1:
                return None
        day = _days_in_month(year, month)
    elif day > _days_in_month(year, month):
        day, month = 1, month + 1
        if month > 12:
            month, year = 1, year + 1
            if year > 9999:
                return None
    return [year, month, day, total // 60, total % 60, second]
