# bug: splits on every comma first and strips quotes afterwards, so commas inside quoted fields split the field
from typing import Optional


def parse_csv_row(line: str) -> Optional[list[str]]:
    out = []
    for part in line.split(","):
        if part.startswith('"'):
            if len(part) < 2 or not part.endswith('"'):
                return None
            part = part[1:-1].replace('""', '"')
        elif '"' in part:
            return None
        out.append(part)
    return out
