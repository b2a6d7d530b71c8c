_UNITS = "wdhms"
_SIZES = {"w": 604800, "d": 86400, "h": 3600, "m": 60, "s": 1}


def duration_seconds(text: str) -> int:
    if not text:
        return -1
    total = 0
    i, n = 0, len(text)
    next_allowed = 0  # index into _UNITS of the largest unit still allowed
    while i < n:
        j = i
        while j < n and "0" <= text[j] <= "9":
            j += 1
        if j == i or j == n:
            return -1  # no number, or a number without a unit
        unit = text[j]
        rank = _UNITS.find(unit)
        if rank < next_allowed:
            return -1  # unknown character, repeated unit or wrong order
        total += int(text[i:j]) * _SIZES[unit]
        next_allowed = rank + 1
        i = j + 1
    return total
