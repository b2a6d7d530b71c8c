# bug: hand-rolled fractions keep the sign of a negative divisor in the denominator, giving "1/-2" instead of "-1/2"
from math import gcd


def evaluate_fraction_expression(text: str) -> str:
    tokens = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch == " ":
            i += 1
        elif ch in "0123456789":
            j = i
            while j < n and text[j] in "0123456789":
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

    def make(p, q):
        g = gcd(p, q) or 1
        return (p // g, q // g)

    def peek():
        return tokens[pos][0] if pos < len(tokens) else None

    def expression():
        nonlocal pos
        a, b = term()
        while peek() in ("+", "-"):
            op = peek()
            pos += 1
            c, d = term()
            if op == "-":
                c = -c
            a, b = make(a * d + c * b, b * d)
        return a, b

    def term():
        nonlocal pos, divided_by_zero
        a, b = unary()
        while peek() in ("*", "/"):
            op = peek()
            pos += 1
            c, d = unary()
            if op == "*":
                a, b = make(a * c, b * d)
            elif c == 0:
                divided_by_zero = True
                a, b = 0, 1
            else:
                a, b = make(a * d, b * c)
        return a, b

    def unary():
        nonlocal pos
        if peek() == "-":
            pos += 1
            a, b = unary()
            return -a, b
        return primary()

    def primary():
        nonlocal pos
        kind = peek()
        if kind == "num":
            pos += 1
            return tokens[pos - 1][1], 1
        if kind == "(":
            pos += 1
            value = expression()
            if peek() != ")":
                raise Syntax
            pos += 1
            return value
        raise Syntax

    try:
        p, q = expression()
        if pos != len(tokens):
            raise Syntax
    except Syntax:
        return "syntax error"
    if divided_by_zero:
        return "division by zero"
    if q == 1:
        return str(p)
    return f"{p}/{q}"
