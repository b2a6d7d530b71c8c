# bug: an empty text is reported as a duration of 0 seconds instead of invalid
from typing import Optional

# Unit letters, largest first: components must appear in this order.
UNITS = {"d": 86400, "h": 3600, "m": 60, "s": 1}
ORDER = ["d", "h", "m", "s"]


def parse_duration(text: str) -> Optional[int]:
    total = 0
    last_rank = -1
    i = 0
    while i < len(text):
        start = i
        while i < len(text) and text[i].isdigit():
            i += 1
        digits = text[start:i]
        if not 1 <= len(digits) <= 6 or i >= len(text) or text[i] not in UNITS:
            return None
        unit = text[i]
        rank = ORDER.index(unit)
        if rank <= last_rank:
            return None
        last_rank = rank
        total += int(digits) * UNITS[unit]
        i += 1
    return total
