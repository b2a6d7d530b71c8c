# bug: counts from the front, so the first four digits stay visible instead of the last four
def mask_digits(s: str) -> str:
    seen = 0
    out = []
    for c in s:
        if c.isdigit():
            seen += 1
            out.append(c if seen <= 4 else "*")
        else:
            out.append(c)
    return "".join(out)
