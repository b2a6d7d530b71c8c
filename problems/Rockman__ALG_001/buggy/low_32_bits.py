# bug: only the low 32 bits of each difference are counted (a 32-bit integer habit), so high bits are lost
def consecutive_bit_changes(readings: list[int]) -> int:
    total = 0
    for left, right in zip(readings, readings[1:]):
        total += bin((left ^ right) & 0xFFFFFFFF).count("1")
    return total
