# bug: splits on whitespace and strips punctuation only at the ends, so "go-go" or "it's" stay one word
from collections import Counter
import string


def top_words(text: str, k: int) -> list[str]:
    counts = Counter()
    for token in text.split():
        word = token.strip(string.punctuation + string.digits).lower()
        if word:
            counts[word] += 1
    ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    return [word for word, _ in ranked[:k]]
