# Bug: a recursive-descent parser; deeply nested input exceeds the recursion limit
def tree_summary(text: str) -> list[int]:
    n = len(text)
    stats = {"count": 0, "leaves": 0, "max_depth": -1, "deepest": 0}

    class ParseError(Exception):
        def __init__(self, pos: int) -> None:
            super().__init__(pos)
            self.pos = pos

    def skip(i: int) -> int:
        while i < n and text[i] == " ":
            i += 1
        return i

    def tree(i: int, depth: int) -> int:
        i = skip(i)
        if i >= n or not text[i].isdigit():
            raise ParseError(i)
        start = i
        if text[i] == "0":
            i += 1
        else:
            while i < n and text[i].isdigit():
                i += 1
        value = int(text[start:i])
        stats["count"] += 1
        if depth > stats["max_depth"]:
            stats["max_depth"], stats["deepest"] = depth, value
        elif depth == stats["max_depth"]:
            stats["deepest"] += value
        i = skip(i)
        if i < n and text[i] == "(":
            i = tree(i + 1, depth + 1)
            while True:
                i = skip(i)
                if i < n and text[i] == ",":
                    i = tree(i + 1, depth + 1)
                elif i < n and text[i] == ")":
                    return i + 1
                else:
                    raise ParseError(i)
        stats["leaves"] += 1
        return i

    try:
        end = skip(tree(0, 0))
    except ParseError as err:
        return [-1, err.pos]
    if end != n:
        return [-1, end]
    return [stats["count"], stats["max_depth"], stats["leaves"], stats["deepest"]]
