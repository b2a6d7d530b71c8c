def outline_tree(text: str) -> list[tuple[str, int, int]]:
    tokens = _tokenize(text)
    if tokens is None or not tokens:
        return []
    rows: list[list] = []
    pos = 0

    def parse_node(depth: int) -> bool:
        nonlocal pos
        if pos >= len(tokens) or tokens[pos] in "(),":
            return False
        index = len(rows)
        rows.append([tokens[pos], depth, 0])
        pos += 1
        if pos < len(tokens) and tokens[pos] == "(":
            pos += 1
            while True:
                if not parse_node(depth + 1):
                    return False
                if pos < len(tokens) and tokens[pos] == ",":
                    pos += 1
                    continue
                if pos < len(tokens) and tokens[pos] == ")":
                    pos += 1
                    break
                return False
        rows[index][2] = len(rows) - index - 1
        return True

    if not parse_node(0) or pos != len(tokens):
        return []
    return [(label, depth, size) for label, depth, size in rows]


def _tokenize(text: str) -> list[str] | None:
    tokens: list[str] = []
    label = ""
    for ch in text:
        if ch.isascii() and (ch.islower() or ch.isdigit()):
            label += ch
            continue
        if label:
            tokens.append(label)
            label = ""
        if ch in "(),":
            tokens.append(ch)
        elif ch != " ":
            return None
    if label:
        tokens.append(label)
    return tokens
