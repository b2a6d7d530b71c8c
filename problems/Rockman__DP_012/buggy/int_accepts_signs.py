# bug: numbers are checked by int() alone, which also accepts signs and underscores such as '+3' or '1_0'
import re
from bisect import bisect_right

_NAME = re.compile(r"[A-Za-z0-9_]+")
_DIGITS = re.compile(r"[0-9]+")


def _is_int(text: str) -> bool:
    try:
        int(text)
    except ValueError:
        return False
    return True


def _parse(lines: list[str]) -> list[tuple[int, int, int]]:
    offers: dict[str, tuple[int, int, int]] = {}
    for line in lines:
        fields = line.replace("\t", " ").split()
        if len(fields) != 4:
            continue
        name, start, end, fee = fields
        if not _NAME.fullmatch(name) or not all(_is_int(f) for f in (start, end, fee)):
            continue
        s, e = int(start), int(end)
        if s >= e:
            continue
        offers.pop(name, None)
        offers[name] = (s, e, int(fee))
    return list(offers.values())


def best_bookings(lines: list[str]) -> int:
    offers = sorted(_parse(lines), key=lambda o: o[1])
    ends = [o[1] for o in offers]
    # best[i] = largest total using only the first i offers (by end time)
    best = [0] * (len(offers) + 1)
    for i, (start, _end, fee) in enumerate(offers):
        # offers whose end <= start are compatible
        j = bisect_right(ends, start, 0, i)
        best[i + 1] = max(best[i], best[j] + fee)
    return best[-1]
