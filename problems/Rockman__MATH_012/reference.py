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

    result = 1
    while k > 0:
        if n == 0:
            return 0  # k has more base-p digits than n, so k > n
        result = result * small_binomial(n % p, k % p) % p
        if result == 0:
            return 0
        n //= p
        k //= p
    return result
