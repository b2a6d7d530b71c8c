import random
import string

_LETTERS = string.ascii_lowercase


def _pattern(rng: random.Random) -> list[int]:
    """A shape: position i holds the index of its letter in order of first appearance."""
    length = rng.choice([0, 1, 2, 3, 4, 5, rng.randint(1, 12), 12])
    pattern: list[int] = []
    distinct = 0
    for _ in range(length):
        if distinct and rng.random() < 0.5:
            pattern.append(rng.randrange(distinct))
        else:
            pattern.append(distinct)
            distinct += 1
    return pattern


def _spell(rng: random.Random, pattern: list[int]) -> str:
    letters = rng.sample(_LETTERS, max(pattern, default=-1) + 1)
    return "".join(letters[p] for p in pattern)


def _small_alphabet_word(rng: random.Random) -> str:
    alphabet = rng.choice(["ab", "abc", "xy"])
    return "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 6)))


def _case(rng: random.Random, kind: str) -> list[str]:
    if kind == "large":
        patterns = [_pattern(rng) for _ in range(rng.randint(5, 400))]
        n = rng.randint(10000, 20000)
        return [_spell(rng, rng.choice(patterns)) for _ in range(n)]
    if kind == "near_miss":
        # words with equal letter counts or equal neighbour patterns but different shapes
        pool = ["aab", "aba", "baa", "abab", "abac", "abcb", "aabb", "abba", "abcabc", "abcacb",
                "abcd", "abdc", "zz", "ab", "xyx", "xyy"]
        return [rng.choice(pool) for _ in range(rng.randint(2, 40))]
    if kind == "long_shapes":
        # eleven and twelve different letters: indices reach 10 and 11
        base = [_spell(rng, list(range(11))), _spell(rng, list(range(10)) + [1, 0]),
                _spell(rng, list(range(12))), _spell(rng, list(range(10)) + [1, 1])]
        extra = [_spell(rng, _pattern(rng)) for _ in range(rng.randint(0, 10))]
        words = base * rng.randint(1, 3) + extra
        rng.shuffle(words)
        return words
    if kind == "tiny":
        return [_small_alphabet_word(rng) for _ in range(rng.randint(0, 3))]
    if kind == "empties":
        return [rng.choice(["", "", "a", "z"]) for _ in range(rng.randint(2, 30))]
    n = rng.randint(2, 300)
    if rng.random() < 0.5:
        return [_small_alphabet_word(rng) for _ in range(n)]
    patterns = [_pattern(rng) for _ in range(rng.randint(1, 30))]
    return [_spell(rng, rng.choice(patterns)) for _ in range(n)]


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["near_miss", "random", "long_shapes", "large", "empties", "tiny", "random",
             "near_miss"]
    weighted = ["random"] * 5 + ["near_miss", "near_miss", "long_shapes", "tiny", "empties",
                                 "large"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append({"args": [_case(rng, kind)]})
    return cases
