from math import isqrt

_base_primes: list[int] = []
_base_limit = 0


def _primes_up_to(limit: int) -> list[int]:
    global _base_primes, _base_limit
    if limit > _base_limit:
        flags = bytearray([1]) * (limit + 1)
        flags[0:2] = b"\x00\x00"
        for p in range(2, isqrt(limit) + 1):
            if flags[p]:
                flags[p * p::p] = bytes(len(range(p * p, limit + 1, p)))
        _base_primes = [p for p in range(limit + 1) if flags[p]]
        _base_limit = limit
    return _base_primes


def primes_in_window(low: int, high: int) -> int:
    root = isqrt(high)
    size = high - low + 1
    is_prime = bytearray([1]) * size
    for p in _primes_up_to(max(root, 2)):
        if p > root:
            break
        start = max(p * p, (low + p - 1) // p * p)
        if start > high:
            continue
        is_prime[start - low::p] = bytes(len(range(start, high + 1, p)))
    if low <= 1:
        is_prime[1 - low] = 0
    return sum(is_prime)
