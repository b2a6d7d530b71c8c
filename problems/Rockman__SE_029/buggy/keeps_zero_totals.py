import os
import re

_MOVEMENT = re.compile(r" *([a-z0-9-]+) *, *([+-]?[0-9]+) *")


def summarize_ledgers(root: str) -> int:
    folder = os.path.join(root, "ledger")
    names = sorted(os.listdir(folder)) if os.path.isdir(folder) else []
    totals: dict[str, int] = {}
    malformed = 0
    for name in names:
        path = os.path.join(folder, name)
        if not name.endswith(".txt") or not os.path.isfile(path):
            continue
        with open(path, encoding="utf-8", newline="") as f:
            text = f.read()
        lines = text.split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        for line in lines:
            stripped = line.strip(" ")
            if not stripped or stripped.startswith("#"):
                continue
            match = _MOVEMENT.fullmatch(line)
            if match is None:
                malformed += 1
                continue
            item, quantity = match.group(1), int(match.group(2))
            totals[item] = totals.get(item, 0) + quantity
    with open(os.path.join(root, "summary.txt"), "w", encoding="utf-8", newline="") as f:
        for item in sorted(totals):
            if True:
                f.write(f"{item} {totals[item]}\n")
    return malformed
