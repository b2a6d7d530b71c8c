from fractions import Fraction


def evaluate_fraction_expression(text: str) -> str:
    tokens = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch == " ":
            i += 1
        elif ch.isdigit() and ch.isascii():
            j = i
            while j < n and text[j].isdigit() and text[j].isascii():
                j += 1
            tokens.append(("num", int(text[i:j])))
            i = j
        elif ch in "+-*/()":
            tokens.append((ch, None))
            i += 1
        else:
            return "syntax error"

    pos = 0
    divided_by_zero = False

    class Syntax(Exception):
        pass

    def peek():
        return tokens[pos][0] if pos < len(tokens) else None

    def expression():
        nonlocal pos
        value = term()
        while peek() in ("+", "-"):
            op = peek()
            pos += 1
            right = term()
            value = value + right if op == "+" else value - right
        return value

    def term():
        nonlocal pos, divided_by_zero
        value = unary()
        while peek() in ("*", "/"):
            op = peek()
            pos += 1
            right = unary()
            if op == "*":
                value = value * right
            elif right == 0:
                divided_by_zero = True
                value = Fraction(0)
            else:
                value = value / right
        return value

    def unary():
        nonlocal pos
        if peek() == "-":
            pos += 1
            return -unary()
        return primary()

    def primary():
        nonlocal pos
        kind = peek()
        if kind == "num":
            pos += 1
            return Fraction(tokens[pos - 1][1])
        if kind == "(":
            pos += 1
            value = expression()
            if peek() != ")":
                raise Syntax
            pos += 1
            return value
        raise Syntax

    try:
        value = expression()
        if pos != len(tokens):
            raise Syntax
    except Syntax:
        return "syntax error"
    if divided_by_zero:
        return "division by zero"
    if value.denominator == 1:
        return str(value.numerator)
    return f"{value.numerator}/{value.denominator}"
