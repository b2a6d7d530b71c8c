# bug: words with equal counts keep their first-appearance order instead of alphabetical order
import re
from collections import Counter


def top_words(text: str, k: int) -> list[str]:
    counts = Counter(match.lower() for match in re.findall(r"[A-Za-z]+", text))
    return [word for word, _ in counts.most_common(k)]
