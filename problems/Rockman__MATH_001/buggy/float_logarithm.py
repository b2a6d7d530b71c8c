# bug: uses a floating-point logarithm, which rounds below the true value at exact powers (1000 in base 10 gives 2.9999999999999996) and loses precision near 10**18
import math


def digit_count(n: int, base: int) -> int:
    if n == 0:
        return 1
    return int(math.log(n, base)) + 1
