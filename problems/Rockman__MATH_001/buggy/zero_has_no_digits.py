# bug: the loop counts divisions until n reaches 0, so n = 0 gets 0 digits instead of 1
def digit_count(n: int, base: int) -> int:
    count = 0
    while n > 0:
        n //= base
        count += 1
    return count
