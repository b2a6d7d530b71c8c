import random
import string

_SEPARATORS = [" ", " ", " ", "  ", "\n", ", ", ". ", "! ", "? ", "; ", ":", "-", "'", "_",
               "0", "42", "...", "(", ")", "\t", "/", "\"", "&"]


def _vocabulary(rng: random.Random, size: int) -> list[str]:
    words = set()
    while len(words) < size:
        length = rng.randint(1, 7)
        words.add("".join(rng.choice("abcdefghijklmnopqrstuvwxyz"[: rng.randint(3, 26)])
                          for _ in range(length)))
    return sorted(words)


def _spell(rng: random.Random, word: str, mixed_case: float) -> str:
    if rng.random() >= mixed_case:
        return word
    style = rng.randint(0, 2)
    if style == 0:
        return word.upper()
    if style == 1:
        return word.capitalize()
    return "".join(c.upper() if rng.random() < 0.5 else c for c in word)


def _text(rng: random.Random, n_words: int, vocab_size: int, mixed_case: float) -> str:
    vocab = _vocabulary(rng, vocab_size)
    weights = [rng.randint(1, 10) for _ in vocab]
    parts = []
    for _ in range(n_words):
        parts.append(_spell(rng, rng.choices(vocab, weights)[0], mixed_case))
        parts.append(rng.choice(_SEPARATORS))
    if rng.random() < 0.5:
        parts.insert(0, rng.choice(_SEPARATORS))
    return "".join(parts)


def _case(rng: random.Random, kind: str) -> dict:
    if kind == "no_words":
        text = "".join(rng.choice(string.digits + string.punctuation + " \n")
                       for _ in range(rng.randint(0, 30)))
        return {"args": [text, rng.randint(0, 5)]}
    if kind == "k_zero":
        return {"args": [_text(rng, rng.randint(1, 30), rng.randint(1, 8), 0.3), 0]}
    if kind == "ties":
        # every word appears the same number of times, in a shuffled order
        vocab = _vocabulary(rng, rng.randint(2, 12))
        reps = rng.randint(1, 4)
        words = [_spell(rng, w, 0.3) for w in vocab for _ in range(reps)]
        rng.shuffle(words)
        seps = [rng.choice(_SEPARATORS) for _ in words]
        text = "".join(w + s for w, s in zip(words, seps))
        return {"args": [text, rng.randint(1, len(vocab) + 2)]}
    if kind == "large_k":
        return {"args": [_text(rng, rng.randint(1, 60), rng.randint(1, 10), 0.4),
                         rng.randint(10, 1000)]}
    if kind == "case_heavy":
        return {"args": [_text(rng, rng.randint(5, 200), rng.randint(2, 15), 0.9),
                         rng.randint(1, 10)]}
    # random
    n_words = rng.randint(1, 2500)
    return {"args": [_text(rng, n_words, rng.randint(1, 300), rng.random() * 0.5),
                     rng.randint(1, 40)]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["ties", "case_heavy", "large_k", "random", "k_zero"]
    weighted = ["random"] * 5 + ["ties", "ties", "case_heavy", "large_k", "k_zero", "no_words"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
