# bug: treats the congruence as unsolvable whenever a has no inverse modulo m, ignoring the solutions that exist when gcd(a, m) divides b
from math import gcd


def smallest_congruence_solution(a: int, b: int, m: int) -> int:
    a %= m
    b %= m
    if m == 1:
        return 0
    if gcd(a, m) != 1:
        return -1 if b != 0 or a != 0 else 0
    return b * pow(a, -1, m) % m
