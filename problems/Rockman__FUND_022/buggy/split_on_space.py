# bug: splits on single spaces, so runs of spaces and leading or trailing spaces produce empty words that form pairs
def top_word_pair(text: str) -> str:
    words = text.split(" ")
    counts: dict[str, int] = {}
    for first, second in zip(words, words[1:]):
        key = first + " " + second
        counts[key] = counts.get(key, 0) + 1
    best = ""
    best_count = 0
    for key, count in counts.items():
        if count > best_count:
            best = key
            best_count = count
    return best
