# bug: the first-occurrence indices are joined into one string without separators, so index 10 collides with 1 followed by 0
def _shape_key(word: str) -> tuple:
    # Replace every letter by the position of its first occurrence in the word.
    first: dict[str, int] = {}
    return ("".join(str(first.setdefault(ch, len(first))) for ch in word),)


def count_same_shape_pairs(words: list[str]) -> int:
    seen: dict[tuple, int] = {}
    pairs = 0
    for word in words:
        key = _shape_key(word)
        pairs += seen.get(key, 0)
        seen[key] = seen.get(key, 0) + 1
    return pairs
