# bug: a prime is appended once per power dividing m, so repeated primes distort the inclusion-exclusion
def count_coprime_up_to(n: int, m: int) -> int:
    """Count the integers x in [1, n] with gcd(x, m) == 1."""
    primes = []
    rest = m
    d = 2
    while d * d <= rest:
        if rest % d == 0:
            while rest % d == 0:
                primes.append(d)
                rest //= d
        d += 1
    if rest > 1:
        primes.append(rest)  # the prime factor left above the square root
    total = 0
    for mask in range(1 << len(primes)):
        product = 1
        bits = 0
        for i, p in enumerate(primes):
            if mask >> i & 1:
                product *= p
                bits += 1
        total += -(n // product) if bits % 2 else n // product
    return total
