# bug: meetings are scanned in the given order without sorting them first
import re

_SPAN = re.compile(r"([0-9]{2}):([0-9]{2})-([0-9]{2}):([0-9]{2})")


def _minutes(hh: str, mm: str) -> int | None:
    h, m = int(hh), int(mm)
    if h > 23 or m > 59:
        return None
    return 60 * h + m


def earliest_slot(busy: list[str], duration: int, day_start: str, day_end: str) -> str:
    start = _minutes(*day_start.split(":"))
    end = _minutes(*day_end.split(":"))
    spans = []
    for text in busy:
        m = _SPAN.fullmatch(text)
        if m is None:
            continue
        a, b = _minutes(m.group(1), m.group(2)), _minutes(m.group(3), m.group(4))
        if a is None or b is None or a >= b:
            continue
        spans.append((a, b))
    t = start  # earliest candidate start
    for a, b in spans:
        if a - t >= duration:
            break
        t = max(t, b)
    if t + duration <= end:
        return f"{t // 60:02d}:{t % 60:02d}"
    return "none"
