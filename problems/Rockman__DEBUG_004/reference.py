def packs_needed(counts: list[int], pack_size: int) -> int:
    total = 0
    for count in counts:
        total += (count + pack_size - 1) // pack_size
    return total
