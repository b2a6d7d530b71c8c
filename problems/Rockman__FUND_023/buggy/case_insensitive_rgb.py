# bug: "RGB(" and other capitalisations of the functional form are accepted
HEX_DIGITS = "0123456789abcdefABCDEF"
DEC_DIGITS = "0123456789"


def _hex(text):
    # the channels of "#rgb" or "#rrggbb" (without the "#"), or None
    if not text or any(ch not in HEX_DIGITS for ch in text):
        return None
    if len(text) == 3:
        return [int(ch, 16) * 17 for ch in text]
    if len(text) == 6:
        return [int(text[i : i + 2], 16) for i in (0, 2, 4)]
    return None


def _functional(body):
    # the channels of "rgb(R, G, B)" given the part between the parentheses, or None
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
    if text.lower().startswith("rgb(") and text.endswith(")"):
        return _functional(text[4:-1])
    return None
