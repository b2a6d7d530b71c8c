import re
from collections import Counter

_WORD = re.compile(r"[A-Za-z]+")


def top_words(text: str, k: int) -> list[str]:
    counts = Counter(match.group().lower() for match in _WORD.finditer(text))
    ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    return [word for word, _ in ranked[:k]]
