from math import gcd


def smallest_congruence_solution(a: int, b: int, m: int) -> int:
    a %= m
    b %= m
    d = gcd(a, m)  # gcd(0, m) == m
    if b % d != 0:
        return -1
    a, b, m = a // d, b // d, m // d
    if m == 1:
        return 0
    return b * pow(a, -1, m) % m
