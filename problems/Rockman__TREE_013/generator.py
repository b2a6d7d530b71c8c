import random
import re


def _label(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.15:
        return "0"
    if r < 0.6:
        return str(rng.randint(1, 99))
    return str(rng.randint(1, 999999999))


def _children(rng: random.Random, n: int, style: str) -> list[list[int]]:
    kids: list[list[int]] = [[] for _ in range(n)]
    for i in range(1, n):
        if style == "chain":
            p = i - 1
        elif style == "wide":
            p = rng.randrange(min(i, 3))
        elif style == "deep":
            p = rng.randint(max(0, i - 3), i - 1)
        else:
            p = rng.randrange(i)
        kids[p].append(i)
    return kids


def _space(rng: random.Random, p: float) -> str:
    return " " * rng.randint(1, 3) if rng.random() < p else ""


def _serialize(rng: random.Random, n: int, style: str, p_space: float) -> str:
    kids = _children(rng, n, style)
    out = [_space(rng, p_space)]
    stack: list[tuple[int, int]] = [(0, -1)]  # (node, index of the next child to write; -1 = label)
    while stack:
        node, k = stack.pop()
        if k == -1:
            out.append(_label(rng) + _space(rng, p_space))
            if kids[node]:
                out.append("(" + _space(rng, p_space))
                stack.append((node, 0))
            continue
        if k < len(kids[node]):
            if k > 0:
                out.append("," + _space(rng, p_space))
            stack.append((node, k + 1))
            stack.append((kids[node][k], -1))
        else:
            out.append(")" + _space(rng, p_space))
    return "".join(out)


def _corrupt(rng: random.Random, text: str) -> str:
    if not text:
        return rng.choice(["(", ")", ",", "x"])
    i = rng.randrange(len(text) + 1)
    kind = rng.choice(["delete", "insert", "insert", "truncate", "leading_zero", "append",
                       "empty_parens", "split_label", "double_comma"])
    if kind == "delete" and i < len(text):
        return text[:i] + text[i + 1:]
    if kind == "insert":
        return text[:i] + rng.choice(["(", ")", ",", "x", "-", "0", "()", ",,", "#", "1"]) + text[i:]
    if kind == "truncate":
        return text[:max(0, i - 1)]
    if kind == "leading_zero":
        spots = [j for j in range(len(text)) if text[j].isdigit() and (j == 0 or not text[j - 1].isdigit())]
        if spots:
            j = rng.choice(spots)
            return text[:j] + "0" + text[j:]
    if kind == "append":
        return text + rng.choice(["(1)", ",2", ")", "3", " x", "()"])
    if kind == "empty_parens":
        spots = [j + 1 for j in range(len(text)) if text[j].isdigit()]
        if spots:
            j = rng.choice(spots)
            if j >= len(text) or not text[j].isdigit():
                return text[:j] + "()" + text[j:]
    if kind == "split_label":
        spots = [j for j in range(1, len(text)) if text[j].isdigit() and text[j - 1].isdigit()]
        if spots:
            j = rng.choice(spots)
            return text[:j] + " " + text[j:]
    if kind == "double_comma" and "," in text:
        j = text.index(",", rng.randrange(text.index(",") + 1))
        return text[:j] + "," + text[j:]
    return text[:i] + ")" + text[i:]


def _case(rng: random.Random, kind: str) -> str:
    if kind == "chain":
        return _serialize(rng, rng.randint(1500, 2500), "chain", 0.05)
    if kind == "edge":
        return rng.choice(["", " ", "   ", "0", " 0 ", "00", "7(", "7)", "7(8,)", "7(,8)",
                           "(7)", "7(8)(9)", "7(8) 9", "7((8))", "7 (8 ,9 (10) )",
                           "999999999(999999999,999999999)", "1(2,3),4", "12 34", "x"])
    if kind == "large":
        n = rng.randint(800, 1500)
        text = _serialize(rng, n, rng.choice(["random", "wide", "deep"]), 0.2)
        return _corrupt(rng, text) if rng.random() < 0.4 else text
    n = rng.randint(1, 30)
    text = _serialize(rng, n, rng.choice(["random", "random", "wide", "deep", "chain"]),
                      rng.choice([0.0, 0.2, 0.5]))
    if kind == "bad":
        for _ in range(rng.choice([1, 1, 1, 2])):
            text = _corrupt(rng, text)
    return text


def _bounded_case(rng: random.Random, kind: str) -> str:
    text = _case(rng, kind)
    while len(text) > 20000 or re.search(r"[0-9]{10}", text):
        text = _case(rng, "small")
    return text


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["small", "bad", "edge", "chain", "large", "bad"]
    weighted = ["small"] * 3 + ["bad"] * 4 + ["edge", "large", "chain"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_bounded_case(rng, kind)]})
    return cases
