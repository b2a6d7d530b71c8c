# bug: treats a number with four digits or fewer as fully secret and masks every digit of it
def mask_digits(s: str) -> str:
    total = sum(1 for c in s if c.isdigit())
    if total <= 4:
        return "".join("*" if c.isdigit() else c for c in s)
    to_mask = total - 4
    out = []
    for c in s:
        if c.isdigit() and to_mask > 0:
            out.append("*")
            to_mask -= 1
        else:
            out.append(c)
    return "".join(out)
