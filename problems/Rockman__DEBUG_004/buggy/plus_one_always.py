# bug: adds one pack even when the count is an exact multiple of the pack size
def packs_needed(counts: list[int], pack_size: int) -> int:
    total = 0
    for count in counts:
        total += count // pack_size + 1
    return total
