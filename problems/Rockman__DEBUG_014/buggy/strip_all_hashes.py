# bug: strips every leading "#" instead of only the first one and counts a lone "#" as the empty tag
def count_tags(posts: list[str]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for post in posts:
        seen: set[str] = set()
        for word in post.split():
            if word.startswith("#"):
                tag = word.lstrip("#").lower()
                if tag not in seen:
                    seen.add(tag)
                    counts[tag] = counts.get(tag, 0) + 1
    return counts
