# bug: uses n instead of n + 1 as the number of values shown, so the bits of n itself are left out
def lit_lamps_total(n: int) -> int:
    total = 0
    count = n
    bit = 1
    while bit <= n:
        period = bit * 2
        total += count // period * bit + max(0, count % period - bit)
        bit = period
    return total
