import random


def _word(rng: random.Random, n: int, alphabet: str) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _mutate(rng: random.Random, word: str, alphabet: str, edits: int) -> str:
    chars = list(word)
    for _ in range(edits):
        action = rng.randint(0, 2)
        if action == 0 or not chars:
            chars.insert(rng.randint(0, len(chars)), rng.choice(alphabet))
        elif action == 1:
            del chars[rng.randrange(len(chars))]
        else:
            chars[rng.randrange(len(chars))] = rng.choice(alphabet)
    return "".join(chars)


def _costs(rng: random.Random) -> list[int]:
    style = rng.randint(0, 3)
    if style == 0:
        return [rng.randint(1, 1000) for _ in range(3)]
    if style == 1:  # replacing is dearer than deleting and inserting
        a, d = rng.randint(1, 20), rng.randint(1, 20)
        return [a, d, rng.randint(a + d, 100)]
    if style == 2:  # very uneven insert and delete prices
        cheap, dear = rng.randint(1, 3), rng.randint(50, 1000)
        pair = [cheap, dear] if rng.random() < 0.5 else [dear, cheap]
        return pair + [rng.randint(1, 1000)]
    return [rng.randint(1, 5) for _ in range(3)]


def _case(rng: random.Random, kind: str) -> list:
    alphabet = rng.choice(["ab", "abc", "acgt", "abcdefghijklmnopqrstuvwxyz", "aA1 .-"])
    if kind == "empty_side":
        word = _word(rng, rng.randint(1, 20), alphabet)
        pair = [word, ""] if rng.random() < 0.5 else ["", word]
        return pair + _costs(rng)
    if kind == "same":
        word = _word(rng, rng.randint(0, 30), alphabet)
        return [word, word] + _costs(rng)
    if kind == "length_gap":
        word = _word(rng, rng.randint(5, 40), alphabet)
        short = word[: rng.randint(0, len(word) - 1)]
        pair = [word, short] if rng.random() < 0.5 else [short, word]
        return pair + _costs(rng)
    if kind == "large":
        source = _word(rng, rng.randint(120, 150), alphabet)
        target = _mutate(rng, source, alphabet, rng.randint(10, 80))
        return [source, target] + _costs(rng)
    n = rng.choice([rng.randint(0, 6), rng.randint(5, 30), rng.randint(30, 80)])
    source = _word(rng, n, alphabet)
    if rng.random() < 0.6:
        target = _mutate(rng, source, alphabet, rng.randint(1, max(1, n // 2)))
    else:
        target = _word(rng, rng.randint(0, n + 5), alphabet)
    return [source, target] + _costs(rng)


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["length_gap", "random", "empty_side", "same", "random", "large"]
    weighted = ["random"] * 6 + ["length_gap"] * 2 + ["empty_side", "same", "large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": _case(rng, kind)})
    return cases
