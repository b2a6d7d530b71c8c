# bug: tries every denominator from 1 to limit, which is correct but far too slow for limit up to 10**12
from math import gcd


def closest_fraction(p: int, q: int, limit: int) -> tuple[int, int]:
    best_n, best_d = 0, 1
    best_gap_n, best_gap_d = p, q
    for b in range(1, limit + 1):
        a0 = p * b // q
        for a in (a0, a0 + 1):
            gap_n, gap_d = abs(a * q - p * b), q * b
            if gap_n * best_gap_d < best_gap_n * gap_d or (
                    gap_n * best_gap_d == best_gap_n * gap_d and a * best_d < best_n * b):
                best_n, best_d, best_gap_n, best_gap_d = a, b, gap_n, gap_d
        if best_gap_n == 0:
            break
    g = gcd(best_n, best_d)
    return (best_n // g, best_d // g)
