# bug: only the lowest base-p digits are combined; the higher digits of n and k are never used
def binomial_mod_prime(n: int, k: int, p: int) -> int:
    """C(n, k) modulo the prime p, for huge n and k."""
    fact = [1] * p
    for i in range(1, p):
        fact[i] = fact[i - 1] * i % p

    def small_binomial(a: int, b: int) -> int:
        """C(a, b) modulo p for 0 <= a < p and b >= 0."""
        if b > a:
            return 0
        return fact[a] * pow(fact[b] * fact[a - b], p - 2, p) % p

    if k > n:
        return 0
    return small_binomial(n % p, k % p)
