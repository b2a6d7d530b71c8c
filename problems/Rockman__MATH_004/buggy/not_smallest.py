# bug: the solution of the reduced congruence is reduced modulo the original m instead of m / gcd, so a larger solution can be returned
from math import gcd


def smallest_congruence_solution(a: int, b: int, m: int) -> int:
    a %= m
    b %= m
    d = gcd(a, m)
    if b % d != 0:
        return -1
    a2, b2, m2 = a // d, b // d, m // d
    if m2 == 1:
        return 0
    x = b2 * pow(a2, -1, m2)
    return x % m
