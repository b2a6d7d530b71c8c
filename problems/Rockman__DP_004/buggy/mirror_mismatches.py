# bug: counts mismatching mirror pairs word[i] != word[n-1-i], which is the number of replacements, not insertions
def fewest_insertions(word: str) -> int:
    n = len(word)
    return sum(1 for i in range(n // 2) if word[i] != word[n - 1 - i])
