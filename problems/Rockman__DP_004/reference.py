def fewest_insertions(word: str) -> int:
    n = len(word)
    if n < 2:
        return 0
    # need[i] for the current length = insertions for word[i : i + length]
    prev2 = [0] * (n + 1)  # length - 2
    prev = [0] * n         # length - 1
    for length in range(2, n + 1):
        cur = [0] * (n - length + 1)
        for i in range(n - length + 1):
            j = i + length - 1
            if word[i] == word[j]:
                cur[i] = prev2[i + 1]
            else:
                cur[i] = 1 + min(prev[i], prev[i + 1])
        prev2, prev = prev, cur
    return prev[0]
