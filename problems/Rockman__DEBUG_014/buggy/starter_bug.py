# bug: (the bug shipped in the starter code) the default dictionary is created once, when the function is defined, so every call keeps adding to the counts of the earlier calls
def count_tags(posts: list[str], counts: dict[str, int] = {}) -> dict[str, int]:
    for post in posts:
        seen: set[str] = set()
        for word in post.split():
            if word.startswith("#") and len(word) > 1:
                tag = word[1:].lower()
                if tag not in seen:
                    seen.add(tag)
                    counts[tag] = counts.get(tag, 0) + 1
    return counts
