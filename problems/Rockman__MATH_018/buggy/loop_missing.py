# bug: the Tonelli-Shanks loop is left out, which is only correct when p % 4 == 3 (then t starts at 1)
def modular_sqrt(a: int, p: int) -> int:
    """Smallest x in [0, p) with x * x % p == a % p, or -1 if there is none."""
    a %= p
    if a == 0:
        return 0
    if p == 2:
        return a
    if pow(a, (p - 1) // 2, p) != 1:
        return -1
    # write p - 1 = q * 2**s with q odd
    q, s = p - 1, 0
    while q % 2 == 0:
        q //= 2
        s += 1
    # z: the smallest quadratic non-residue modulo p
    z = 2
    while pow(z, (p - 1) // 2, p) != p - 1:
        z += 1
    m, c, t, r = s, pow(z, q, p), pow(a, q, p), pow(a, (q + 1) // 2, p)
    # Missing part: the Tonelli-Shanks loop. While t != 1, find the least i with
    # t**(2**i) == 1 (mod p), then update m, c, t and r so that r * r == a * t (mod p)
    # keeps holding and m decreases; once t == 1, r is a square root of a modulo p.
    return min(r, p - r)
