# bug: for a negative low that is not a multiple of k the first quotient is rounded down instead of up, so a multiple below low is added
def sum_of_multiples(low: int, high: int, k: int) -> int:
    first = (low + k - 1) // k if low > 0 else low // k
    last = high // k
    if first > last:
        return 0
    return k * (first + last) * (last - first + 1) // 2
