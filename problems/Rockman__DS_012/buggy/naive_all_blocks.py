# bug: correct but enumerates every block with a running minimum and sum, O(n^2): far too slow for n = 50000
MOD = 1_000_000_007


def weakest_link_total(values: list[int]) -> int:
    total = 0
    n = len(values)
    for l in range(n):
        low = values[l]
        running = 0
        for r in range(l, n):
            v = values[r]
            running += v
            if v < low:
                low = v
            total += low * running
    return total % MOD
