# bug: correct but counts the bits of every number from 0 to n, O(n log n): far too slow for n up to 10**14
def lit_lamps_total(n: int) -> int:
    total = 0
    for x in range(n + 1):
        total += bin(x).count("1")
    return total
