# bug: column widths are computed from the header and item rows only, so a wider TOTAL cell breaks the alignment
HEADERS = ("Item", "Qty", "Price", "Amount")
MAX_NAME = 20


def _money(cents: int) -> str:
    sign = "-" if cents < 0 else ""
    whole, part = divmod(abs(cents), 100)
    return f"{sign}{whole:,}.{part:02d}"


def _display_name(name: str) -> str:
    if len(name) > MAX_NAME:
        return name[: MAX_NAME - 3] + "..."
    return name


def _row_cells(row: tuple[str, int, int]) -> list[str]:
    name, quantity, price = row
    return [_display_name(name), str(quantity), _money(price), _money(quantity * price)]


def _total_cells(rows: list[tuple[str, int, int]]) -> list[str]:
    quantity = sum(row[1] for row in rows)
    amount = sum(row[1] * row[2] for row in rows)
    return ["TOTAL", str(quantity), "", _money(amount)]


def _line(cells: list[str], widths: list[int]) -> str:
    parts = [cells[0].ljust(widths[0])]
    parts += [cell.rjust(width) for cell, width in zip(cells[1:], widths[1:])]
    return " | ".join(parts)


def _widths(table: list[list[str]]) -> list[int]:
    return [max(len(cells[i]) for cells in table) for i in range(len(HEADERS))]


def format_report(title: str, rows: list[tuple[str, int, int]]) -> list[str]:
    if not rows:
        return [title, "(no items)"]
    body = [_row_cells(row) for row in rows]
    total = _total_cells(rows)
    table = [list(HEADERS), *body]
    widths = _widths(table)
    rule = "-+-".join("-" * width for width in widths)
    lines = [title, "=" * len(title), _line(list(HEADERS), widths), rule]
    lines += [_line(cells, widths) for cells in body]
    return lines + [rule, _line(total, widths)]
