# bug: builds the result from the digits alone, so spaces and dashes are lost
def mask_digits(s: str) -> str:
    digits = [c for c in s if c.isdigit()]
    if len(digits) <= 4:
        return s
    return "*" * (len(digits) - 4) + "".join(digits[-4:])
