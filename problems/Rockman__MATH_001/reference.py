def digit_count(n: int, base: int) -> int:
    count = 1
    while n >= base:
        n //= base
        count += 1
    return count
