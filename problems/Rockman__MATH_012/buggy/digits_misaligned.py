# bug: the digits are listed most significant first and paired with zip, so when k has fewer digits than n they are aligned at the wrong end
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

    def digits(x: int) -> list[int]:
        out = []
        while x:
            out.append(x % p)
            x //= p
        return out[::-1]  # most significant digit first

    if k > n:
        return 0
    result = 1
    for a, b in zip(digits(n), digits(k)):
        result = result * small_binomial(a, b) % p
    return result
