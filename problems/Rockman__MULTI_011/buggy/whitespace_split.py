# bug: words are split on whitespace and stripped of punctuation at both ends, so inner apostrophes and hyphens join letters
import re


def top_words(text: str, stopwords: list[str], k: int) -> list[str]:
    stop = {word.lower() for word in stopwords}
    counts: dict[str, int] = {}
    for word in text.split():
        word = "".join(ch for ch in word if ch.isalpha() or ch in "'-_").strip("'-_").lower()
        if len(word) < 2 or word in stop:
            continue
        counts[word] = counts.get(word, 0) + 1
    ranked = sorted(counts, key=lambda word: (-counts[word], word))
    return ranked[:k]
