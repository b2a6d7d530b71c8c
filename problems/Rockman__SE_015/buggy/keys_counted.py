# bug: counts object keys as values
_WS = " \n"
_DIGITS = "0123456789"
_HEX = "0123456789abcdefABCDEF"


class _Fail(Exception):
    def __init__(self, pos: int) -> None:
        super().__init__(pos)
        self.pos = pos


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.n = len(text)

    def at(self, i: int) -> str:
        return self.text[i] if i < self.n else ""

    def ws(self, i: int) -> int:
        while i < self.n and self.text[i] in _WS:
            i += 1
        return i

    def value(self, i: int) -> tuple[int, int, int]:
        """Parse one value at i; return (end, values counted, depth)."""
        c = self.at(i)
        if c == "{":
            return self.obj(i)
        if c == "[":
            return self.arr(i)
        if c == '"':
            return self.string(i), 1, 0
        if c == "-" or (c != "" and c in _DIGITS):
            return self.number(i), 1, 0
        for word in ("true", "false", "null"):
            if c == word[0]:
                for k, ch in enumerate(word):
                    if self.at(i + k) != ch:
                        raise _Fail(i + k)
                return i + len(word), 1, 0
        raise _Fail(i)

    def obj(self, i: int) -> tuple[int, int, int]:
        i = self.ws(i + 1)
        if self.at(i) == "}":
            return i + 1, 1, 1
        count, depth = 1, 0
        while True:
            if self.at(i) != '"':
                raise _Fail(i)
            i = self.ws(self.string(i))
            if self.at(i) != ":":
                raise _Fail(i)
            i, c, d = self.value(self.ws(i + 1))
            count, depth = count + c + 1, max(depth, d)
            i = self.ws(i)
            if self.at(i) == ",":
                i = self.ws(i + 1)
            elif self.at(i) == "}":
                return i + 1, count, depth + 1
            else:
                raise _Fail(i)

    def arr(self, i: int) -> tuple[int, int, int]:
        i = self.ws(i + 1)
        if self.at(i) == "]":
            return i + 1, 1, 1
        count, depth = 1, 0
        while True:
            i, c, d = self.value(i)
            count, depth = count + c, max(depth, d)
            i = self.ws(i)
            if self.at(i) == ",":
                i = self.ws(i + 1)
            elif self.at(i) == "]":
                return i + 1, count, depth + 1
            else:
                raise _Fail(i)

    def string(self, i: int) -> int:
        i += 1
        while True:
            c = self.at(i)
            if c == '"':
                return i + 1
            if c == "" or c == "\n":
                raise _Fail(i)
            if c == "\\":
                i += 1
                e = self.at(i)
                if e != "" and e in '"\\/bfnrt':
                    i += 1
                elif e == "u":
                    i += 1
                    for _ in range(4):
                        h = self.at(i)
                        if h == "" or h not in _HEX:
                            raise _Fail(i)
                        i += 1
                else:
                    raise _Fail(i)
            else:
                i += 1

    def digits(self, i: int) -> int:
        c = self.at(i)
        if c == "" or c not in _DIGITS:
            raise _Fail(i)
        while self.at(i) != "" and self.at(i) in _DIGITS:
            i += 1
        return i

    def number(self, i: int) -> int:
        if self.at(i) == "-":
            i += 1
        if self.at(i) == "0":
            i += 1
        else:
            c = self.at(i)
            if c == "" or c not in "123456789":
                raise _Fail(i)
            i = self.digits(i)
        if self.at(i) == ".":
            i = self.digits(i + 1)
        if self.at(i) != "" and self.at(i) in "eE":
            i += 1
            if self.at(i) != "" and self.at(i) in "+-":
                i += 1
            i = self.digits(i)
        return i


def check_document(text: str) -> dict[str, int]:
    parser = _Parser(text)
    try:
        end, count, depth = parser.value(parser.ws(0))
        end = parser.ws(end)
        if end != len(text):
            raise _Fail(end)
    except _Fail as fail:
        return {"error": fail.pos}
    return {"values": count, "depth": depth}
