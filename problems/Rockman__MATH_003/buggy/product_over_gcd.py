# bug: computes the product of all periods divided by the gcd of all periods, which equals the lcm only for two numbers
from math import gcd


def first_full_alignment(periods: list[int], limit: int) -> int:
    product = 1
    common = 0
    for p in periods:
        product *= p
        common = gcd(common, p)
    result = product // common
    return result if result <= limit else -1
