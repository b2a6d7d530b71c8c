# bug: treats the readings as circular and also compares the last reading with the first
def consecutive_bit_changes(readings: list[int]) -> int:
    total = 0
    n = len(readings)
    for i in range(n):
        total += bin(readings[i] ^ readings[(i + 1) % n]).count("1")
    return total
