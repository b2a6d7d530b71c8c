# bug: only repeated units are rejected; units out of order (such as "5m1h") are accepted
_SIZES = {"w": 604800, "d": 86400, "h": 3600, "m": 60, "s": 1}


def duration_seconds(text: str) -> int:
    if not text:
        return -1
    total = 0
    used = set()
    i, n = 0, len(text)
    while i < n:
        j = i
        while j < n and "0" <= text[j] <= "9":
            j += 1
        if j == i or j == n:
            return -1
        unit = text[j]
        if unit not in _SIZES or unit in used:
            return -1
        used.add(unit)
        total += int(text[i:j]) * _SIZES[unit]
        i = j + 1
    return total
