# bug: items whose total is 0 are left out of the report
import re

_ROW = re.compile(r"([a-z]+),([0-9]+),([0-9]+)")


def stock_report(lines: list[str]) -> list[str]:
    totals: dict[str, int] = {}
    for line in lines:
        m = _ROW.fullmatch(line)
        if m is None:
            continue
        name, qty, price = m.group(1), int(m.group(2)), int(m.group(3))
        totals[name] = totals.get(name, 0) + qty * price
    return [f"{name}={totals[name]}" for name in sorted(totals) if totals[name]]
