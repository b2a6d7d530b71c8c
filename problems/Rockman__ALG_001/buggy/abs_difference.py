# bug: counts the set bits of the absolute difference instead of the XOR of the two readings
def consecutive_bit_changes(readings: list[int]) -> int:
    total = 0
    for left, right in zip(readings, readings[1:]):
        total += bin(abs(left - right)).count("1")
    return total
