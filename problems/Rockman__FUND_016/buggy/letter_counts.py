# bug: the key is the sorted list of letter counts, so "aab" and "aba" get the same key
def _shape_key(word: str) -> tuple:
    # Two words with the same multiset of letter counts are treated as the same shape.
    counts: dict[str, int] = {}
    for ch in word:
        counts[ch] = counts.get(ch, 0) + 1
    return (len(word), tuple(sorted(counts.values())))


def count_same_shape_pairs(words: list[str]) -> int:
    seen: dict[tuple, int] = {}
    pairs = 0
    for word in words:
        key = _shape_key(word)
        pairs += seen.get(key, 0)
        seen[key] = seen.get(key, 0) + 1
    return pairs
