# bug: seeds the answer with the first pair without checking that the text has two words, which raises IndexError
def top_word_pair(text: str) -> str:
    words = text.split()
    best = words[0] + " " + words[1]
    counts: dict[str, int] = {}
    for first, second in zip(words, words[1:]):
        key = first + " " + second
        counts[key] = counts.get(key, 0) + 1
    for key, count in counts.items():
        if count > counts[best]:
            best = key
    return best
