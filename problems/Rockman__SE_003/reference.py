from typing import Optional

LIMIT = 2**53
CAPACITY = 100


class SafeCalculator:
    def __init__(self) -> None:
        self._stack: list[int] = []

    def push(self, value: int) -> str:
        if len(self._stack) >= CAPACITY:
            return "error: overflow"
        self._stack.append(value)
        return "ok"

    def apply(self, op: str) -> str:
        stack = self._stack
        if op == "dup":
            if not stack:
                return "error: underflow"
            if len(stack) >= CAPACITY:
                return "error: overflow"
            stack.append(stack[-1])
            return "ok"
        if op == "drop":
            if not stack:
                return "error: underflow"
            stack.pop()
            return "ok"
        if op not in ("+", "-", "*", "/", "%", "swap"):
            return "error: unknown op"
        if len(stack) < 2:
            return "error: underflow"
        a, b = stack[-2], stack[-1]
        if op == "swap":
            stack[-2], stack[-1] = b, a
            return "ok"
        if op in ("/", "%") and b == 0:
            return "error: division by zero"
        if op == "+":
            result = a + b
        elif op == "-":
            result = a - b
        elif op == "*":
            result = a * b
        else:
            quotient = abs(a) // abs(b)
            if (a < 0) != (b < 0):
                quotient = -quotient
            result = quotient if op == "/" else a - b * quotient
        if not -LIMIT <= result <= LIMIT:
            return "error: out of range"
        stack[-2:] = [result]
        return "ok"

    def top(self) -> Optional[int]:
        return self._stack[-1] if self._stack else None

    def size(self) -> int:
        return len(self._stack)
