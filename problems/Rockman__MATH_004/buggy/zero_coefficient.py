# bug: a multiple of m for a is treated as having no solution, even when b is also a multiple of m (then x = 0 works)
from math import gcd


def smallest_congruence_solution(a: int, b: int, m: int) -> int:
    a %= m
    b %= m
    if m == 1:
        return 0
    if a == 0:
        return -1
    d = gcd(a, m)
    if b % d != 0:
        return -1
    a, b, m = a // d, b // d, m // d
    if m == 1:
        return 0
    return b * pow(a, -1, m) % m
