def sum_of_multiples(low: int, high: int, k: int) -> int:
    first = -(-low // k)  # smallest q with k * q >= low
    last = high // k  # largest q with k * q <= high
    if first > last:
        return 0
    return k * (first + last) * (last - first + 1) // 2
