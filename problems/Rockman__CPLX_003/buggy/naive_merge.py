# bug: correct but walks through the chimes one at a time like a merge of two sequences, O(n): too slow for n near 10**9
def nth_chime(n: int, a: int, b: int) -> int:
    next_a, next_b = a, b
    t = 0
    for _ in range(n):
        t = min(next_a, next_b)
        if next_a == t:
            next_a += a
        if next_b == t:
            next_b += b
    return t
