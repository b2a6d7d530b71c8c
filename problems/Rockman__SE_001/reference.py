from typing import Optional


def parse_csv_row(line: str) -> Optional[list[str]]:
    fields: list[str] = []
    i, n = 0, len(line)
    while True:
        if i < n and line[i] == '"':
            i += 1
            chars: list[str] = []
            while True:
                if i >= n:
                    return None  # unterminated quoted field
                if line[i] == '"':
                    if i + 1 < n and line[i + 1] == '"':
                        chars.append('"')
                        i += 2
                        continue
                    i += 1
                    break
                chars.append(line[i])
                i += 1
            fields.append("".join(chars))
            if i < n and line[i] != ",":
                return None  # text after the closing quote
        else:
            start = i
            while i < n and line[i] != ",":
                if line[i] == '"':
                    return None  # quote inside an unquoted field
                i += 1
            fields.append(line[start:i])
        if i >= n:
            return fields
        i += 1  # skip the comma; a comma at the very end starts one more (empty) field
