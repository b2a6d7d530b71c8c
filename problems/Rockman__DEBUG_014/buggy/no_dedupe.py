# bug: counts every occurrence of a tag, so a post that repeats a tag is counted more than once
def count_tags(posts: list[str]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for post in posts:
        for word in post.split():
            if word.startswith("#") and len(word) > 1:
                tag = word[1:].lower()
                counts[tag] = counts.get(tag, 0) + 1
    return counts
