# bug: the key is the offset of each letter from the first letter (a Caesar shift), too strict for general substitutions
def _shape_key(word: str) -> tuple:
    # Describe each letter by its distance from the first letter.
    if not word:
        return ()
    return tuple((ord(ch) - ord(word[0])) % 26 for ch in word)


def count_same_shape_pairs(words: list[str]) -> int:
    seen: dict[tuple, int] = {}
    pairs = 0
    for word in words:
        key = _shape_key(word)
        pairs += seen.get(key, 0)
        seen[key] = seen.get(key, 0) + 1
    return pairs
