from typing import Optional

# (lowest allowed value, highest allowed value, highest value of "*" and of "v/step")
_FIELDS = [(0, 59, 59), (0, 23, 23), (1, 31, 31), (1, 12, 12), (0, 7, 6)]
_MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
_DAYS = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"]
_MACROS = {
    "@yearly": "0 0 1 1 *", "@annually": "0 0 1 1 *", "@monthly": "0 0 1 * *",
    "@weekly": "0 0 * * 0", "@daily": "0 0 * * *", "@midnight": "0 0 * * *",
    "@hourly": "0 * * * *",
}


def _number(text: str) -> Optional[int]:
    if text and all("0" <= c <= "9" for c in text):
        return int(text)
    return None


def _value(text: str, field: int) -> Optional[int]:
    low, high, _ = _FIELDS[field]
    value = _number(text)
    if value is None:
        names = _MONTHS if field == 3 else _DAYS if field == 4 else []
        upper = text.upper()
        if upper not in names:
            return None
        value = names.index(upper) + (1 if field == 3 else 0)
    return value if low <= value <= high else None


def _item(text: str, field: int) -> Optional[set[int]]:
    low, _, top = _FIELDS[field]
    step = 1
    base = text
    if "/" in text:
        base, step_text = text.split("/", 1)
        step = _number(step_text)
        if step is None or step < 1:
            return None
    if base == "*":
        first, last = low, top
    elif "-" in base:
        a_text, b_text = base.split("-", 1)
        first, last = _value(a_text, field), _value(b_text, field)
        if first is None or last is None or first > last:
            return None
    else:
        first = _value(base, field)
        if first is None:
            return None
        last = top if "/" in text else first
        if first > last:
            return None  # only "7/step" in the weekday field
    return set(range(first, last + 1, step))


def _field(text: str, field: int) -> Optional[list[int]]:
    values: set[int] = set()
    for part in text.split(","):
        got = _item(part, field)
        if got is None:
            return None
        values |= got
    if field == 4 and 7 in values:
        values.discard(7)
        values.add(0)
    return sorted(values)


def parse_cron(expr: str) -> Optional[list[list[int]]]:
    text = expr.strip(" ")
    if text.startswith("@"):
        if text not in _MACROS:
            return None
        text = _MACROS[text]
    fields = text.split()
    if len(fields) != 5:
        return None
    result = []
    for i, field_text in enumerate(fields):
        values = _field(field_text, i)
        if values is None:
            return None
        result.append(values)
    return result
