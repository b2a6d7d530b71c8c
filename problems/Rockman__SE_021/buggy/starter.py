def format_report(title: str, rows: list[tuple[str, int, int]]) -> list[str]:
    if len(rows) == 0:
        return [title, "(no items)"]
    names = []
    qtys = []
    prices = []
    amounts = []
    total_qty = 0
    total_amount = 0
    for row in rows:
        name = row[0]
        if len(name) > 20:
            name = name[0:17] + "..."
        names.append(name)
        qtys.append(str(row[1]))
        total_qty = total_qty + row[1]
        p = row[2]
        if p < 0:
            s = "-"
            p = -p
        else:
            s = ""
        prices.append(s + "{:,}".format(p // 100) + "." + str(p % 100).zfill(2))
        a = row[1] * row[2]
        total_amount = total_amount + a
        if a < 0:
            s = "-"
            a = -a
        else:
            s = ""
        amounts.append(s + "{:,}".format(a // 100) + "." + str(a % 100).zfill(2))
    t = total_amount
    if t < 0:
        s = "-"
        t = -t
    else:
        s = ""
    total_amount_text = s + "{:,}".format(t // 100) + "." + str(t % 100).zfill(2)
    w1 = len("Item")
    for n in names:
        if len(n) > w1:
            w1 = len(n)
    if len("TOTAL") > w1:
        w1 = len("TOTAL")
    w2 = len("Qty")
    for q in qtys:
        if len(q) > w2:
            w2 = len(q)
    if len(str(total_qty)) > w2:
        w2 = len(str(total_qty))
    w3 = len("Price")
    for p in prices:
        if len(p) > w3:
            w3 = len(p)
    w4 = len("Amount")
    for a in amounts:
        if len(a) > w4:
            w4 = len(a)
    if len(total_amount_text) > w4:
        w4 = len(total_amount_text)
    out = [title, "=" * len(title)]
    out.append("Item" + " " * (w1 - 4) + " | " + " " * (w2 - 3) + "Qty" + " | "
               + " " * (w3 - 5) + "Price" + " | " + " " * (w4 - 6) + "Amount")
    out.append("-" * w1 + "-+-" + "-" * w2 + "-+-" + "-" * w3 + "-+-" + "-" * w4)
    for i in range(len(rows)):
        out.append(names[i] + " " * (w1 - len(names[i])) + " | "
                   + " " * (w2 - len(qtys[i])) + qtys[i] + " | "
                   + " " * (w3 - len(prices[i])) + prices[i] + " | "
                   + " " * (w4 - len(amounts[i])) + amounts[i])
    out.append("-" * w1 + "-+-" + "-" * w2 + "-+-" + "-" * w3 + "-+-" + "-" * w4)
    out.append("TOTAL" + " " * (w1 - 5) + " | "
               + " " * (w2 - len(str(total_qty))) + str(total_qty) + " | "
               + " " * w3 + " | "
               + " " * (w4 - len(total_amount_text)) + total_amount_text)
    return out
