# bug: Newton's method stops only when |x**x - y| < 1e-6, which floating point cannot reach for large y, so the loop never ends
import math


def self_power_root(y: int) -> float:
    x = 2.0
    while abs(x ** x - y) > 1e-6:
        # derivative of x**x is x**x * (ln x + 1)
        x -= (x ** x - y) / (x ** x * (math.log(x) + 1))
        x = max(x, 1.0)
    return x
