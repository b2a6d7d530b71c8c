# bug: greedy by earliest end time maximises the number of events, not the total fee
import re

_NAME = re.compile(r"[A-Za-z0-9_]+")
_DIGITS = re.compile(r"[0-9]+")


def best_bookings(lines: list[str]) -> int:
    offers: dict[str, tuple[int, int, int]] = {}
    for line in lines:
        fields = line.replace("\t", " ").split()
        if len(fields) != 4:
            continue
        name, start, end, fee = fields
        if not _NAME.fullmatch(name) or not all(_DIGITS.fullmatch(f) for f in (start, end, fee)):
            continue
        if int(start) >= int(end):
            continue
        offers.pop(name, None)
        offers[name] = (int(start), int(end), int(fee))
    total, free_from = 0, -1
    for start, end, fee in sorted(offers.values(), key=lambda o: o[1]):
        if start >= free_from:
            total += fee
            free_from = end
    return total
