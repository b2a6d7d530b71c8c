# bug: off-by-one: the last multiple is taken below hi, so a hi that is a multiple of k is left out
def sum_of_multiples(lo: int, hi: int, k: int) -> int:
    first = -(-lo // k) * k  # smallest multiple of k that is >= lo
    last = (hi - 1) // k * k  # largest multiple of k that is <= hi
    if first > last:
        return 0
    count = (last - first) // k + 1
    # the multiples form an arithmetic series; one of (first + last) and count is even
    return (first + last) * count // 2
