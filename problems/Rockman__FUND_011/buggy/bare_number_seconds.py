# bug: a trailing number without a unit is read as seconds ("1h30" gives 3630) instead of being rejected
_UNITS = "wdhms"
_SIZES = {"w": 604800, "d": 86400, "h": 3600, "m": 60, "s": 1}


def duration_seconds(text: str) -> int:
    if not text:
        return -1
    total = 0
    i, n = 0, len(text)
    next_allowed = 0
    while i < n:
        j = i
        while j < n and "0" <= text[j] <= "9":
            j += 1
        if j == i:
            return -1
        if j == n:
            return total + int(text[i:j]) if next_allowed <= 4 else -1
        unit = text[j]
        rank = _UNITS.find(unit)
        if rank < next_allowed:
            return -1
        total += int(text[i:j]) * _SIZES[unit]
        next_allowed = rank + 1
        i = j + 1
    return total
