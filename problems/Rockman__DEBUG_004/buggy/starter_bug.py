# bug: (the bug shipped in the starter code) the rounding-up division goes through floating point, which cannot represent counts near 10**18 exactly
import math


def packs_needed(counts: list[int], pack_size: int) -> int:
    total = 0
    for count in counts:
        total += math.ceil(count / pack_size)
    return total
