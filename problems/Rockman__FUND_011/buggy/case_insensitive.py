# bug: the text is lower-cased first, so uppercase unit letters such as "2H" are accepted
_UNITS = "wdhms"
_SIZES = {"w": 604800, "d": 86400, "h": 3600, "m": 60, "s": 1}


def duration_seconds(text: str) -> int:
    text = text.lower()
    if not text:
        return -1
    total = 0
    i, n = 0, len(text)
    next_allowed = 0
    while i < n:
        j = i
        while j < n and "0" <= text[j] <= "9":
            j += 1
        if j == i or j == n:
            return -1
        unit = text[j]
        rank = _UNITS.find(unit)
        if rank < next_allowed:
            return -1
        total += int(text[i:j]) * _SIZES[unit]
        next_allowed = rank + 1
        i = j + 1
    return total
