# bug: the walk along the digits of n does not stop when n itself repeats a digit, so numbers above such a prefix are still counted
from functools import lru_cache


def count_pleasant(lo: int, hi: int, k: int) -> int:
    @lru_cache(maxsize=None)
    def free(length: int, rem: int, last: int) -> int:
        """Ways to append `length` digits (each differing from the previous one, the first from
        `last`) so that the digit sum, starting from remainder rem, ends divisible by k."""
        if length == 0:
            return 1 if rem == 0 else 0
        return sum(free(length - 1, (rem + d) % k, d) for d in range(10) if d != last)

    def upto(n: int) -> int:
        """Pleasant numbers in [0, n]."""
        if n < 0:
            return 0
        digits = [int(c) for c in str(n)]
        size = len(digits)
        total = 1  # zero
        # positive numbers with fewer digits than n
        for length in range(1, size):
            total += sum(free(length - 1, first % k, first) for first in range(1, 10))
        if size == 1:
            return total + sum(1 for d in range(1, n + 1) if d % k == 0)
        # numbers with exactly `size` digits and at most n
        rem, prev = 0, -1
        for i, top in enumerate(digits):
            for d in range(1 if i == 0 else 0, top):
                if d != prev:
                    total += free(size - i - 1, (rem + d) % k, d)
            rem, prev = (rem + top) % k, top
        return total + (1 if rem == 0 else 0)

    return upto(hi) - upto(lo - 1)
