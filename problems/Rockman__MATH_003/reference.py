from math import gcd


def first_full_alignment(periods: list[int], limit: int) -> int:
    result = 1
    for p in periods:
        result = result // gcd(result, p) * p
        if result > limit:
            return -1
    return result
