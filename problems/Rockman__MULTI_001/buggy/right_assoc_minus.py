# bug: the parser groups + and - from the right, so a - b - c is computed as a - (b - c)
import re

MOD = 1_000_000_007
_TOKEN = re.compile(r" *(?:(\d+)|([a-z]+)|(.))")


def _tokenize(text: str) -> list[str] | None:
    tokens = []
    pos = 0
    text = text.rstrip(" ")
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        number, name, other = m.groups()
        if other is not None and other not in "+-*()":
            return None
        tokens.append(number or name or other)
        pos = m.end()
    return tokens


class _Parser:
    """Recursive descent: expr := term (('+'|'-') term)*; term := factor ('*' factor)*."""

    def __init__(self, tokens: list[str]) -> None:
        self.tokens = tokens
        self.pos = 0

    def peek(self) -> str | None:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def expr(self):
        node = self.term()
        if self.peek() in ("+", "-"):
            op = self.tokens[self.pos]
            self.pos += 1
            node = (op, node, self.expr())
        return node

    def term(self):
        node = self.factor()
        while self.peek() == "*":
            self.pos += 1
            node = ("*", node, self.factor())
        return node

    def factor(self):
        tok = self.peek()
        if tok is None:
            raise ValueError
        self.pos += 1
        if tok == "(":
            node = self.expr()
            if self.peek() != ")":
                raise ValueError
            self.pos += 1
            return node
        if tok.isdigit():
            return ("num", int(tok) % MOD)
        if tok.isalpha():
            return ("var", tok)
        raise ValueError


def _parse_line(line: str):
    m = re.fullmatch(r" *([a-z]+) *=(.*)", line)
    if m is None:
        return None
    tokens = _tokenize(m.group(2))
    if not tokens:
        return None
    parser = _Parser(tokens)
    try:
        tree = parser.expr()
    except ValueError:
        return None
    if parser.pos != len(tokens):
        return None
    return m.group(1), tree


def _names(tree, out: set[str]) -> None:
    if tree[0] == "var":
        out.add(tree[1])
    elif tree[0] != "num":
        _names(tree[1], out)
        _names(tree[2], out)


def _eval(tree, values: dict[str, int]) -> int:
    kind = tree[0]
    if kind == "num":
        return tree[1]
    if kind == "var":
        return values[tree[1]]
    a, b = _eval(tree[1], values), _eval(tree[2], values)
    if kind == "+":
        return (a + b) % MOD
    if kind == "-":
        return (a - b) % MOD
    return a * b % MOD


def evaluate_program(lines: list[str]) -> dict[str, int]:
    defs = {}
    for line in lines:
        parsed = _parse_line(line)
        if parsed is not None:
            defs[parsed[0]] = parsed[1]  # the last well-formed assignment wins
    deps = {}
    for name, tree in defs.items():
        used: set[str] = set()
        _names(tree, used)
        deps[name] = sorted(used)

    values: dict[str, int] = {}
    state: dict[str, int] = {}  # 1 = in progress, 2 = done (value in values if defined)
    for root in sorted(defs):
        if root in state:
            continue
        # iterative DFS: a name is defined when all of its dependencies are defined
        stack = [(root, 0)]
        state[root] = 1
        while stack:
            name, i = stack[-1]
            if i < len(deps[name]):
                stack[-1] = (name, i + 1)
                dep = deps[name][i]
                if dep in defs and dep not in state:
                    state[dep] = 1
                    stack.append((dep, 0))
                continue
            stack.pop()
            state[name] = 2
            if all(dep in values for dep in deps[name]):
                values[name] = _eval(defs[name], values)
    return values
