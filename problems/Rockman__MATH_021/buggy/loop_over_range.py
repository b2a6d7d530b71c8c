# bug: wrong complexity: walks through every multiple in the interval, far too slow for k = 1 over 2 * 10**9 integers
def sum_of_multiples(lo: int, hi: int, k: int) -> int:
    total = 0
    x = -(-lo // k) * k
    while x <= hi:
        total += x
        x += k
    return total
