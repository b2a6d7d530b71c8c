# bug: keeps the last four characters instead of the last four digits, so trailing spaces or dashes expose fewer digits
def mask_digits(s: str) -> str:
    head = "".join("*" if c.isdigit() else c for c in s[:-4])
    return head + s[-4:] if len(s) > 4 else s
