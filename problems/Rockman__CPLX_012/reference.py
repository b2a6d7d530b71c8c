def lit_lamps_total(n: int) -> int:
    total = 0
    count = n + 1  # how many numbers are shown
    bit = 1
    while bit <= n:
        period = bit * 2  # bit b repeats: bit zeros, then bit ones
        total += count // period * bit + max(0, count % period - bit)
        bit = period
    return total
