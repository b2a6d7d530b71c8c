# bug: only 0 is cleared before sieving, so 1 is counted as a prime
from math import isqrt


def count_primes_between(low: int, high: int) -> int:
    if high < 1 or low > high:
        return 0
    is_prime = [True] * (high + 1)
    is_prime[0] = False
    for p in range(2, isqrt(high) + 1):
        if is_prime[p]:
            for multiple in range(p * p, high + 1, p):
                is_prime[multiple] = False
    return sum(1 for n in range(low, high + 1) if is_prime[n])
