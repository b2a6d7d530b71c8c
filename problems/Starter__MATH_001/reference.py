from math import isqrt


def count_primes_between(low: int, high: int) -> int:
    if high < 2 or low > high:
        return 0
    is_prime = bytearray([1]) * (high + 1)
    is_prime[0] = is_prime[1] = 0
    for p in range(2, isqrt(high) + 1):
        if is_prime[p]:
            is_prime[p * p:: p] = bytes(len(range(p * p, high + 1, p)))
    return sum(is_prime[max(low, 0):])
