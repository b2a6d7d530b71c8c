# bug: tries every x from 0 to p - 1; correct but O(p) per call, far too slow for primes near 2 * 10**9
def modular_sqrt(a: int, p: int) -> int:
    """Smallest x in [0, p) with x * x % p == a % p, or -1 if there is none."""
    a %= p
    for x in range(p):
        if x * x % p == a:
            return x
    return -1
