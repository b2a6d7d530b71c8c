# missed edge case: empty fields between two "&" (or at either end) are not skipped, so they add the empty key with an empty value
HEX = "0123456789abcdefABCDEF"


def _decode(part: str) -> str:
    out = []
    i = 0
    while i < len(part):
        ch = part[i]
        if ch == "+":
            out.append(" ")
        elif ch == "%" and i + 2 < len(part) and part[i + 1] in HEX and part[i + 2] in HEX \
                and 32 <= int(part[i + 1:i + 3], 16) <= 126:
            out.append(chr(int(part[i + 1:i + 3], 16)))
            i += 2
        else:
            out.append(ch)
        i += 1
    return "".join(out)


def parse_query(text: str) -> dict[str, list[str]]:
    fields: dict[str, list[str]] = {}
    for piece in text.split("&"):
        key, _, value = piece.partition("=")
        fields.setdefault(_decode(key), []).append(_decode(value))
    return fields
