# bug: every number is treated as padded with leading zeros to the length of hi, so numbers such as 7 in "007" are rejected for the repeated zeros
from functools import lru_cache


def count_pleasant(lo: int, hi: int, k: int) -> int:
    width = len(str(hi))

    def upto(n: int) -> int:
        if n < 0:
            return 0
        digits = [int(c) for c in str(n).zfill(width)]

        @lru_cache(maxsize=None)
        def walk(i: int, rem: int, prev: int, tight: bool) -> int:
            if i == width:
                return 1 if rem == 0 else 0
            top = digits[i] if tight else 9
            total = 0
            for d in range(top + 1):
                if d == prev:
                    continue
                total += walk(i + 1, (rem + d) % k, d, tight and d == top)
            return total

        return walk(0, 0, -1, True)

    return upto(hi) - upto(lo - 1)
