# bug: only repeated units are rejected; components out of size order such as '30m1h' are accepted
UNITS = "wdhms"
SECONDS = {"w": 604800, "d": 86400, "h": 3600, "m": 60, "s": 1}
LIMIT = {"d": 7, "h": 24, "m": 60, "s": 60}
DIGITS = "0123456789"


def duration_seconds(text: str) -> int:
    components = []
    i, n = 0, len(text)
    while i < n:
        j = i
        while j < n and text[j] in DIGITS:
            j += 1
        whole = text[i:j]
        if not whole or (len(whole) > 1 and whole[0] == "0"):
            return -1
        fraction = ""
        if j < n and text[j] == ".":
            k = j + 1
            while k < n and text[k] in DIGITS:
                k += 1
            fraction = text[j + 1:k]
            if not 1 <= len(fraction) <= 6:
                return -1
            j = k
        if j >= n or text[j] not in UNITS:
            return -1
        components.append((whole, fraction, text[j]))
        i = j + 1
    if not components:
        return -1
    total = 0
    seen = set()
    for index, (whole, fraction, unit) in enumerate(components):
        if unit in seen:
            return -1
        seen.add(unit)
        if fraction and index != len(components) - 1:
            return -1
        scale = 10 ** len(fraction)
        scaled = int(whole) * scale + (int(fraction) if fraction else 0)
        if index == 0:
            if scaled > 10**6 * scale:
                return -1
        elif unit in LIMIT and scaled >= LIMIT[unit] * scale:
            return -1
        seconds = scaled * SECONDS[unit]
        if seconds % scale:
            return -1
        total += seconds // scale
    return total
