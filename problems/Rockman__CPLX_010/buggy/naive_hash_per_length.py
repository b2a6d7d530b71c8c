# bug: correct (up to hash collisions) but rolls a hash over every fragment length separately, O(n**2) time: too slow for 50000 letters
def distinct_fragments(text: str) -> int:
    n = len(text)
    mod = (1 << 61) - 1
    base = 131
    prefix = [0] * (n + 1)
    power = [1] * (n + 1)
    for i, ch in enumerate(text):
        prefix[i + 1] = (prefix[i] * base + ord(ch)) % mod
        power[i + 1] = power[i] * base % mod
    total = 0
    for size in range(1, n + 1):
        p = power[size]
        total += len({(prefix[i + size] - prefix[i] * p) % mod for i in range(n - size + 1)})
    return total
