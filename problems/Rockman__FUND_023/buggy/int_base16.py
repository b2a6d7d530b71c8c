# bug: the hexadecimal digits are read with int(..., 16) without checking them first, so a 6-character form such as "#+1234f", "#12_345" or "# abcde" is accepted
DEC_DIGITS = "0123456789"


def _hex(text):
    try:
        if len(text) == 3:
            return [int(ch, 16) * 17 for ch in text]
        if len(text) == 6:
            value = int(text, 16)
            return [value >> 16 & 255, value >> 8 & 255, value & 255]
    except ValueError:
        return None
    return None


def _functional(body):
    parts = [part.strip(" ") for part in body.split(",")]
    if len(parts) != 3:
        return None
    channels = []
    for part in parts:
        if not 1 <= len(part) <= 3 or any(ch not in DEC_DIGITS for ch in part):
            return None
        value = int(part)
        if value > 255:
            return None
        channels.append(value)
    return channels


def parse_color(text: str) -> list[int] | None:
    text = text.strip(" ")
    if text.startswith("#"):
        return _hex(text[1:])
    if text.startswith("rgb(") and text.endswith(")"):
        return _functional(text[4:-1])
    return None
