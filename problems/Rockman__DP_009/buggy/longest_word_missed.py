# bug: piece sizes run up to longest - 1, so the longest vocabulary words are never used
MOD = 1_000_000_007


def count_readings(text: str, words: list[str]) -> int:
    vocabulary = set(words)
    longest = max((len(w) for w in vocabulary), default=0)
    n = len(text)
    ways = [0] * (n + 1)
    ways[0] = 1
    for end in range(1, n + 1):
        total = 0
        for size in range(1, min(longest - 1, end) + 1):
            if text[end - size:end] in vocabulary:
                total += ways[end - size]
        ways[end] = total % MOD
    return ways[n]
