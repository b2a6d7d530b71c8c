from typing import Optional


def count_tags(posts: list[str], counts: Optional[dict[str, int]] = None) -> dict[str, int]:
    if counts is None:
        counts = {}
    for post in posts:
        seen: set[str] = set()
        for word in post.split():
            if word.startswith("#") and len(word) > 1:
                tag = word[1:].lower()
                if tag not in seen:
                    seen.add(tag)
                    counts[tag] = counts.get(tag, 0) + 1
    return counts
