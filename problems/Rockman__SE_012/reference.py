from typing import Optional

LIMIT = 10**18


class _Fail(Exception):
    pass


def _tokenize(expr: str) -> list[str]:
    tokens: list[str] = []
    i = 0
    while i < len(expr):
        ch = expr[i]
        if ch == " ":
            i += 1
        elif ch.isdigit():
            start = i
            while i < len(expr) and expr[i].isdigit():
                i += 1
            tokens.append(expr[start:i])
        elif ch in "+-*/%^()":
            tokens.append(ch)
            i += 1
        else:
            raise _Fail
    return tokens


def _check(value: int) -> int:
    if abs(value) > LIMIT:
        raise _Fail
    return value


def _power(base: int, exponent: int) -> int:
    if exponent < 0:
        raise _Fail
    if base in (0, 1) or exponent == 0:
        return 1 if exponent == 0 else base
    if base == -1:
        return 1 if exponent % 2 == 0 else -1
    result = 1
    for _ in range(exponent):
        result = _check(result * base)
    return result


class _Parser:
    def __init__(self, tokens: list[str]) -> None:
        self.tokens = tokens
        self.pos = 0

    def peek(self) -> Optional[str]:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def take(self) -> str:
        token = self.peek()
        if token is None:
            raise _Fail
        self.pos += 1
        return token

    def expr(self) -> int:
        value = self.term()
        while self.peek() in ("+", "-"):
            op = self.take()
            right = self.term()
            value = _check(value + right if op == "+" else value - right)
        return value

    def term(self) -> int:
        value = self.unary()
        while self.peek() in ("*", "/", "%"):
            op = self.take()
            right = self.unary()
            if op == "*":
                value = _check(value * right)
                continue
            if right == 0:
                raise _Fail
            quotient, remainder = divmod(value, right)
            if remainder and quotient < 0:
                quotient += 1  # round toward zero, not down
            value = quotient if op == "/" else value - right * quotient
        return value

    def unary(self) -> int:
        if self.peek() == "-":
            self.take()
            return -self.unary()
        return self.power()

    def power(self) -> int:
        base = self.atom()
        if self.peek() == "^":
            self.take()
            return _power(base, self.unary())
        return base

    def atom(self) -> int:
        token = self.take()
        if token == "(":
            value = self.expr()
            if self.take() != ")":
                raise _Fail
            return value
        if token.isdigit():
            return _check(int(token))
        raise _Fail


def evaluate(expr: str) -> Optional[int]:
    try:
        parser = _Parser(_tokenize(expr))
        value = parser.expr()
        if parser.peek() is not None:
            return None
        return value
    except _Fail:
        return None
