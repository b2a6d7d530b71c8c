# bug: trial division stops when d * d == rest, so a remaining prime square such as 49 is kept as if it were prime
def count_coprime_up_to(n: int, m: int) -> int:
    """Count the integers x in [1, n] with gcd(x, m) == 1."""
    primes = []
    rest = m
    d = 2
    while d * d < rest:
        if rest % d == 0:
            primes.append(d)
            while rest % d == 0:
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
