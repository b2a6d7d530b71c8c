def consecutive_bit_changes(readings: list[int]) -> int:
    total = 0
    for left, right in zip(readings, readings[1:]):
        total += bin(left ^ right).count("1")
    return total
