# bug: words with equal counts are ordered in reverse alphabetical order
import re


def top_words(text: str, stopwords: list[str], k: int) -> list[str]:
    stop = {word.lower() for word in stopwords}
    counts: dict[str, int] = {}
    for word in re.findall(r"[A-Za-z]+", text):
        word = word.lower()
        if len(word) < 2 or word in stop:
            continue
        counts[word] = counts.get(word, 0) + 1
    ranked = sorted(counts, key=lambda word: (counts[word], word), reverse=True)
    return ranked[:k]
