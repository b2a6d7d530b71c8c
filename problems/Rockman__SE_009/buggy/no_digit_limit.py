# bug: accepts numbers of any length, and a unit with no digits before it counts as 0
from typing import Optional

# Unit letters, largest first: components must appear in this order.
UNITS = {"d": 86400, "h": 3600, "m": 60, "s": 1}
ORDER = ["d", "h", "m", "s"]


def parse_duration(text: str) -> Optional[int]:
    if not text:
        return None
    total = 0
    last_rank = -1
    i = 0
    while i < len(text):
        start = i
        while i < len(text) and text[i].isdigit():
            i += 1
        digits = text[start:i]
        if i >= len(text) or text[i] not in UNITS:
            return None
        unit = text[i]
        rank = ORDER.index(unit)
        if rank <= last_rank:
            return None
        last_rank = rank
        total += int(digits or 0) * UNITS[unit]
        i += 1
    return total
