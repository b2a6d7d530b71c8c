import random

LETTERS = "abcdefghijklmnopqrstuvwxyz0123456789"


def _label(rng: random.Random) -> str:
    if rng.random() < 0.3:
        return rng.choice(["a", "b", "x", "7"])
    return "".join(rng.choice(LETTERS) for _ in range(rng.randint(1, 5)))


def _tree(rng: random.Random, budget: list[int], depth: int, max_depth: int) -> str:
    budget[0] -= 1
    label = _label(rng)
    if depth >= max_depth or budget[0] <= 0 or rng.random() < 0.35:
        return label
    children = []
    for _ in range(rng.randint(1, 4)):
        if budget[0] <= 0:
            break
        children.append(_tree(rng, budget, depth + 1, max_depth))
    if not children:
        return label
    return label + "(" + ",".join(children) + ")"


def _spaced(rng: random.Random, text: str) -> str:
    out = []
    for i, ch in enumerate(text):
        boundary = ch in "()," or i == 0 or text[i - 1] in "(),"
        if boundary and rng.random() < 0.3:
            out.append(" " * rng.randint(1, 2))
        out.append(ch)
    if rng.random() < 0.5:
        out.append(" ")
    return "".join(out)


def _chain(rng: random.Random, depth: int) -> str:
    text = _label(rng)
    for _ in range(depth):
        text = _label(rng) + "(" + text + ")"
    return text


def _break(rng: random.Random, text: str) -> str:
    kind = rng.randint(0, 7)
    if kind == 0 and "(" in text:
        i = text.index("(")
        j = i
        while text[j + 1] not in "(),":
            j += 1
        return text[: j + 1] + "()" + text[j + 1:]  # add an empty list after a label
    if kind == 1:
        return text + rng.choice([")", ",b", " b", "(c)"])
    if kind == 2 and ")" in text:
        i = text.rindex(")")
        return text[:i] + text[i + 1:]
    if kind == 3 and "," in text:
        i = text.index(",")
        return text[:i] + ",," + text[i + 1:]
    if kind == 4:
        i = rng.randint(0, len(text))
        return text[:i] + rng.choice(["A", "-", "_", "\t", "."]) + text[i:]
    if kind == 5 and "(" in text:
        i = text.index("(")
        return text[: i + 1] + "," + text[i + 1:]
    if kind == 6:
        for i in range(1, len(text)):
            if text[i - 1] in LETTERS and text[i] in LETTERS:
                return text[:i] + " " + text[i:]
        return text + " z"
    return "(" + text + ")"


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "single":
        return {"args": [_spaced(rng, _label(rng))]}
    if kind == "empty":
        return {"args": [rng.choice(["", " ", "   ", "()", ","])]}
    if kind == "deep":
        return {"args": [_chain(rng, rng.randint(50, 250))]}
    if kind == "large":
        return {"args": [_spaced(rng, _tree(rng, [rng.randint(150, 300)], 0, 12))[:2000]]}
    text = _tree(rng, [rng.randint(2, 30)], 0, rng.randint(2, 6))
    if kind == "broken":
        if "(" not in text:
            text = text + "(q)"
        text = _break(rng, text)
    return {"args": [_spaced(rng, text)]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["single", "empty", "broken", "broken", "deep", "random", "broken", "large"]
    weighted = ["random"] * 5 + ["broken"] * 5 + ["single", "deep", "large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
