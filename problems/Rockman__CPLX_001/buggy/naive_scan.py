# bug: correct but walks the multiples one by one, O((high - low) / k) per call: too slow for wide ranges with a small k
def sum_of_multiples(low: int, high: int, k: int) -> int:
    first = -(-low // k) * k
    total = 0
    x = first
    while x <= high:
        total += x
        x += k
    return total
