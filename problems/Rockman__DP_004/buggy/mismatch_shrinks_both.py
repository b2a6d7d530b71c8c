# bug: a mismatch shrinks both ends at once and adds 1, mixing up insertion with replacement
def fewest_insertions(word: str) -> int:
    n = len(word)
    if n < 2:
        return 0
    need = [[0] * n for _ in range(n)]
    for length in range(2, n + 1):
        for i in range(n - length + 1):
            j = i + length - 1
            inner = need[i + 1][j - 1] if i + 1 <= j - 1 else 0
            if word[i] == word[j]:
                need[i][j] = inner
            else:
                need[i][j] = 1 + min(inner, need[i + 1][j], need[i][j - 1])
    return need[0][n - 1]
