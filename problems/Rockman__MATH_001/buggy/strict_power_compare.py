# bug: the loop condition is n > base instead of n >= base, so n equal to base (or reaching it) stops one digit early
def digit_count(n: int, base: int) -> int:
    count = 1
    while n > base:
        n //= base
        count += 1
    return count
