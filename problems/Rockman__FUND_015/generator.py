import random
import string

_PLAIN = string.ascii_letters + string.digits + "-_./=:,@%+"
_ANY = _PLAIN + " \t'\"\\#$!;"


def _plain(rng: random.Random) -> str:
    text = "".join(rng.choice(_PLAIN) for _ in range(rng.randint(1, 6)))
    if rng.random() < 0.15:
        pos = rng.randint(1, len(text))
        text = text[:pos] + "#" + text[pos:]
    return text


def _single(rng: random.Random) -> str:
    body = "".join(rng.choice(_ANY.replace("'", "")) for _ in range(rng.randint(0, 6)))
    return "'" + body + "'"


def _double(rng: random.Random) -> str:
    parts = []
    for _ in range(rng.randint(0, 6)):
        r = rng.random()
        if r < 0.15:
            parts.append('\\"')
        elif r < 0.25:
            parts.append("\\\\")
        elif r < 0.35:
            parts.append("\\" + rng.choice("nt$'# a"))
        else:
            parts.append(rng.choice(_ANY.replace('"', "").replace("\\", "")))
    return '"' + "".join(parts) + '"'


def _piece(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.4:
        return _plain(rng)
    if r < 0.55:
        return "\\" + rng.choice(_ANY)
    if r < 0.7:
        return _single(rng)
    if r < 0.85:
        return _double(rng)
    return rng.choice(["''", '""'])


def _word(rng: random.Random) -> str:
    word = "".join(_piece(rng) for _ in range(rng.choice([1, 1, 1, 2, 3, 4])))
    if word.startswith("#"):
        word = "x" + word
    return word


def _gap(rng: random.Random) -> str:
    return "".join(rng.choice("  \t") for _ in range(rng.choice([1, 1, 1, 2, 3])))


def _comment(rng: random.Random) -> str:
    return "#" + "".join(rng.choice(_ANY) for _ in range(rng.randint(0, 12)))


def _line(rng: random.Random, n_words: int, comment: bool) -> str:
    line = rng.choice(["", "", " ", "\t", "  "])
    line += _gap(rng).join(_word(rng) for _ in range(n_words))
    if comment:
        line += (_gap(rng) if n_words else "") + _comment(rng)
    elif rng.random() < 0.3:
        line += _gap(rng)
    return line


def _case(rng: random.Random, kind: str) -> str:
    n_words = rng.randint(1, 8)
    if kind == "large":
        n_words = rng.randint(120, 200)
        while True:
            text = _line(rng, n_words, rng.random() < 0.5)
            if len(text) <= 2000:
                return text
            n_words -= 10
    if kind == "empties":
        words = [rng.choice(["''", '""', "''\"\"", _word(rng)]) for _ in range(n_words)]
        return _gap(rng).join(words) + rng.choice(["", " ", "\t"])
    if kind == "comment":
        text = _line(rng, rng.randint(0, 4), True)
        # a '#' glued to a quoted piece or a word is not a comment
        return text + rng.choice(["", " ''#x", " a#b", ' "q"#r', " \\#s"])
    if kind == "unclosed":
        text = _line(rng, n_words, False)
        bad = rng.choice(["'", '"', "'abc", '"abc', '"a\\"', "x'y z", 'p"q\\\\\\"'])
        if rng.random() < 0.25:
            # the line ends inside double quotes right after a backslash
            return text + _gap(rng) + rng.choice(['"', 'a"b', '"\\\\']) + "\\"
        return text + _gap(rng) + bad + rng.choice(["", " tail", " # not a comment"])
    if kind == "open_escape":
        text = _line(rng, n_words, False)
        return text + _gap(rng) + rng.choice(['"', 'a"b', '"\\\\']) + "\\"
    if kind == "trailing_backslash":
        return _line(rng, n_words, False) + rng.choice(["\\", " \\", "x\\"])
    if kind == "blank":
        return rng.choice(["", " ", "\t \t", "   # c", "#", "#'", "  #\\"])
    return _line(rng, n_words, rng.random() < 0.3)


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "empties", "comment", "unclosed", "trailing_backslash", "large",
             "random", "comment", "blank", "empties", "open_escape"]
    weighted = (["random"] * 4 + ["large"] * 2 + ["empties", "comment", "unclosed",
                                                  "trailing_backslash", "blank"])
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
