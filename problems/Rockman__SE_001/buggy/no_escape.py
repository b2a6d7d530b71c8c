# bug: a doubled quote inside a quoted field is not recognised as an escaped quote; the first quote closes the field
from typing import Optional


def parse_csv_row(line: str) -> Optional[list[str]]:
    fields: list[str] = []
    i, n = 0, len(line)
    while True:
        if i < n and line[i] == '"':
            end = line.find('"', i + 1)
            if end == -1:
                return None
            fields.append(line[i + 1:end])
            i = end + 1
            if i < n and line[i] != ",":
                return None
        else:
            start = i
            while i < n and line[i] != ",":
                if line[i] == '"':
                    return None
                i += 1
            fields.append(line[start:i])
        if i >= n:
            return fields
        i += 1
