# bug: loops over the word list as given, so a word listed twice doubles the readings through it
MOD = 1_000_000_007


def count_readings(text: str, words: list[str]) -> int:
    n = len(text)
    ways = [0] * (n + 1)
    ways[0] = 1
    for end in range(1, n + 1):
        total = 0
        for w in words:
            size = len(w)
            if size <= end and text[end - size:end] == w:
                total += ways[end - size]
        ways[end] = total % MOD
    return ways[n]
