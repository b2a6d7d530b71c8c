# bug: the first quotient is low // k + 1, which skips low itself when low is a multiple of k
def sum_of_multiples(low: int, high: int, k: int) -> int:
    first = low // k + 1
    last = high // k
    if first > last:
        return 0
    return k * (first + last) * (last - first + 1) // 2
