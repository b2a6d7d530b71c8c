import random
from fractions import Fraction

BOUND = 10**6
MAX_LEN = 200


class _Bad(Exception):
    pass


def _check(text: str) -> bool:
    """True when text is a syntax error or every value met while evaluating it stays in bounds."""
    tokens = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == " ":
            i += 1
        elif ch in "0123456789":
            j = i
            while j < len(text) and text[j] in "0123456789":
                j += 1
            tokens.append(("num", int(text[i:j])))
            i = j
        elif ch in "+-*/()":
            tokens.append((ch, None))
            i += 1
        else:
            return True
    pos = 0

    def ok(v: Fraction) -> Fraction:
        if abs(v.numerator) > BOUND or v.denominator > BOUND:
            raise ValueError
        return v

    def peek():
        return tokens[pos][0] if pos < len(tokens) else None

    def expr():
        nonlocal pos
        v = term()
        while peek() in ("+", "-"):
            op = peek()
            pos += 1
            r = term()
            v = ok(v + r if op == "+" else v - r)
        return v

    def term():
        nonlocal pos
        v = unary()
        while peek() in ("*", "/"):
            op = peek()
            pos += 1
            r = unary()
            if op == "*":
                v = ok(v * r)
            else:
                v = ok(v / r) if r != 0 else Fraction(0)
        return v

    def unary():
        nonlocal pos
        if peek() == "-":
            pos += 1
            return -unary()
        return prim()

    def prim():
        nonlocal pos
        k = peek()
        if k == "num":
            pos += 1
            return ok(Fraction(tokens[pos - 1][1]))
        if k == "(":
            pos += 1
            v = expr()
            if peek() != ")":
                raise _Bad
            pos += 1
            return v
        raise _Bad

    try:
        expr()
        if pos != len(tokens):
            raise _Bad
    except _Bad:
        return True
    except ValueError:
        return False
    return True


def _sp(rng: random.Random, spacey: bool) -> str:
    return " " * rng.choice([0, 0, 1, 1, 2]) if spacey else ""


def _literal(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.6:
        v = rng.randint(0, 12)
    elif r < 0.9:
        v = rng.randint(0, 200)
    else:
        v = rng.randint(0, 10**4)
    s = str(v)
    if rng.random() < 0.08:
        s = "0" * rng.randint(1, 2) + s
    return s


def _expr(rng: random.Random, depth: int, spacey: bool) -> str:
    if depth <= 0 or rng.random() < 0.25:
        s = _literal(rng)
        if rng.random() < 0.15:
            s = "-" + _sp(rng, spacey) + s
        return s
    r = rng.random()
    if r < 0.15:
        return "(" + _sp(rng, spacey) + _expr(rng, depth - 1, spacey) + _sp(rng, spacey) + ")"
    if r < 0.22:
        return "-" + _sp(rng, spacey) + "(" + _expr(rng, depth - 1, spacey) + ")"
    parts = [_expr(rng, depth - 1, spacey) for _ in range(rng.randint(2, 3))]
    out = parts[0]
    for p in parts[1:]:
        op = rng.choice("+-*/")
        if op in "*/" and any(c in p for c in "+-") and not p.startswith("-"):
            p = "(" + p + ")"
        out += _sp(rng, spacey) + op + _sp(rng, spacey) + p
    return out


def _valid(rng: random.Random, depth: int) -> str:
    spacey = rng.random() < 0.6
    while True:
        s = _expr(rng, depth, spacey)
        if len(s) <= MAX_LEN and _check(s):
            return s


def _zero(rng: random.Random) -> str:
    return rng.choice(["0", "(3-3)", "(1/2-2/4)", "(0*7)", "(5 - 5)", "000", "-0", "(2*3-6)"])


def _corrupt(rng: random.Random, s: str) -> str:
    way = rng.randint(0, 9)
    if way == 0:
        return s + rng.choice(["+", "*", "-", "/", " /"])
    if way == 1:
        return s + rng.choice([")", " )", "(", " 7", "()"])
    if way == 2:
        return "+" + s
    if way == 3:
        k = rng.randint(0, len(s))
        return s[:k] + rng.choice(["x", ".", "^", "%", "=", "\t"]) + s[k:]
    if way == 4:
        return "(" + s
    if way == 5:
        return s + " " + str(rng.randint(0, 9))
    if way == 6:
        return str(rng.randint(1, 9)) + "(" + s + ")"
    if way == 7:
        return "(" + s + ")(" + str(rng.randint(1, 9)) + ")"
    if way == 8:
        return s + rng.choice(["*+2", "+*2", "/*3", "--", "++1", "-+4"])
    return rng.choice(["", " ", "()", "   ", "-", "(())", "1 2", "12 34 + 1", "3 ++ 4", "2 * (", "4/+2"])


def _case(rng: random.Random, kind: str) -> str:
    if kind == "chain":
        n = rng.randint(3, 6)
        ops = rng.choice(["-", "/", "-/", "-+", "/*"])
        out = str(rng.randint(1, 60))
        for _ in range(n):
            out += " " + rng.choice(ops) + " " + str(rng.randint(1, 9))
        return out
    if kind == "div_zero":
        a, b = _valid(rng, 2), _valid(rng, 2)
        return a + " / " + _zero(rng) + rng.choice(["", " + " + b, " * " + b])
    if kind == "zero_then_syntax":
        s = _valid(rng, 1) + "/" + _zero(rng)
        return s + rng.choice(["+", " )", " *", "(", " 4 4", "^2", " + +"])
    if kind == "negative_divisor":
        a = _valid(rng, 1)
        k = rng.randint(2, 9)
        divisor = rng.choice([f"-{k}", f"- {k}", f"(0-{k})", f"-({k})", f"(1 - {k + 1})"])
        return "(" + a + ") / " + divisor
    if kind == "syntax":
        return _corrupt(rng, _valid(rng, rng.randint(0, 3)))
    if kind == "deep":
        s = _valid(rng, 2)
        for _ in range(rng.randint(5, 25)):
            s = rng.choice(["(", "-(", "- ("]) + s + ")"
        return s
    return _valid(rng, rng.randint(1, 4))


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["chain", "div_zero", "syntax", "zero_then_syntax", "negative_divisor", "random",
             "deep", "syntax"]
    weighted = ["random"] * 5 + ["syntax"] * 4 + ["chain"] * 2 + [
        "div_zero", "zero_then_syntax", "negative_divisor", "deep"]
    cases = []
    while len(cases) < count:
        i = len(cases)
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        text = _case(rng, kind)
        if len(text) <= MAX_LEN and _check(text):
            cases.append({"args": [text]})
    return cases
