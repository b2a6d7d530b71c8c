# bug: crossing out starts at the first multiple of p inside the window, so a base prime p that lies in the window is crossed out as well
from math import isqrt


def primes_in_window(low: int, high: int) -> int:
    root = isqrt(high)
    flags = bytearray([1]) * (root + 1)
    base = []
    for p in range(2, root + 1):
        if flags[p]:
            base.append(p)
            flags[p * p::p] = bytes(len(range(p * p, root + 1, p)))
    size = high - low + 1
    is_prime = bytearray([1]) * size
    for p in base:
        start = (low + p - 1) // p * p
        if start > high:
            continue
        is_prime[start - low::p] = bytes(len(range(start, high + 1, p)))
    if low <= 1:
        is_prime[1 - low] = 0
    return sum(is_prime)
