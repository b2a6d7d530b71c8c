def _is_name(word: str) -> bool:
    return 1 <= len(word) <= 12 and all("a" <= ch <= "z" for ch in word)


def _cents(word: str) -> int | None:
    whole, dot, frac = word.partition(".")
    if not (1 <= len(whole) <= 6 and whole.isascii() and whole.isdigit()):
        return None
    if dot:
        if not (len(frac) == 2 and frac.isascii() and frac.isdigit()):
            return None
        return int(whole) * 100 + int(frac)
    return int(whole) * 100


def _parse(line: str):
    words = [w for w in line.split(" ") if w]
    if len(words) != 5 or words[1] != "paid" or words[3] != "for":
        return None
    payer, amount, names = words[0], _cents(words[2]), words[4].split(",")
    if not _is_name(payer) or amount is None:
        return None
    if not all(_is_name(name) for name in names) or len(set(names)) != len(names):
        return None
    return payer, amount, names


def settle_expenses(log: str) -> list[tuple[str, str, int]]:
    balance: dict[str, int] = {}
    for line in log.split("\n"):
        entry = _parse(line)
        if entry is None:
            continue
        payer, amount, names = entry
        share, extra = divmod(amount, len(names))
        balance[payer] = balance.get(payer, 0) + amount
        for position, name in enumerate(names):
            owed = share + (1 if position < extra else 0)
            balance[name] = balance.get(name, 0) - owed
    transfers: list[tuple[str, str, int]] = []
    while True:
        debtors = [(b, name) for name, b in balance.items() if b < 0]
        creditors = [(-b, name) for name, b in balance.items() if b > 0]
        if not debtors:
            return transfers
        debt, debtor = min(debtors)
        credit, creditor = min(creditors)
        amount = min(-debt, -credit)
        transfers.append((debtor, creditor, amount))
        balance[debtor] += amount
        balance[creditor] -= amount
