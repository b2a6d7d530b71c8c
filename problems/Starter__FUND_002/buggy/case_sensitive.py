# bug: counts words case-sensitively and only lowercases them at the end, so "The" and "the" are counted apart
import re
from collections import Counter


def top_words(text: str, k: int) -> list[str]:
    counts = Counter(re.findall(r"[A-Za-z]+", text))
    ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0].lower()))
    result = []
    for word, _ in ranked:
        if word.lower() not in result:
            result.append(word.lower())
    return result[:k]
