# bug: the key only records which neighbouring letters are equal, so "abab" and "abcb" collide
def _shape_key(word: str) -> tuple:
    # Mark, for each position, whether the letter repeats the one before it.
    return (len(word),) + tuple(word[i] == word[i - 1] for i in range(1, len(word)))


def count_same_shape_pairs(words: list[str]) -> int:
    seen: dict[tuple, int] = {}
    pairs = 0
    for word in words:
        key = _shape_key(word)
        pairs += seen.get(key, 0)
        seen[key] = seen.get(key, 0) + 1
    return pairs
