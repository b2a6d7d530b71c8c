# bug: the limit is tested before each update instead of after it, so the final least common multiple is never checked
from math import gcd


def first_full_alignment(periods: list[int], limit: int) -> int:
    result = 1
    for p in periods:
        if result > limit:
            return -1
        result = result // gcd(result, p) * p
    return result
