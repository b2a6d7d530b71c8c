# bug: forgets to lowercase the tag, so "#Rust" and "#rust" are counted as different tags
def count_tags(posts: list[str]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for post in posts:
        seen: set[str] = set()
        for word in post.split():
            if word.startswith("#") and len(word) > 1:
                tag = word[1:]
                if tag not in seen:
                    seen.add(tag)
                    counts[tag] = counts.get(tag, 0) + 1
    return counts
