# bug: counts each pair with str.count on the text, which matches inside longer words, skips overlapping occurrences and takes quadratic time
def top_word_pair(text: str) -> str:
    words = text.split()
    joined = " ".join(words)
    best = ""
    best_count = 0
    for first, second in zip(words, words[1:]):
        key = first + " " + second
        count = joined.count(key)
        if count > best_count:
            best = key
            best_count = count
    return best
