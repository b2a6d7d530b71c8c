# bug: correct but stores every fragment in a set, O(n**2) fragments and O(n**3) characters: far too slow and too large
def distinct_fragments(text: str) -> int:
    n = len(text)
    seen = set()
    for i in range(n):
        for j in range(i + 1, n + 1):
            seen.add(text[i:j])
    return len(seen)
