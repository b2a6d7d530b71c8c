import random
import string


def _random_word(rng: random.Random, n: int, alphabet: str) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _case(rng: random.Random, kind: str) -> str:
    alphabet = rng.choice(["ab", "abc", "AaBb", string.ascii_lowercase, string.printable[:95]])
    if kind == "empty":
        return rng.choice(["", rng.choice(alphabet)])
    n = rng.choice([rng.randint(2, 10), rng.randint(2, 80), rng.randint(150, 300)])
    if kind == "near_palindrome":
        half = _random_word(rng, n // 2, alphabet)
        chars = list(half + half[::-1])
        for _ in range(min(rng.randint(1, 4), len(chars) - 1)):
            del chars[rng.randrange(len(chars))]
        return "".join(chars)
    if kind == "palindrome":
        half = _random_word(rng, n // 2, alphabet)
        return half + rng.choice(["", rng.choice(alphabet)]) + half[::-1]
    return _random_word(rng, n, alphabet)


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["near_palindrome", "random", "palindrome", "random", "empty"]
    weighted = ["random"] * 5 + ["near_palindrome"] * 4 + ["palindrome", "empty"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
