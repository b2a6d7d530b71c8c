import random
import string


def _join(rng: random.Random, words: list[str], messy: bool) -> str:
    if not messy:
        return " ".join(words)
    out = " " * rng.randint(0, 3)
    for w in words:
        out += w + " " * rng.choice([1, 1, 2, 3])
    return out if rng.random() < 0.5 else out.rstrip()


def _vocab(rng: random.Random, size: int, max_len: int) -> list[str]:
    letters = string.ascii_lowercase[: rng.choice([2, 4, 26])]
    return ["".join(rng.choice(letters) for _ in range(rng.randint(1, max_len)))
            for _ in range(size)]


def _case(rng: random.Random, kind: str) -> str:
    if kind == "empty":
        return rng.choice(["", " " * rng.randint(1, 5)])
    if kind == "one_word":
        return _join(rng, [rng.choice(["a", "word", "zz"])], rng.random() < 0.7)
    if kind == "all_distinct":
        words = list(dict.fromkeys(_vocab(rng, rng.randint(2, 12), 5)))
        rng.shuffle(words)
        return _join(rng, words, rng.random() < 0.5)
    if kind == "tie_late_smaller":
        # two pairs tie; the one appearing later is alphabetically smaller
        p = ["zeta " + rng.choice(["one", "two"]), "alpha beta"]
        reps = rng.randint(2, 4)
        words = []
        for _ in range(reps):
            words += p[0].split() + ["mid"] + p[1].split() + [rng.choice(["x", "y", "w"])]
        return _join(rng, words, rng.random() < 0.5)
    if kind == "repeat_word":
        w = rng.choice(["a", "la", "no"])
        words = [w] * rng.randint(3, 8) + ["b", "c"] * rng.randint(1, 3)
        return _join(rng, words, rng.random() < 0.5)
    if kind == "inner_match":
        # "b a" occurs inside "ab ab"-like text only as substrings of longer words
        words = []
        for _ in range(rng.randint(3, 8)):
            words += rng.choice([["xb", "ay"], ["b", "a"], ["cb", "a"], ["b", "ac"]])
        return _join(rng, words, rng.random() < 0.5)
    if kind == "spaces":
        words = _vocab(rng, rng.randint(2, 5), 2)
        seq = [rng.choice(words) for _ in range(rng.randint(2, 15))]
        return _join(rng, seq, True)
    if kind == "large":
        vocab = _vocab(rng, rng.randint(3, 400), rng.choice([1, 3, 6]))
        seq = [rng.choice(vocab) for _ in range(rng.randint(20000, 40000))]
        return _join(rng, seq, rng.random() < 0.5)[: 2 * 10**5]
    vocab = _vocab(rng, rng.randint(2, 12), rng.choice([1, 2, 5]))
    seq = [rng.choice(vocab) for _ in range(rng.randint(2, 60))]
    return _join(rng, seq, rng.random() < 0.4)


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["random", "tie_late_smaller", "spaces", "inner_match", "repeat_word", "all_distinct",
             "large", "one_word", "empty"]
    weighted = ["random"] * 6 + ["tie_late_smaller", "spaces", "inner_match", "repeat_word",
                                 "all_distinct", "large", "one_word", "empty"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
