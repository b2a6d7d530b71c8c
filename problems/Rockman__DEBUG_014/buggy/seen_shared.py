# bug: the set of tags already counted is created once for all posts instead of once per post, so each tag is counted at most once overall
def count_tags(posts: list[str]) -> dict[str, int]:
    counts: dict[str, int] = {}
    seen: set[str] = set()
    for post in posts:
        for word in post.split():
            if word.startswith("#") and len(word) > 1:
                tag = word[1:].lower()
                if tag not in seen:
                    seen.add(tag)
                    counts[tag] = counts.get(tag, 0) + 1
    return counts
