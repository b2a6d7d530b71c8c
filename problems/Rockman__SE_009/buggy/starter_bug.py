# bug: (the bug shipped in the starter code) when days were added, "d" was appended to the end of the unit table, and the order check ranks units by their position in that table, so "1d2h" is rejected while "2h1d" is accepted
from typing import Optional

# Unit letters, largest first: components must appear in this order.
UNITS = {"h": 3600, "m": 60, "s": 1, "d": 86400}  # "d" added in version 2
ORDER = list(UNITS)


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
