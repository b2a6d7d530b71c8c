import random

_WORDS = ["}", "{", "", "return x;", "x += 1;", "if (x) {", "else", "end", "a", "b", "c",
          "# header", "total = 0", "for item in items:", "print(item)", "naïve café", "日本"]
_PATHS = [("old.txt", "new.txt"), ("v1/readme.md", "v2/readme.md"), ("a.txt", "b.txt"),
          ("docs/x.txt", "docs/y.txt")]


def _line(rng: random.Random, small: bool) -> str:
    if small or rng.random() < 0.6:
        return rng.choice(_WORDS[:9] if small else _WORDS)
    return f"line {rng.randint(1, 30)}"


def _decorate(rng: random.Random, line: str) -> str:
    r = rng.random()
    if r < 0.1:
        return line + rng.choice([" ", "  ", "\t", " \t "])
    if r < 0.13:
        return " " + line
    if r < 0.15:
        return line + "\r"
    return line


def _edit(rng: random.Random, lines: list[str], small: bool) -> list[str]:
    out = []
    for line in lines:
        r = rng.random()
        if r < 0.12:
            continue
        if r < 0.22:
            out.append(_line(rng, small))
        else:
            out.append(line.rstrip(" \t") if rng.random() < 0.5 else _decorate(rng, line))
        if rng.random() < 0.1:
            out.append(_line(rng, small))
    if rng.random() < 0.3:
        out[:0] = [_line(rng, small) for _ in range(rng.randint(1, 3))]
    return out


def _text(rng: random.Random, lines: list[str]) -> str:
    text = "\n".join(lines)
    return text + "\n" if lines and rng.random() < 0.7 else text


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    cases = []
    for _ in range(count):
        small = rng.random() < 0.4
        top = 250 if split == "hidden" and rng.random() < 0.3 else 25
        old = [_decorate(rng, _line(rng, small)) for _ in range(rng.randint(0, top))]
        new = _edit(rng, old, small) if rng.random() < 0.85 else \
            [_line(rng, small) for _ in range(rng.randint(0, top))]
        old_path, new_path = rng.choice(_PATHS)
        files = {old_path: _text(rng, old), new_path: _text(rng, new)}
        r = rng.random()
        if r < 0.06:
            del files[old_path]
        elif r < 0.12:
            del files[new_path]
        elif r < 0.14:
            files = {}
        elif r < 0.17:  # a file compared with itself
            del files[new_path]
            new_path = old_path
        if rng.random() < 0.2:
            files["patch.txt"] = "+ stale\n"
        cases.append({"files": files, "args": [old_path, new_path]})
    return cases
