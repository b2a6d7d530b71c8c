# bug: rounds to the nearest integer instead of rounding up
def packs_needed(counts: list[int], pack_size: int) -> int:
    total = 0
    for count in counts:
        total += (2 * count + pack_size) // (2 * pack_size)
    return total
