import random

_WORDS = ["the", "cat", "sat", "on", "mat", "a", "I", "dog", "Dog", "DOG", "ran", "and", "it", "is",
          "was", "fast", "zebra", "apple", "Apple", "to", "of", "x", "in", "tea", "ate"]
_SEPS = [" ", " ", " ", ", ", ". ", "! ", "? ", "\n", "--", "'", "'s ", " (", ") ", "3", " 42 ", "_", "-"]


def _text(rng: random.Random, n: int, vocab: list[str]) -> str:
    parts = []
    for _ in range(n):
        parts.append(rng.choice(vocab))
        parts.append(rng.choice(_SEPS))
    return "".join(parts)


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    cases = []
    for i in range(count):
        vocab = rng.sample(_WORDS, rng.randint(2, len(_WORDS)))
        n = [rng.randint(0, 5), rng.randint(5, 60), rng.randint(60, 2000)][i % 3]
        stop = rng.sample(["the", "A", "an", "ON", "and", "It", "is", "to", "Of", "zebra"], rng.randint(0, 6))
        cases.append({"args": [_text(rng, n, vocab), stop, rng.randint(1, 12)]})
    return cases
