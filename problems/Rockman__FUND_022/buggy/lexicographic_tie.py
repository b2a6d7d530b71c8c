# bug: breaks ties by alphabetical order of the pairs instead of by earliest first occurrence
def top_word_pair(text: str) -> str:
    words = text.split()
    counts: dict[str, int] = {}
    for first, second in zip(words, words[1:]):
        key = first + " " + second
        counts[key] = counts.get(key, 0) + 1
    if not counts:
        return ""
    return max(sorted(counts), key=lambda k: counts[k])
