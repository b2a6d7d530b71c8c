# Wrong order: words with equal counts keep their first-seen order instead of alphabetical order.
import os
import re

_WORD = re.compile(r"[A-Za-z]+")


def _documents(folder: str) -> list[str]:
    found = []
    for current, _dirs, names in os.walk(folder):
        for name in names:
            path = os.path.join(current, name)
            if name.endswith(".md") and os.path.isfile(path):
                found.append(path)
    return sorted(found)


def _stop_words(path: str) -> set[str]:
    if not os.path.isfile(path):
        return set()
    with open(path, encoding="utf-8", newline="") as f:
        lines = f.read().split("\n")
    return {line.strip(" ").lower() for line in lines if line.strip(" ")}


def build_word_index(root: str, k: int) -> int:
    stop = _stop_words(os.path.join(root, "stopwords.txt"))
    counts: dict[str, int] = {}
    documents: dict[str, int] = {}
    total = 0
    for path in _documents(os.path.join(root, "docs")):
        with open(path, encoding="utf-8", newline="") as f:
            text = f.read()
        seen = set()
        for word in _WORD.findall(text):
            word = word.lower()
            if word in stop:
                continue
            total += 1
            counts[word] = counts.get(word, 0) + 1
            if word not in seen:
                seen.add(word)
                documents[word] = documents.get(word, 0) + 1
    ranked = sorted(counts, key=lambda w: -counts[w])[:k]
    with open(os.path.join(root, "wordfreq.txt"), "w", encoding="utf-8", newline="") as f:
        for word in ranked:
            f.write(f"{word} {counts[word]} {documents[word]}\n")
    return total
