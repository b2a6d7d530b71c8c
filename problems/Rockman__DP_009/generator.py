import random


def _word(rng: random.Random, alphabet: str, top: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(rng.randint(1, top)))


def _case(rng: random.Random, kind: str) -> list:
    if kind == "empty_text":
        return ["", [_word(rng, "ab", 3) for _ in range(rng.randint(0, 3))]]
    if kind == "huge_count":
        letter = rng.choice("abz")
        words = [letter * k for k in range(1, rng.randint(2, 6))]
        words += [rng.choice(words) for _ in range(rng.randint(0, 3))]
        rng.shuffle(words)
        return [letter * rng.randint(100, 3000), words]
    alphabet = rng.choice(["ab", "abc", "abcdefgh"])
    words = [_word(rng, alphabet, rng.choice([3, 8, 20])) for _ in range(rng.randint(1, 40))]
    if kind == "duplicates":
        words += [rng.choice(words) for _ in range(rng.randint(1, 10))]
    pieces = [rng.choice(words) for _ in range(rng.randint(1, rng.choice([5, 60, 400])))]
    text = "".join(pieces)[:3000]
    if kind == "broken":
        pos = rng.randrange(len(text))
        text = text[:pos] + "z" + text[pos + 1:]
    if kind == "no_words":
        words = []
    return [text, words]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["huge_count", "duplicates", "random", "broken", "empty_text", "no_words"]
    weighted = ["random"] * 4 + ["huge_count"] * 2 + ["duplicates"] * 3 + ["broken"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
