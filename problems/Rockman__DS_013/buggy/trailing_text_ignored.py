# Bug: characters after the outermost closing bracket are ignored instead of reported.
def parse_nested(text: str) -> tuple[int, list[tuple[int, int]]]:
    # States of the scanner; each one knows exactly which characters may come next.
    START, OPENED, COMMA, MINUS, ZERO, NUMBER, CLOSED, DONE = range(8)
    state = START
    depth = 0
    items: list[tuple[int, int]] = []
    sign = 1
    value = 0
    for pos, ch in enumerate(text):
        if state in (NUMBER, ZERO) and not (state == NUMBER and ch.isdigit() and ch.isascii()):
            if ch not in ",]":
                return pos, []
            items.append((sign * value, depth))
            state = CLOSED
        if state == START:
            if ch != "[":
                return pos, []
            depth = 1
            state = OPENED
        elif state in (OPENED, COMMA):
            if ch == "[":
                depth += 1
                state = OPENED
            elif ch == "]" and state == OPENED:
                depth -= 1
                state = DONE if depth == 0 else CLOSED
            elif ch == "-":
                sign, value, state = -1, 0, MINUS
            elif ch == "0":
                sign, value, state = 1, 0, ZERO
            elif "1" <= ch <= "9":
                sign, value, state = 1, ord(ch) - 48, NUMBER
            else:
                return pos, []
        elif state == MINUS:
            if not "1" <= ch <= "9":
                return pos, []
            value, state = ord(ch) - 48, NUMBER
        elif state == NUMBER:
            value = value * 10 + ord(ch) - 48
        elif state == CLOSED:
            if ch == ",":
                state = COMMA
            elif ch == "]":
                depth -= 1
                state = DONE if depth == 0 else CLOSED
            else:
                return pos, []
        else:  # DONE: nothing may follow the outermost list
            break
    if state != DONE:
        return len(text), []
    return -1, items
