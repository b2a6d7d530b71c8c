# bug: an empty quoted piece does not mark a word as started, so '' is dropped and ''#x is read as a comment
_BLANKS = " \t"


def split_command(line: str) -> list[str] | None:
    words: list[str] = []
    current: list[str] = []
    in_word = False  # a word has started, even if its value is still empty
    i, n = 0, len(line)
    while i < n:
        ch = line[i]
        if ch in _BLANKS:
            if in_word:
                words.append("".join(current))
                current, in_word = [], False
            i += 1
        elif ch == "#" and not in_word:
            break
        elif ch == "\\":
            if i + 1 == n:
                return None
            current.append(line[i + 1])
            in_word = True
            i += 2
        elif ch == "'":
            close = line.find("'", i + 1)
            if close < 0:
                return None
            current.append(line[i + 1 : close])
            in_word = in_word or close > i + 1
            i = close + 1
        elif ch == '"':
            i += 1
            while i < n and line[i] != '"':
                if line[i] == "\\" and i + 1 < n and line[i + 1] in '"\\':
                    current.append(line[i + 1])
                    i += 2
                else:
                    current.append(line[i])
                    i += 1
            if i == n:
                return None
            in_word = True
            i += 1
        else:
            current.append(ch)
            in_word = True
            i += 1
    if in_word:
        words.append("".join(current))
    return words
