# bug: the loop stops while bit * 2 <= n, so the highest bit position of n is never counted
def lit_lamps_total(n: int) -> int:
    total = 0
    count = n + 1
    bit = 1
    while bit * 2 <= n:
        period = bit * 2
        total += count // period * bit + max(0, count % period - bit)
        bit = period
    return total
