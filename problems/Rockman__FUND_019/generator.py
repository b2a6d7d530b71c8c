import random

_WORDS = ["cache", "page", "server", "Index", "the", "a", "of", "Route", "token", "query",
          "build", "deploy", "log", "API", "user", "is", "to", "an", "queue", "node"]
_GLUE = [" ", " ", " ", "  ", ", ", ". ", "\n", "-", "'", "_", "2", "! ", " (", ") ", "é", "\t"]
_STOP = ["the", "a", "of", "is", "to", "an"]


def _word(rng: random.Random) -> str:
    word = rng.choice(_WORDS)
    r = rng.random()
    if r < 0.15:
        word = word.upper()
    elif r < 0.3:
        word = word.capitalize()
    if rng.random() < 0.05:
        word += rng.choice(["é", "ï", "s", "'s", "n't"])
    return word


def _text(rng: random.Random, words: int) -> str:
    parts = []
    for _ in range(words):
        parts.append(_word(rng))
        parts.append(rng.choice(_GLUE))
    if rng.random() < 0.3 and parts:
        parts.pop()
    return "".join(parts)


def _stopwords(rng: random.Random) -> str:
    chosen = rng.sample(_STOP + ["CACHE", "queue", "nothere"], rng.randint(0, 5))
    lines = []
    for word in chosen:
        r = rng.random()
        if r < 0.2:
            word = word.upper()
        elif r < 0.35:
            word = f"  {word} "
        lines.append(word)
        if rng.random() < 0.15:
            lines.append(rng.choice(["", "   "]))
    text = "\n".join(lines)
    return text + ("\n" if lines and rng.random() < 0.6 else "")


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    cases = []
    big = 400 if split == "hidden" else 80
    for _ in range(count):
        files: dict[str, str] = {}
        if rng.random() > 0.06:
            folders = ["docs", "docs", "docs/guide", "docs/api/v2", "docs/a/b/c"]
            for i in range(rng.randint(0, 5) if rng.random() < 0.1 else rng.randint(1, 5)):
                folder = rng.choice(folders)
                files[f"{folder}/page{i}.md"] = _text(rng, rng.randint(0, big))
            if rng.random() < 0.3:
                files["docs/readme.txt"] = _text(rng, 20)
            if rng.random() < 0.2:
                files["docs/draft.md.bak"] = _text(rng, 20)
            if rng.random() < 0.15:
                files["notes.md"] = _text(rng, 20)
        if rng.random() < 0.7:
            files["stopwords.txt"] = _stopwords(rng)
        if rng.random() < 0.2:
            files["wordfreq.txt"] = "stale 9 9\n"
        k = 0 if rng.random() < 0.04 else rng.choice([1, 2, 3, 5, 8, 10, 20, 100])
        cases.append({"files": files, "args": [k]})
    return cases
