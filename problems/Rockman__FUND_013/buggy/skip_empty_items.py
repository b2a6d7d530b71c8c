# bug: empty items are skipped instead of rejected, so a trailing comma or ",," is accepted
import re

_NUMBER = re.compile(r"[1-9][0-9]*")


def _number(text: str, page_count: int) -> int | None:
    """The page number written in text, or None if it is not a valid page number."""
    if not _NUMBER.fullmatch(text):
        return None
    value = int(text)
    return value if value <= page_count else None


def select_pages(text: str, page_count: int) -> list[int] | None:
    selected = [False] * (page_count + 1)
    for raw in text.split(","):
        item = raw.strip(" ")
        if not item:
            continue
        if item.count("-") > 1:
            return None
        if "-" in item:
            left, right = item.split("-")
            if not left and not right:
                return None
            first = 1 if not left else _number(left, page_count)
            last = page_count if not right else _number(right, page_count)
            if first is None or last is None or first > last:
                return None
        else:
            first = last = _number(item, page_count)
            if first is None:
                return None
        for page in range(first, last + 1):
            selected[page] = True
    return [page for page in range(1, page_count + 1) if selected[page]]
